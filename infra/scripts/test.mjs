// @ts-check
// `npm test`: install what is missing, then lint, format check, type-check, unit/integration tests, the
// production build and the end-to-end tests against the composed site.
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

log('End-to-end tests (Playwright + Debian chromium; with the JavaScript budget of the public pages)...');
run('npm', ['run', 'e2e', '-w', 'e2e']);

log(`All tests passed in ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
