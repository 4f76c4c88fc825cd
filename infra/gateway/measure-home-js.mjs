// @ts-check
// Prints the JavaScript (and CSS) the home page loads and its gzip size: shell + the remotes it needs.
// Starts its own gateway on a free port over the built dists and drives Debian's Chromium.
// Usage: node infra/gateway/measure-home-js.mjs   (after `npm run build`; the API is optional: without it the
// company details stay skeletons, the code loaded is the same)
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startGateway } from './server.mjs';

/** @type {string[]} */
const chromiumFlags = createRequire(import.meta.url)('../chromium-flags.json');

const gateway = await startGateway({ port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', ...chromiumFlags],
});
try {
  const page = await browser.newPage();
  await page.route(/googletagmanager/, (route) => route.abort());
  /** @type {Promise<{ url: string; type: string; raw: number; gzip: number }>[]} */
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : '';
    if (!type || url.origin !== gateway.url) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: url.pathname, type, raw: body.length, gzip: gzipSync(body).length })),
    );
  });
  await page.goto(`${gateway.url}/`, { waitUntil: 'networkidle' });
  const files = await Promise.all(pending);
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const type of ['js', 'css']) {
    const list = files.filter((file) => file.type === type).sort((a, b) => b.gzip - a.gzip);
    for (const file of list)
      console.log(
        `${type.padEnd(4)}${kb(file.gzip).padStart(10)} gzip ${kb(file.raw).padStart(10)} raw  ${file.url}`,
      );
    const gzip = list.reduce((sum, file) => sum + file.gzip, 0);
    const raw = list.reduce((sum, file) => sum + file.raw, 0);
    const shell = list
      .filter((file) => !file.url.startsWith('/remotes/'))
      .reduce((sum, file) => sum + file.gzip, 0);
    console.log(
      `${type.toUpperCase()} total: ${list.length} files, ${kb(gzip)} gzip (${kb(raw)} raw); shell ${kb(shell)}, remotes ${kb(gzip - shell)}\n`,
    );
  }
} finally {
  await browser.close();
  await gateway.close();
}
