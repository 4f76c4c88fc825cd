// @ts-check
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { SESSION_SECRET_FILE, localSessionSecret } from './session-secret.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'stairs-session-secret-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('the first start creates a random secret of at least 32 bytes, readable by the owner only', () => {
  const secret = localSessionSecret(root);
  assert.ok(Buffer.byteLength(secret) >= 32);
  const file = path.join(root, SESSION_SECRET_FILE);
  assert.equal(readFileSync(file, 'utf8').trim(), secret);
  assert.equal(statSync(file).mode & 0o777, 0o600);
});

test('later starts reuse the kept secret', () => {
  const first = localSessionSecret(root);
  assert.equal(localSessionSecret(root), first);
});

test('another installation gets another secret', () => {
  const other = mkdtempSync(path.join(tmpdir(), 'stairs-session-secret-'));
  try {
    assert.notEqual(localSessionSecret(other), localSessionSecret(root));
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});

test('an empty file is replaced by a new secret', () => {
  const other = mkdtempSync(path.join(tmpdir(), 'stairs-session-secret-'));
  try {
    localSessionSecret(other);
    writeFileSync(path.join(other, SESSION_SECRET_FILE), '\n');
    assert.ok(Buffer.byteLength(localSessionSecret(other)) >= 32);
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});
