// @ts-check
// `npm test`: install what is missing, then lint, format check, type-check, unit/integration tests, the
// production build, the short fault run and the end-to-end tests against the composed site.
import { CHROMIUM, NGINX, log, prepareMachine, run } from './lib/setup.mjs';

const startedAt = Date.now();
await prepareMachine([CHROMIUM, NGINX]);

log('Format check (prettier)...');
run('npx', ['prettier', '--check', '--log-level=warn', '.']);

log('Lint, type-check, unit/integration tests and build (turbo)...');
run('npx', [
  'turbo',
  'run',
  'lint',
  'typecheck',
  'test',
  'build',
  '--concurrency=2',
  '--output-logs=new-only',
]);

// After turbo, not as one of its tasks: it needs the backend's build, and beside other tasks on two cores its
// recovery times would measure them, not the code (about 170 s with the ERP receiver's outage; backend/faults/README.md).
log('Fault run, short form (two APIs and two workers; Redis restarted empty, a worker and an API killed)...');
run('npm', ['run', 'test:faults', '-w', '@stairs/backend']);

log('End-to-end tests (Playwright + Debian chromium; with the JavaScript budget of the public pages)...');
run('npm', ['run', 'e2e', '-w', 'e2e']);

log(`All tests passed in ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
