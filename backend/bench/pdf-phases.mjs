#!/usr/bin/env node
// Where a quote PDF's time goes: each phase of one document, timed with puppeteer directly (the same Chromium
// flags, HTML and PDF options as PdfRendererService), for three ways to give a document its page. Prints the
// median of each phase in ms. Not a timed test.
//
//   npm run build -w @stairs/backend && node backend/bench/pdf-phases.mjs [--runs 20]
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
if (!existsSync(join(dist, 'documents', 'pdf-renderer.service.js'))) {
  console.error(`Missing ${dist}: build first (npm run build -w @stairs/backend).`);
  process.exit(1);
}
const { values } = parseArgs({ strict: false, options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);

const require = createRequire(import.meta.url);
require('reflect-metadata');
const puppeteer = require('puppeteer-core');
const { CHROMIUM_ARGS } = require(join(dist, 'documents', 'pdf-renderer.service.js'));
const { renderQuoteHtml } = require(join(dist, 'documents', 'quote-html.renderer.js'));
const { sampleConcreteQuote, sampleRenovationQuote } = require(join(dist, 'documents', 'sample-quotes.js'));
const { loadConfig } = require(join(dist, 'config', 'index.js'));

const html = [renderQuoteHtml(sampleConcreteQuote()), renderQuoteHtml(sampleRenovationQuote())];
const pdfOptions = { format: 'A4', printBackground: true, preferCSSPageSize: true };

/** One document; `open` gives it a page, `done` closes or resets that page. Returns ms per phase. */
async function renderOnce(index, open, done, options = pdfOptions) {
  const phases = {};
  let mark = performance.now();
  const phase = (name) => {
    const now = performance.now();
    phases[name] = now - mark;
    mark = now;
  };
  const page = await open(phase);
  await page.setContent(html[index % 2], { waitUntil: 'load' });
  phase('setContent');
  await page.evaluate('document.fonts.ready.then(() => true)');
  phase('fonts');
  await page.pdf(options);
  phase('pdf');
  await done(page, phase);
  phases.total = Object.values(phases).reduce((sum, ms) => sum + ms, 0);
  return phases;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const browser = await puppeteer.launch({
  // Only the Chromium path is read: a test-mode config needs no session secret.
  executablePath: loadConfig({ ...process.env, NODE_ENV: 'test' }).chromiumPath,
  headless: true,
  args: [...CHROMIUM_ARGS],
  pipe: true,
});
try {
  const warm = await browser.createBrowserContext();
  const warmPage = await warm.newPage();
  await warmPage.setJavaScriptEnabled(false);
  const emptyWarm = async (page, phase) => {
    await page.setContent('');
    phase('empty');
  };
  const blankWarm = async (page, phase) => {
    await page.goto('about:blank');
    phase('about:blank');
  };
  const openWarm = async () => warmPage;
  const ways = {
    'new page per document (before)': [
      async (phase) => {
        const page = await browser.newPage();
        phase('newPage');
        return page;
      },
      async (page, phase) => {
        await page.close();
        phase('close');
      },
    ],
    'new context + page per document': [
      async (phase) => {
        const context = await browser.createBrowserContext();
        phase('newContext');
        const page = await context.newPage();
        phase('newPage');
        return page;
      },
      async (page, phase) => {
        await page.browserContext().close();
        phase('close');
      },
    ],
    'warm page in its own context, emptied (now)': [openWarm, emptyWarm],
    'warm page, reset by navigating to about:blank': [openWarm, blankWarm],
    'warm page, emptied, untagged PDF': [openWarm, emptyWarm, { ...pdfOptions, tagged: false }],
  };
  console.log(`PDF phases — median ms over ${runs} quote PDFs each (after 3 warm-up renders)`);
  for (const [name, [open, done, options]] of Object.entries(ways)) {
    for (let i = 0; i < 3; i += 1) await renderOnce(i, open, done, options);
    const all = [];
    for (let i = 0; i < runs; i += 1) all.push(await renderOnce(i, open, done, options));
    const phases = Object.keys(all[0]).map(
      (phase) => `${phase} ${median(all.map((p) => p[phase])).toFixed(1)}`,
    );
    console.log(`  ${name}: ${phases.join(' · ')}`);
  }
} finally {
  await browser.close();
}
