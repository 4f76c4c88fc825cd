import { hashAdminPassword, verifyAdminPassword } from './password';

describe('admin password check', () => {
  it('compares a plain password exactly', async () => {
    const credential = { kind: 'plain', password: 'Stiege#2026' } as const;
    await expect(verifyAdminPassword(credential, 'Stiege#2026')).resolves.toBe(true);
    await expect(verifyAdminPassword(credential, 'stiege#2026')).resolves.toBe(false);
    await expect(verifyAdminPassword(credential, 'Stiege#2026 ')).resolves.toBe(false);
    await expect(verifyAdminPassword(credential, '')).resolves.toBe(false);
  });

  it('verifies against an scrypt hash', async () => {
    const hash = await hashAdminPassword('Stiege#2026');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    await expect(verifyAdminPassword({ kind: 'scrypt', hash }, 'Stiege#2026')).resolves.toBe(true);
    await expect(verifyAdminPassword({ kind: 'scrypt', hash }, 'Stiege#2027')).resolves.toBe(false);
    expect(await hashAdminPassword('Stiege#2026')).not.toBe(hash); // salted
  });
});
