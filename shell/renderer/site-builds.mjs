// @ts-check
// The site's server builds (the shell's and each remote's at the version /remotes.json names) loaded into one
// process, rendering a page into a whole document: for the page renderer and the page server.
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTE_ENTRY_FILE_NAME, scriptJson, PAGE_BOOT } from '@stairs/contracts';
import { PAGE_BOOT_SCRIPT } from './page-boot-script.mjs';
import { isCoveredByShell, markupClasses, readSheetClasses, sheetClasses } from './stylesheet-coverage.mjs';
import { readRemotesManifest, remoteDirOf } from '../../infra/gateway/site-layout.mjs';

const require = createRequire(import.meta.url);

/** @typedef {{ remotes: Record<string, string>; shell: typeof import('../src/server/index'); render: (pagePath: string, options?: import('../src/server/render-page').RenderOptions) => Promise<{ page: import('../src/server/render-page').RenderedPage; html: string }> }} LoadedSite */

const escapeAttribute = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A rendered page in the site's document (docs/decisions.md, "A rendered page is composed from parts"); the boot
 * script opens the body, after the stylesheets, so the body is laid out once, styled.
 * @param {(parts: { head: string; body: string }) => string} siteDocument
 * @param {import('../src/server/render-page').RenderedPage} page
 * @param {{ stylesheets: { shell: string[]; remote: string[] }; scripts: string[]; remoteScripts: string[] }} assets
 * @param {Record<string, string>} remotes
 */
export function composeDocument(siteDocument, page, { stylesheets, scripts, remoteScripts }, remotes) {
  const links = (/** @type {string[]} */ hrefs) =>
    hrefs.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  const deferred = scripts
    .map((src) => `<script type="${PAGE_BOOT.deferredType}" data-src="${escapeAttribute(src)}"></script>`)
    .join('');
  const state =
    `<script id="${PAGE_BOOT.pageStateId}" type="application/json">${scriptJson({ remotes, data: page.data })}</script>` +
    `<script id="${PAGE_BOOT.appScriptsId}" type="application/json">${scriptJson({ islands: scripts, remote: remoteScripts })}</script>`;
  return siteDocument({
    head: `${links(stylesheets.shell)}${page.head}${links(stylesheets.remote)}${deferred}`,
    body: `<script>${PAGE_BOOT_SCRIPT}</script><div id="root">${page.body}</div>${state}`,
  });
}

export const exists = (/** @type {string} */ file) => stat(file).then(Boolean, () => false);

/** @param {{ layout: import('../../infra/gateway/site-layout.mjs').SiteLayout; apiUrl: string }} options @returns {Promise<LoadedSite>} */
export async function loadSite({ layout, apiUrl }) {
  // React from node_modules in its production build, like the browser's.
  process.env.NODE_ENV = 'production';
  const remotes = await readRemotesManifest(layout);
  // What the build wrote for rendered pages (page-assets-plugin.cjs).
  const shellFile = (/** @type {string} */ file) => readFile(path.join(layout.shellDir, file), 'utf8');
  /** @type {{ scripts: string[]; stylesheets: string[] }} */
  const assets = JSON.parse(await shellFile('page-assets.json'));
  const scripts = assets.scripts.map((file) => `/${file}`);
  const shellStylesheets = assets.stylesheets.map((file) => `/${file}`);
  const shellSheet = sheetClasses((await Promise.all(assets.stylesheets.map(shellFile))).join('\n'));
  /** @type {typeof import('../src/server/index')} */
  const shell = require(path.join(layout.shellDir, 'server/index.js'));
  await shell.provideSharedModules();
  // This process is no browser: the pages' relative API URLs (/api/...) go to the API directly.
  shell.configureApiOrigin(apiUrl);

  // Every module of every remote, loaded before rendering: pages then render without suspending.
  /** @type {Map<string, import('react').ComponentType | undefined>} */
  const components = new Map();
  /** @type {Map<string, { scripts: string[]; stylesheets: [string, string][] }>} an exposed module's, [href, file] */
  const moduleAssets = new Map();
  for (const [name, url] of Object.entries(remotes)) {
    const dir = remoteDirOf(layout, url);
    if (!dir || !(await exists(path.join(dir, 'server/index.js')))) continue;
    /** @type {Record<string, () => { default?: import('react').ComponentType }>} */
    const modules = require(path.join(dir, 'server/index.js'));
    for (const [key, load] of Object.entries(modules))
      components.set(`${name}/${key.slice(2)}`, load().default);
    const baseUrl = url.slice(0, url.lastIndexOf('/') + 1);
    /** @type {{ exposes: { name: string; assets: { css: Record<'sync' | 'async', string[]>; js: { sync: string[] } } }[] }} */
    const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8'));
    for (const { name: module, assets } of manifest.exposes) {
      const { css, js } = assets;
      moduleAssets.set(`${name}/${module}`, {
        scripts: [REMOTE_ENTRY_FILE_NAME, ...js.sync].map((file) => baseUrl + file),
        stylesheets: [...css.sync, ...css.async].map((file) => [baseUrl + file, path.join(dir, file)]),
      });
    }
  }
  /** @type {Map<string, Promise<import('./stylesheet-coverage.mjs').SheetClasses>>} */
  const sheets = new Map();
  const sheetOf = (/** @type {string} */ file) => {
    const classes = sheets.get(file) ?? readSheetClasses(file);
    sheets.set(file, classes);
    return classes;
  };

  return {
    remotes,
    shell,
    async render(pagePath, options) {
      const page = await shell.renderPage(pagePath, (id) => components.get(id), options);
      const used = markupClasses(page.body);
      const parts = page.remoteModules.flatMap((id) => moduleAssets.get(id) ?? []);
      // Scripts the boot script prefetches for the islands; a remote's sheet only where the shell's lacks a class.
      const remoteScripts = [...new Set(parts.flatMap((part) => part.scripts))];
      /** @type {string[]} */
      const remoteSheets = [];
      for (const [href, file] of new Map(parts.flatMap((part) => part.stylesheets))) {
        if (!isCoveredByShell(used, shellSheet, await sheetOf(file))) remoteSheets.push(href);
      }
      const stylesheets = { shell: shellStylesheets, remote: remoteSheets };
      return {
        page,
        html: composeDocument(shell.siteDocument, page, { stylesheets, scripts, remoteScripts }, remotes),
      };
    },
  };
}
