// @ts-check
// Prints this installation's session secret, made on first use (lib/session-secret.mjs): the backend's
// `npm run dev` exports it to its API, worker and migrations, as `npm start` passes it to them.
import { localSessionSecret } from './lib/session-secret.mjs';
import { repoRoot } from './lib/setup.mjs';

process.stdout.write(localSessionSecret(repoRoot));
