// @ts-check
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { RENDERED_PAGE_PATHS } from '@stairs/contracts';
import { firstIntentCeiling, measurePage, overBudget, ownerOf } from './js-budget.mjs';

/** @type {import('./js-budget.mjs').Budgets} */
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

const script = (/** @type {string} */ pathname, /** @type {number} */ kb) => ({
  url: `http://127.0.0.1:8080${pathname}`,
  gzipBytes: kb * 1024,
});

test('scripts belong to the shell or to the remote whose folder they come from', () => {
  assert.equal(ownerOf('/islands.0123abcd.js'), 'shell');
  assert.equal(ownerOf('/remotes/gallery/v/2026-1/remoteEntry.js'), 'gallery');
  assert.equal(ownerOf('/remotes/calculators/573.e542273b.js'), 'calculators');
});

test('a page within its budgets passes; over its first intent or an island’s it fails', () => {
  const scripts = {
    firstIntent: [script('/islands.0123abcd.js', 80)],
    islands: { 'remote-page': [script('/139.1.js', 20), script('/remotes/gallery/remoteEntry.js', 15)] },
  };
  const parts = (/** @type {import('./js-budget.mjs').PageBudget} */ budget) =>
    overBudget(measurePage('/gallery', scripts, budget)).map((row) => row.part);
  assert.deepEqual(parts({ firstIntent: 90, islands: { 'remote-page': 40 } }), []);
  assert.deepEqual(parts({ firstIntent: 70, islands: { 'remote-page': 40 } }), ['first intent']);
  assert.deepEqual(parts({ firstIntent: 90, islands: { 'remote-page': 30 } }), ['island remote-page']);
});

test('a remote loading at the first intent, or an island without a budget, is over budget', () => {
  const scripts = {
    firstIntent: [script('/islands.0123abcd.js', 60), script('/remotes/gallery/remoteEntry.js', 5)],
    islands: { 'contact-form': [script('/245.1.js', 20)] },
  };
  assert.deepEqual(
    overBudget(measurePage('/', scripts, { firstIntent: 90, islands: {} })).map((row) => row.part),
    ['first intent: gallery', 'island contact-form'],
  );
});

test('the budgets never allow more than 90 KB on a content page’s first intent, 120 KB on a calculator’s', () => {
  for (const [page, budget] of Object.entries(budgets.pages)) {
    assert.ok(budget.firstIntent <= firstIntentCeiling(page), `${page}: ${budget.firstIntent} KB`);
  }
  assert.equal(firstIntentCeiling('/concrete-calculator'), 120);
  assert.equal(firstIntentCeiling('/blog/:slug'), 90);
});

test('every rendered public page has a budget, and every budget is a rendered page', () => {
  // Articles are rendered from the published list: one budget stands for all of them.
  const rendered = [...RENDERED_PAGE_PATHS, '/blog/:slug'].sort();
  assert.deepEqual(Object.keys(budgets.pages).sort(), rendered);
});
