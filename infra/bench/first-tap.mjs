#!/usr/bin/env node
// @ts-check
/* global window, document, addEventListener, MutationObserver, Element -- in page.evaluate */
// What bringing a page to life at the visitor's first intent costs: on a phone like Lighthouse's (4× slower CPU,
// 150 ms round trips, 1.6 Mbit/s), each page is loaded, left alone until it is quiet, then tapped once. Prints, per
// page, the JavaScript fetched before the tap (prefetched, not run) and after it, and how long after the tap the
// tapped island was alive and the tap's result was on screen; and the same tap by a visitor who read first (a
// scroll, then the page left alone until it is quiet). The calculator is also filled in at once, as people do
// (120 ms a key): how long until its result is on screen, and whether every key typed arrived. A benchmark, not a
// test: it prints figures and fails only when it cannot run.
//   npm run bench:first-tap -w infra -- [--base http://127.0.0.1:8080] [--runs 3] [path ...]
// Start the site first (`npm start`). Debian's Chromium; nothing is downloaded.
import { createRequire } from 'node:module';
import { COOKIE_CONSENT_STORAGE_KEY, pagePath, PAGE_BOOT } from '@stairs/contracts';
import { chromium } from 'playwright-core';
import { benchOptions, median } from './bench-options.mjs';

/** @type {string[]} */
const chromiumFlags = createRequire(import.meta.url)('../chromium-flags.json');

/** A normal typist: 120 ms a key. */
const KEY_DELAY_MS = 120;
/** What the calculator is filled in with, field by field (it shows them in its result's summary). */
const CALCULATOR_INPUT = ['12', '100', '30'];

/**
 * The tap per page and what shows that it worked (a selector, or `text=` a text in the page's main content);
 * `type`: after the tap the visitor fills in the form's fields at once and sends it.
 * @type {{ path: string; tap: string; result: string; what: string; type?: string[] }[]}
 */
const SCENARIOS = [
  {
    path: pagePath('home'),
    tap: 'button[aria-label="Menü öffnen"]',
    result: '[role="dialog"]',
    what: 'side menu opens',
  },
  {
    path: pagePath('gallery'),
    tap: 'main [aria-haspopup="dialog"]',
    result: '[role="dialog"]',
    what: 'viewer opens',
  },
  {
    path: pagePath('concreteCalculator'),
    tap: 'main form input',
    result: 'main form input:not([readonly]):focus',
    what: 'tapped field takes input',
  },
  {
    path: pagePath('concreteCalculator'),
    tap: 'main form input',
    result: 'text=Kostenvoranschlag Nr.',
    what: 'fields filled at once and sent: result',
    type: CALCULATOR_INPUT,
  },
  {
    path: pagePath('blog'),
    tap: 'button[aria-label="Menü öffnen"]',
    result: '[role="dialog"]',
    what: 'side menu opens',
  },
];

/**
 * One visit: load, wait until quiet (after a scroll when the visitor reads first), tap, wait for the result.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {(typeof SCENARIOS)[number]} scenario
 * @param {boolean} readFirst
 */
async function visit(browser, url, scenario, readFirst) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  // A returning visitor who allowed only the necessary cookies: no banner over the lower part of the screen, no
  // ad script. (No request interception here: it would turn off the browser's cache, which prefetching fills.)
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: COOKIE_CONSENT_STORAGE_KEY,
    value: JSON.stringify({ necessary: true, analytics: false, marketing: false }),
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let scriptBytesBeforeTap = 0;
  let scriptBytes = 0;
  /** @type {Set<string>} */
  const scriptRequests = new Set();
  cdp.on('Network.requestWillBeSent', (event) => {
    // Scripts, and the prefetches of scripts (type Other), which the page makes once it has loaded.
    if (event.type === 'Script' || new URL(event.request.url).pathname.endsWith('.js'))
      scriptRequests.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scriptRequests.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });

  await page.goto(url, { waitUntil: 'networkidle' });
  if (readFirst) {
    await page.mouse.wheel(0, 200);
    await page.waitForSelector(`html[${PAGE_BOOT.pageHydrated}]`, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  }
  scriptBytesBeforeTap = scriptBytes;
  // Timestamps inside the page: the tap, the tapped island alive, the result.
  await page.evaluate(([resultSelector, islandElement, hydratedAttribute]) => {
    const marks = /** @type {Record<string, number>} */ ({});
    Object.assign(window, { __firstTap: marks });
    /** @type {Element | null} */
    let tappedIsland = null;
    addEventListener(
      'pointerdown',
      (event) => {
        marks.tap ??= performance.now();
        tappedIsland ??= event.target instanceof Element ? event.target.closest(islandElement) : null;
      },
      true,
    );
    const shown = resultSelector.startsWith('text=')
      ? () => document.querySelector('main')?.textContent?.includes(resultSelector.slice(5)) ?? false
      : () => document.querySelector(resultSelector) !== null;
    const check = () => {
      if (tappedIsland?.hasAttribute(hydratedAttribute)) marks.hydrated ??= performance.now();
      if (shown()) marks.result ??= performance.now();
    };
    // A change of the page, or of the focus (a field that takes input at once changes nothing else).
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    addEventListener('focusin', check, true);
  }, /** @type {const} */ ([scenario.result, PAGE_BOOT.island, PAGE_BOOT.islandHydrated]));
  // force: a tap lands wherever the visitor's finger does, whatever the page is doing.
  const fields = page.locator(scenario.tap);
  await fields.first().tap({ force: true });
  for (const [index, text] of (scenario.type ?? []).entries()) {
    if (index > 0) await fields.nth(index).tap({ force: true });
    await page.keyboard.type(text, { delay: KEY_DELAY_MS });
  }
  /** The keys that arrived: what the fields hold once the visitor is done. */
  const typed = scenario.type
    ? await Promise.all(scenario.type.map((_, index) => fields.nth(index).inputValue()))
    : [];
  if (scenario.type) await page.keyboard.press('Enter');
  const done = await page
    .waitForFunction(
      () => {
        const marks = /** @type {{ __firstTap?: Record<string, number> }} */ (window).__firstTap;
        return marks?.result !== undefined && marks.hydrated !== undefined;
      },
      undefined,
      { timeout: scenario.type ? 20_000 : 60_000, polling: 100 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!done && !scenario.type) throw new Error(`${url}: no ${scenario.what} within 60 s`);
  const marks = /** @type {Record<string, number>} */ (
    await page.evaluate(
      () =>
        /** @type {{ __firstTap: Record<string, number> }} */ (/** @type {unknown} */ (window)).__firstTap,
    )
  );
  await context.close();
  const tap = marks.tap ?? Number.NaN;
  const expected = (scenario.type ?? []).join('').length;
  return {
    keysKept: expected === 0 ? Number.NaN : (typed.join('').length / expected) * 100,
    kbBeforeTap: scriptBytesBeforeTap / 1024,
    kbAfterTap: (scriptBytes - scriptBytesBeforeTap) / 1024,
    hydratedMs: (marks.hydrated ?? Number.NaN) - tap,
    resultMs: (marks.result ?? Number.NaN) - tap,
  };
}

/** A duration, or 'none' when it never came (a form whose keys were lost shows no result). */
const ms = (/** @type {number} */ value) => (Number.isNaN(value) ? 'none' : String(Math.round(value)));

const { base, runs, paths } = benchOptions();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', ...chromiumFlags],
});
try {
  console.log(
    `First tap on a throttled phone (4× CPU, 150 ms RTT, 1.6 Mbit/s), median of ${runs} — ${base}\n`,
  );
  console.log(
    '| page | tap | JS fetched before tap KB | JS fetched after tap KB | tap → island alive ms | tap → result ms | read first: JS after tap KB | read first: tap → result ms | keys typed that arrived % |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const scenario of SCENARIOS.filter((entry) => paths.length === 0 || paths.includes(entry.path))) {
    /** @type {Awaited<ReturnType<typeof visit>>[]} */
    const samples = [];
    /** @type {Awaited<ReturnType<typeof visit>>[]} */
    const readFirst = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(await visit(browser, new URL(scenario.path, base).href, scenario, false));
      readFirst.push(await visit(browser, new URL(scenario.path, base).href, scenario, true));
    }
    /** @param {typeof samples} list @param {keyof (typeof samples)[number]} key */
    const m = (list, key) => median(list.map((sample) => sample[key]));
    console.log(
      `| ${scenario.path} | ${scenario.what} | ${m(samples, 'kbBeforeTap').toFixed(0)} | ` +
        `${m(samples, 'kbAfterTap').toFixed(0)} | ${ms(m(samples, 'hydratedMs'))} | ` +
        `${ms(m(samples, 'resultMs'))} | ${m(readFirst, 'kbAfterTap').toFixed(0)} | ` +
        `${ms(m(readFirst, 'resultMs'))} | ${Number.isNaN(m(samples, 'keysKept')) ? '' : m(samples, 'keysKept').toFixed(0)} |`,
    );
  }
} finally {
  await browser.close();
}
