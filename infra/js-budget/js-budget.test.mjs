// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RENDERED_PAGES, renderedPageBudgets } from '@stairs/contracts';
import { firstIntentCeiling, measurePage, overBudget, ownerOf } from './js-budget.mjs';

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

test('every rendered page has a budget, never above 90 KB on a content page’s first intent, 120 KB on a calculator’s', () => {
  // JS_BUDGETS' type asks for one per rendered page; this holds for what the built contracts actually carry.
  const budgets = new Map(renderedPageBudgets().map((page) => [page.path, page.jsBudget]));
  for (const page of RENDERED_PAGES) {
    const budget = /** @type {Partial<import('./js-budget.mjs').PageBudget> | undefined} */ (
      budgets.get(page.path)
    );
    assert.ok(budget && typeof budget.firstIntent === 'number' && budget.islands, `${page.path}: no budget`);
    assert.ok(budget.firstIntent <= firstIntentCeiling(page.path), `${page.path}: ${budget.firstIntent} KB`);
  }
  assert.equal(budgets.size, RENDERED_PAGES.length, 'a budget for a page that is not rendered');
  assert.ok(budgets.has('/blog/:slug'), 'one budget stands for every article');
  assert.equal(firstIntentCeiling('/concrete-calculator'), 120);
  assert.equal(firstIntentCeiling('/blog/:slug'), 90);
});
