#!/usr/bin/env node
// @ts-check
// The main thread's work before a public page's first paint, without Lighthouse's simulation: each run loads the page
// in a fresh browser context (a new renderer, cold font cache, like a first visit) on a phone viewport and reads the
// trace: style recalculation, layout, the font lookups inside layout (on Linux each family a device lacks costs one
// per size and weight, some a sandbox round trip) and first contentful paint. Prints the median per page. Lighthouse's
// TBT on a busy 2-core machine swings by hundreds of ms between runs; these figures move by a few ms, so a change to
// the pages' CSS or markup shows here first. A benchmark, not a test.
//   npm run bench:first-paint -w infra -- [--base http://127.0.0.1:8080] [--runs 9] [path ...]
// Start the site first (`npm start`). Debian's Chromium; nothing is downloaded.
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { RENDERED_PAGE_PATHS } from '@stairs/contracts';
import { chromium } from 'playwright-core';
import { benchOptions, median } from './bench-options.mjs';

/** @type {string[]} */
const chromiumFlags = createRequire(import.meta.url)('../chromium-flags.json');
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const CATEGORIES = ['devtools.timeline', 'blink', 'fonts'];

/** @typedef {{ ph: string; name: string; dur?: number }} TraceEvent */

const { base, runs: runOption, paths } = benchOptions();
const runs = runOption > 1 ? runOption : 9;
const pages = paths.length > 0 ? paths : [...RENDERED_PAGE_PATHS];
const folder = await mkdtemp(path.join(tmpdir(), 'first-paint-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
});

/** @param {string} pagePath */
async function measure(pagePath) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const file = path.join(folder, 'trace.json');
  await browser.startTracing(page, { path: file, categories: CATEGORIES });
  await page.goto(new URL(pagePath, base).href, { waitUntil: 'load' });
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await browser.stopTracing();
  await context.close();
  /** @type {TraceEvent[]} */
  const events = JSON.parse(await readFile(file, 'utf8')).traceEvents.filter(
    (/** @type {TraceEvent} */ event) => event.ph === 'X',
  );
  const ms = (/** @type {string} */ name) =>
    events.filter((event) => event.name === name).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  return {
    style: ms('UpdateLayoutTree'),
    layout: ms('Layout'),
    fontLookups: events.filter((event) => event.name === 'FontCache::GetFontPlatformData').length,
    fcp,
  };
}

try {
  /** @type {Map<string, Awaited<ReturnType<typeof measure>>[]>} */
  const samples = new Map(pages.map((page) => [page, []]));
  // Pages interleaved run by run, so all of them meet the same machine.
  for (let run = 0; run < runs; run += 1)
    for (const page of pages) samples.get(page)?.push(await measure(page));
  console.log(`First paint's main-thread work, median of ${runs} fresh loads (phone viewport) — ${base}\n`);
  console.log('| page | style ms | layout ms | font lookups | FCP ms (unthrottled) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [page, list] of samples) {
    const m = (/** @type {'style' | 'layout' | 'fontLookups' | 'fcp'} */ key) =>
      median(list.map((sample) => sample[key]));
    console.log(
      `| ${page} | ${m('style').toFixed(1)} | ${m('layout').toFixed(1)} | ${m('fontLookups')} | ${Math.round(m('fcp'))} |`,
    );
  }
  console.log(
    `\nload average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
}
