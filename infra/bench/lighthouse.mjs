#!/usr/bin/env node
// @ts-check
// Lighthouse (mobile, simulated throttling: Lighthouse's defaults) on the public pages of a running site,
// one Markdown row per page: the median of the runs and their worst (lowest score, highest TBT and CLS), since a
// score must hold in every run, and the main thread's work by kind and its longest task. Pages are measured run by
// run in turn, so all of them meet the same machine. The first row is an empty HTML page served by the bench itself:
// the floor that this machine, Chromium and Lighthouse put under every page (on a 2-core machine with another
// process busy, even it blocks the main thread for more than 100 ms in some runs). A benchmark, not a test: it prints
// figures and fails only when it cannot run.
//   npm run bench:lighthouse -w infra -- [--base http://127.0.0.1:8080] [--runs 3] [path ...]
// Start the site first (`npm start`). Debian's Chromium; nothing is downloaded.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { INDEXED_PAGE_PATHS } from '@stairs/contracts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchOptions, median } from './bench-options.mjs';

/** @type {string[]} */
const chromiumFlags = createRequire(import.meta.url)('../chromium-flags.json');
/** The rendered public pages a search index knows (not the visitors' draft upload), as measured from the start. */
const DEFAULT_PAGES = INDEXED_PAGE_PATHS;

/** Runs Lighthouse could not record (it says so, e.g. NO_NAVSTART on a busy machine): made again, and counted. */
let toolFailures = 0;

/**
 * One Lighthouse run of one page; a run Lighthouse itself failed to record ("Please run Lighthouse again") is
 * made again, up to three times: it says nothing about the page.
 * @param {string} url @param {number} port
 */
async function measure(url, port) {
  let result;
  for (let attempt = 0; ; attempt += 1) {
    result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) break;
    toolFailures += 1;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code}`);
  }
  const { categories, audits } = result.lhr;
  const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN;
  const details =
    /** @type {{ items?: { url?: string; resourceType?: string; transferSize?: number }[] } | undefined} */ (
      audits['network-requests']?.details
    );
  const requests = details?.items ?? [];
  const work = /** @type {{ items?: { group?: string; duration?: number }[] } | undefined} */ (
    audits['mainthread-work-breakdown']?.details
  );
  /** @param {string} group main-thread time of one kind of work, as Lighthouse attributes it */
  const mainThread = (group) => work?.items?.find((item) => item.group === group)?.duration ?? 0;
  const tasks = /** @type {{ items?: { duration?: number }[] } | undefined} */ (
    audits['long-tasks']?.details
  );
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
    mainThreadMs: numeric('mainthread-work-breakdown'),
    styleLayoutMs: mainThread('styleLayout'),
    paintMs: mainThread('paintCompositeRender'),
    otherMs: mainThread('other'),
    scriptMs: mainThread('scriptEvaluation') + mainThread('scriptParseCompile'),
    longestTaskMs: Math.max(0, ...(tasks?.items ?? []).map((task) => task.duration ?? 0)),
  };
}

/** Total blocking time a page must stay within in every run. */
const TBT_BUDGET_MS = 100;
const EMPTY_PAGE_LABEL = '(empty page)';
const EMPTY_PAGE =
  '<!doctype html><html lang="de-AT"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Leere Seite</title>' +
  '<meta name="description" content="Eine leere Seite als Vergleich."></head>' +
  '<body><h1>Leere Seite</h1><p>Nur Text, kein Stil und kein Script.</p></body></html>';

const { base, runs, paths } = benchOptions();
const pages = paths.length > 0 ? paths : DEFAULT_PAGES;
const emptyPageServer = createServer((_req, res) =>
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(EMPTY_PAGE),
);
await new Promise((resolve) => emptyPageServer.listen(0, '127.0.0.1', () => resolve(undefined)));
const emptyPageUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (emptyPageServer.address()).port}/`;
/** @type {[label: string, url: string][]} */
const targets = [
  [EMPTY_PAGE_LABEL, emptyPageUrl],
  ...pages.map((page) => /** @type {[string, string]} */ ([page, new URL(page, base).href])),
];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
try {
  console.log(`Lighthouse ${runs} run(s) per page, mobile, simulated throttling — ${base}\n`);
  console.log(
    `| page | perf | worst perf | a11y | best pr. | SEO | LCP s | CLS | worst CLS | TBT ms | worst TBT ms | runs TBT ≤ ${TBT_BUDGET_MS} | JS KB | total KB | main thread ms | style+layout | paint | other | script | longest task ms |`,
  );
  console.log(
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  /** @type {Map<string, Awaited<ReturnType<typeof measure>>[]>} */
  const samplesOf = new Map(targets.map(([label]) => [label, []]));
  for (let run = 0; run < runs; run += 1)
    for (const [label, url] of targets) samplesOf.get(label)?.push(await measure(url, chrome.port));
  for (const [label, samples] of samplesOf) {
    const m = (/** @type {keyof (typeof samples)[number]} */ key) =>
      median(samples.map((sample) => sample[key]));
    const values = (/** @type {keyof (typeof samples)[number]} */ key) =>
      samples.map((sample) => sample[key]).filter((value) => Number.isFinite(value));
    const worst = (/** @type {keyof (typeof samples)[number]} */ key, /** @type {'min' | 'max'} */ way) =>
      Math[way](...values(key));
    const ms = (/** @type {keyof (typeof samples)[number]} */ key) => Math.round(m(key));
    const withinBudget = values('tbt').filter((tbt) => tbt <= TBT_BUDGET_MS).length;
    console.log(
      `| ${label} | ${m('performance')} | ${worst('performance', 'min')} | ${m('accessibility')} | ` +
        `${m('bestPractices')} | ${m('seo')} | ${m('lcp').toFixed(2)} | ${m('cls').toFixed(3)} | ` +
        `${worst('cls', 'max').toFixed(3)} | ${ms('tbt')} | ${Math.round(worst('tbt', 'max'))} | ` +
        `${withinBudget}/${samples.length} | ${ms('jsKb')} | ${ms('totalKb')} | ${ms('mainThreadMs')} | ` +
        `${ms('styleLayoutMs')} | ${ms('paintMs')} | ${ms('otherMs')} | ${ms('scriptMs')} | ${ms('longestTaskMs')} |`,
    );
  }
  console.log(
    `\nload average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  if (toolFailures > 0) console.log(`\n${toolFailures} run(s) Lighthouse could not record were made again.`);
} finally {
  await chrome.kill();
  emptyPageServer.close();
}
