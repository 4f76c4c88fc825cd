import { hashAdminPassword } from './password';

/**
 * `node dist/auth/hash-password.js '<password>'` prints a value for ADMIN_PASSWORD_HASH, so production
 * configuration need not hold the password itself.
 */
async function main(): Promise<void> {
  const password = process.argv[2];
  if (!password) {
    process.stderr.write('usage: node dist/auth/hash-password.js <password>\n');
    process.exitCode = 2;
    return;
  }
  process.stdout.write(`${await hashAdminPassword(password)}\n`);
}

if (require.main === module) void main();
