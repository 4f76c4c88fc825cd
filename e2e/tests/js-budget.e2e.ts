import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { PAGES, pagePath, renderedPageBudgets } from '@stairs/contracts';
import { acceptNecessaryCookiesUpFront, pageHydrated } from '../support/fixtures';
import { E2E_BASE_URL } from '../support/stack-env';
import { showIntent } from '../support/visitor';
import type * as JsBudget from '../../infra/js-budget/js-budget.mjs';
import type { LoadedScript, Measurement } from '../../infra/js-budget/js-budget.mjs';

const budgetDir = path.resolve(__dirname, '../../infra/js-budget');

/** The site's scripts the page runs from now on (not its prefetches), with their size as gzip -9. */
function recordScripts(page: Page): { take(): Promise<LoadedScript[]> } {
  let loaded: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(E2E_BASE_URL)) return;
    loaded.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })),
    );
  });
  return {
    async take() {
      const taken = await Promise.all(loaded);
      loaded = [];
      return taken;
    },
  };
}

/** Brings every island of a kind to life as a visitor does: a tap into it (a form, a remote's part, a home block). */
async function reachInto(page: Page, island: string): Promise<void> {
  for (const element of await page.locator(`stairs-island[data-island="${island}"]`).all()) {
    await element.locator('input, button, a, [role="slider"]').first().dispatchEvent('pointerdown');
    await expect(element).toHaveAttribute('data-island-hydrated', '', { timeout: 15_000 });
  }
  await page.waitForLoadState('networkidle');
}

test('the public pages stay within their JavaScript budget (JS_BUDGETS in packages/contracts/src/pages.ts)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const jsBudget = (await import(path.join(budgetDir, 'js-budget.mjs'))) as typeof JsBudget;
  const rows: Measurement[] = [];
  for (const { path: pattern, jsBudget: budget } of renderedPageBudgets()) {
    // A phone, a returning visitor (no cookie banner), an empty cache: every script is counted.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await acceptNecessaryCookiesUpFront(page);
    let visited: string = pattern;
    if (pattern === PAGES.blogArticle.path) {
      await page.goto(pagePath('blog'));
      visited = (await page.locator('main a[href^="/blog/"]').first().getAttribute('href')) ?? pattern;
    }
    await page.goto(visited);
    const scripts = recordScripts(page);
    await showIntent(page);
    await pageHydrated(page);
    await page.waitForLoadState('networkidle');
    const firstIntent = await scripts.take();
    const islands: Record<string, LoadedScript[]> = {};
    // Every island still asleep after the first intent, budgeted or not: one without a budget is over it.
    const onPage = await page
      .locator('stairs-island[data-island]:not([data-island-hydrated])')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-island') ?? ''));
    for (const island of new Set([...Object.keys(budget.islands), ...onPage])) {
      await reachInto(page, island);
      islands[island] = await scripts.take();
    }
    rows.push(...jsBudget.measurePage(pattern, { firstIntent, islands }, budget));
    await context.close();
  }
  console.log(`\n${jsBudget.formatTable(rows)}\n`);
  const over = jsBudget.overBudget(rows);
  expect(over.map((row) => `${row.page} ${row.part}: ${row.kb} KB > ${row.budgetKb} KB`)).toEqual([]);
});
