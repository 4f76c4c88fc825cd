// @ts-check
// `npm start`: install what is missing, build, migrate + seed, then run the mail catcher, API, worker and gateway
// until Ctrl-C.
import path from 'node:path';
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
// Every e-mail of the site goes to the local mail catcher (unless SMTP_URL names another server); var/mail keeps
// them from one start to the next.
const stack = await startStack({
  gatewayPort,
  apiPort,
  env: secretEnv,
  mailCatcher: {
    smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 1025),
    webPort: Number(process.env.MAIL_WEB_PORT ?? 1080),
    mailDirectory: path.join(repoRoot, 'var/mail'),
  },
});
log(
  `The site runs on http://localhost:${gatewayPort}  (ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s; Ctrl-C stops everything)`,
);
log(
  stack.mailInboxUrl
    ? `Its e-mails arrive in the inbox on ${stack.mailInboxUrl}`
    : `Its e-mails go to the mail server of SMTP_URL`,
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
