#!/usr/bin/env node
// PDF render benchmark: N quote PDFs with a warm browser, exactly as the `documents` worker renders them
// (PdfRendererService from dist: one Chromium, a warm page in its own context per document rendered at once).
// Not a timed test: it prints.
//
//   npm run build -w @stairs/backend && node backend/bench/pdf-render.mjs [--count 50] [--concurrency 1]
//
// Env: CHROMIUM_PATH (default /usr/bin/chromium). Prints median / p95 / mean / min / max in ms and docs/s.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { groupCpuMs, nodeCpuMs } from './lib/process-cpu.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist', 'documents');
if (!existsSync(join(dist, 'pdf-renderer.service.js'))) {
  console.error(`Missing ${dist}: build first (npm run build -w @stairs/backend).`);
  process.exit(1);
}

// run.mjs hands every script the same arguments: ignore the ones meant for other benchmarks.
const { values } = parseArgs({
  strict: false,
  options: {
    count: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '1' },
    warmup: { type: 'string', default: '3' },
  },
});
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const warmup = Number(values.warmup);

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { PdfRendererService } = require(join(dist, 'pdf-renderer.service.js'));
const { renderQuoteHtml } = require(join(dist, 'quote-html.renderer.js'));
const { sampleConcreteQuote, sampleRenovationQuote } = require(join(dist, 'sample-quotes.js'));
const { loadConfig } = require(join(dist, '..', 'config', 'index.js'));

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const quotes = [sampleConcreteQuote(), sampleRenovationQuote()];
const renderer = new PdfRendererService({
  // Only the Chromium path is read: a test-mode config needs no session secret.
  executablePath: loadConfig({ ...process.env, NODE_ENV: 'test' }).chromiumPath,
  timeoutMs: 30_000,
  recycleAfter: 1_000_000,
  // As the worker: one warm page per document rendered at once (DOCUMENTS_CONCURRENCY).
  poolSize: concurrency,
});

try {
  const launchStart = performance.now();
  for (let i = 0; i < warmup; i += 1) await renderer.renderPdf(renderQuoteHtml(quotes[i % 2]));
  const warmMs = performance.now() - launchStart;

  const timings = [];
  let bytes = 0;
  let next = 0;
  // CPU time is what the machine's other work cannot inflate much: it says how many PDFs/s idle cores allow.
  const browserPid = renderer.stats().browserPid;
  const chromiumCpuStart = groupCpuMs(browserPid);
  const nodeCpuStart = process.cpuUsage();
  const wallStart = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const started = performance.now();
        // The whole per-job render: HTML from the quote data, then the PDF.
        const pdf = await renderer.renderPdf(renderQuoteHtml(quotes[index % 2]));
        timings.push(performance.now() - started);
        if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
        bytes += pdf.length;
      }
    }),
  );
  const wallMs = performance.now() - wallStart;
  const chromiumCpu = (groupCpuMs(browserPid) - chromiumCpuStart) / count;
  const nodeCpu = nodeCpuMs(nodeCpuStart) / count;

  const sorted = [...timings].sort((a, b) => a - b);
  const fmt = (ms) => ms.toFixed(1);
  const stats = renderer.stats();
  const targets = await renderer.openTargets();
  console.log(`PDF render benchmark — ${count} quote PDFs (A4), concurrency ${concurrency}, warm browser`);
  console.log(
    `  chromium launches: ${stats.launches} (launch + ${warmup} warm-up renders: ${fmt(warmMs)} ms), ` +
      `open afterwards: ${targets.contexts} contexts, ${targets.pages} pages`,
  );
  console.log(`  median ${fmt(percentile(sorted, 50))} ms   p95 ${fmt(percentile(sorted, 95))} ms`);
  console.log(
    `  mean ${fmt(timings.reduce((sum, ms) => sum + ms, 0) / timings.length)} ms   ` +
      `min ${fmt(sorted[0])} ms   max ${fmt(sorted[sorted.length - 1])} ms`,
  );
  console.log(
    `  throughput ${((count / wallMs) * 1000).toFixed(1)} PDFs/s   ` +
      `average size ${Math.round(bytes / count / 1024)} KiB`,
  );
  console.log(
    `  CPU per PDF: Chromium ${fmt(chromiumCpu)} ms + Node ${fmt(nodeCpu)} ms ` +
      `(at most ${((availableParallelism() * 1000) / (chromiumCpu + nodeCpu)).toFixed(1)} PDFs/s on ` +
      `${availableParallelism()} idle cores)`,
  );
} finally {
  await renderer.onApplicationShutdown();
}
