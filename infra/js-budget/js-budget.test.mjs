// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { measurePage, overBudget, ownerOf } from './js-budget.mjs';

const script = (/** @type {string} */ pathname, /** @type {number} */ kb) => ({
  url: `http://127.0.0.1:8080${pathname}`,
  gzipBytes: kb * 1024,
});

test('scripts belong to the shell or to the remote whose folder they come from', () => {
  assert.equal(ownerOf('/main.0123abcd.js'), 'shell');
  assert.equal(ownerOf('/remotes/gallery/v/2026-1/remoteEntry.js'), 'gallery');
  assert.equal(ownerOf('/remotes/calculators/573.e542273b.js'), 'calculators');
});

test('a page within its budgets passes; over the total or a remote’s share it fails', () => {
  const scripts = [script('/main.0123abcd.js', 60), script('/remotes/gallery/remoteEntry.js', 20)];
  assert.deepEqual(overBudget(measurePage('/gallery', scripts, { total: 90, remotes: { gallery: 25 } })), []);
  assert.deepEqual(
    overBudget(measurePage('/gallery', scripts, { total: 70, remotes: { gallery: 25 } })).map(
      (row) => row.part,
    ),
    ['total'],
  );
  assert.deepEqual(
    overBudget(measurePage('/gallery', scripts, { total: 90, remotes: { gallery: 10 } })).map(
      (row) => row.part,
    ),
    ['gallery'],
  );
});

test('a remote loading on a page that gives it no budget is over budget', () => {
  const scripts = [script('/main.0123abcd.js', 60), script('/remotes/admin/remoteEntry.js', 5)];
  assert.deepEqual(
    overBudget(measurePage('/', scripts, { total: 90, remotes: {} })).map((row) => row.part),
    ['admin'],
  );
});
