#!/usr/bin/env node
// @ts-check
// Loads each public page of the production build in Debian's Chromium (through its own gateway on a free port)
// and compares the JavaScript it loads to become interactive with infra/js-budget/budgets.json (a rendered page
// loads the same code on the visitor's first intent). Exits 1 over budget.
//   node infra/js-budget/check-js-budget.mjs        (after `npm run build`; the API is optional: the code a page
//                                                  loads is the same, only its data is missing)
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startGateway } from '../gateway/server.mjs';
import { formatTable, measurePage, overBudget } from './js-budget.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** @type {string[]} */
const chromiumFlags = createRequire(import.meta.url)('../chromium-flags.json');
/** @type {import('./js-budget.mjs').Budgets} */
const budgets = JSON.parse(await readFile(path.join(here, 'budgets.json'), 'utf8'));

// No API needed: the code a page loads does not depend on its data. A stand-in answers every call with 503.
const api = http.createServer((_req, res) =>
  res.writeHead(503, { 'Content-Type': 'application/json' }).end('{}'),
);
await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
const apiPort = /** @type {import('node:net').AddressInfo} */ (api.address()).port;
// Pages rendered earlier (var/pages of a stack that ran before) name the scripts of an earlier build, which
// answer 404 after a rebuild: the budget would measure nothing. With no rendered pages the gateway serves the
// shell's page of this build, which loads the same code.
const pagesDir = await mkdtemp(path.join(tmpdir(), 'js-budget-pages-'));
const gateway = await startGateway({ port: 0, apiUrl: `http://127.0.0.1:${apiPort}`, pagesDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', ...chromiumFlags],
});
/** @type {import('./js-budget.mjs').Measurement[]} */
const rows = [];
try {
  for (const [page, budget] of Object.entries(budgets.pages)) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    // The ad script is the advertiser's, loaded only with marketing consent.
    await tab.route(/googletagmanager/, (route) => route.abort());
    /** @type {Promise<import('./js-budget.mjs').LoadedScript>[]} */
    const scripts = [];
    /** @type {string[]} */
    const failed = [];
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== gateway.url || !url.pathname.endsWith('.js')) return;
      if (!response.ok()) failed.push(`${url.pathname} answered ${response.status()}`);
      scripts.push(
        response.body().then((body) => ({ url: url.href, gzipBytes: gzipSync(body, { level: 9 }).length })),
      );
    });
    await tab.goto(`${gateway.url}${page}`, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    // A check that measured nothing would pass every budget: that is a broken check, not a small page.
    if (failed.length > 0 || loaded.length === 0) {
      throw new Error(`${page}: ${failed.length > 0 ? failed.join(', ') : 'no script loaded'}`);
    }
    rows.push(...measurePage(page, loaded, budget));
    await context.close();
  }
} finally {
  await browser.close();
  await gateway.close();
  api.close();
  await rm(pagesDir, { recursive: true, force: true });
}
console.log(formatTable(rows));
const over = overBudget(rows);
if (over.length > 0) {
  console.error(
    `\nOver budget: ${over.map((row) => `${row.page} ${row.part} ${row.kb} KB > ${row.budgetKb} KB`).join('; ')}`,
  );
  process.exit(1);
}
