#!/usr/bin/env node
// @ts-check
// Loads each public page of the production build in Debian's Chromium (through its own gateway on a free port)
// and compares the JavaScript it loads before any interaction with infra/js-budget/budgets.json. Exits 1 over budget.
//   node infra/js-budget/check-js-budget.mjs        (after `npm run build`; the API is optional: the code a page
//                                                  loads is the same, only its data is missing)
import { readFile } from 'node:fs/promises';
import http from 'node:http';
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
const gateway = await startGateway({ port: 0, apiUrl: `http://127.0.0.1:${apiPort}` });
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
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== gateway.url || !url.pathname.endsWith('.js')) return;
      scripts.push(
        response.body().then((body) => ({ url: url.href, gzipBytes: gzipSync(body, { level: 9 }).length })),
      );
    });
    await tab.goto(`${gateway.url}${page}`, { waitUntil: 'networkidle' });
    rows.push(...measurePage(page, await Promise.all(scripts), budget));
    await context.close();
  }
} finally {
  await browser.close();
  await gateway.close();
  api.close();
}
console.log(formatTable(rows));
const over = overBudget(rows);
if (over.length > 0) {
  console.error(
    `\nOver budget: ${over.map((row) => `${row.page} ${row.part} ${row.kb} KB > ${row.budgetKb} KB`).join('; ')}`,
  );
  process.exit(1);
}
