// @ts-check
// The session secret of a local installation (`npm start`, `npm run dev`): random, made on the first start and
// kept in a git-ignored file, so every process (API, worker, migrations) signs with the same one and a restart
// keeps sessions, device cookies and publish links valid. No secret is ever written into the repository.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where `npm start` keeps it, relative to the repository root (`.local/` is in .gitignore). */
export const SESSION_SECRET_FILE = '.local/session-secret';

/**
 * The secret in `<root>/.local/session-secret`, created (48 random bytes, base64url, readable by the owner only)
 * when the file is missing or empty.
 * @param {string} root the repository root
 * @returns {string}
 */
export function localSessionSecret(root) {
  const file = path.join(root, SESSION_SECRET_FILE);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
