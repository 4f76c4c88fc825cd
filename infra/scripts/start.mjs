// @ts-check
// `npm start`: install what is missing, build, migrate + seed, then run API, worker and gateway until Ctrl-C.
import { CHROMIUM, baseEnv, log, prepareMachine, repoRoot, run } from './lib/setup.mjs';
import { localSessionSecret } from './lib/session-secret.mjs';

const startedAt = Date.now();
await prepareMachine([CHROMIUM]);

log('Building all workspaces (turbo, cached)...');
run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);

// Every process signs with one secret: the environment's, else this installation's own (made on the first start).
const secretEnv = { SESSION_SECRET: process.env.SESSION_SECRET || localSessionSecret(repoRoot) };

log('Migrating and seeding the database...');
run(process.execPath, ['backend/dist/database/migrate.js'], { env: { ...baseEnv, ...secretEnv } });

const { startStack } = await import('./lib/stack.mjs');
const gatewayPort = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 3001);
const stack = await startStack({ gatewayPort, apiPort, env: secretEnv });
log(
  `The site runs on http://localhost:${gatewayPort}  (ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s; Ctrl-C stops everything)`,
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  log('Stopping...');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const { name, child } of stack.processes) {
  child.on('exit', () => {
    if (!stopping) {
      log(`${name} stopped unexpectedly; stopping the rest.`);
      void stack.stop().then(() => process.exit(1));
    }
  });
}
