#!/usr/bin/env node
// @ts-check
// Lighthouse (mobile, simulated throttling: Lighthouse's defaults) on the public pages of a running site,
// one Markdown row per page. A benchmark, not a test: it prints figures and fails only when it cannot run.
//   npm run bench:lighthouse -w infra -- [--base http://127.0.0.1:8080] [--runs 3] [path ...]
// Start the site first (`npm start`). Debian's Chromium; nothing is downloaded.
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchOptions, median } from './bench-options.mjs';

/** @type {string[]} */
const chromiumFlags = createRequire(import.meta.url)('../chromium-flags.json');
const DEFAULT_PAGES = [
  '/',
  '/concrete-calculator',
  '/renovation-calculator',
  '/gallery',
  '/references',
  '/blog',
];

/**
 * One Lighthouse run of one page.
 * @param {string} url @param {number} port
 */
async function measure(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN;
  const details =
    /** @type {{ items?: { url?: string; resourceType?: string; transferSize?: number }[] } | undefined} */ (
      audits['network-requests']?.details
    );
  const requests = details?.items ?? [];
  const transferred = (/** @type {(item: { url?: string; resourceType?: string }) => boolean} */ filter) =>
    requests.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint') / 1000,
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    // Scripts run, and scripts prefetched for the first tap (a rendered page runs none before it).
    jsKb: transferred((item) => item.resourceType === 'Script' || /\.js(\?|$)/.test(item.url ?? '')),
    totalKb: transferred(() => true),
  };
}

const { base, runs, paths } = benchOptions();
const pages = paths.length > 0 ? paths : DEFAULT_PAGES;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
try {
  console.log(`Lighthouse ${runs} run(s) per page, mobile, simulated throttling — ${base}\n`);
  console.log('| page | perf | a11y | best pr. | SEO | LCP s | CLS | TBT ms | JS KB | total KB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const page of pages) {
    /** @type {Awaited<ReturnType<typeof measure>>[]} */
    const samples = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(await measure(new URL(page, base).href, chrome.port));
    const m = (/** @type {keyof (typeof samples)[number]} */ key) =>
      median(samples.map((sample) => sample[key]));
    console.log(
      `| ${page} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ` +
        `${m('lcp').toFixed(2)} | ${m('cls').toFixed(3)} | ${Math.round(m('tbt'))} | ` +
        `${Math.round(m('jsKb'))} | ${Math.round(m('totalKb'))} |`,
    );
  }
} finally {
  await chrome.kill();
}
