import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { type AdminCredential } from '../config';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;
const KEY_LENGTH = 64;

/** "scrypt$<salt hex>$<hash hex>" for ADMIN_PASSWORD_HASH (node's default scrypt cost, N=16384). */
export async function hashAdminPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/**
 * Constant-time check. Plain passwords are compared through SHA-256 digests so that neither the content
 * nor the length of the configured password shows in the timing.
 */
export async function verifyAdminPassword(credential: AdminCredential, candidate: string): Promise<boolean> {
  if (credential.kind === 'plain') {
    const expected = createHash('sha256').update(credential.password, 'utf8').digest();
    const actual = createHash('sha256').update(candidate, 'utf8').digest();
    return timingSafeEqual(expected, actual);
  }
  const [, saltHex = '', hashHex = ''] = credential.hash.split('$');
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(candidate, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(expected, actual);
}
