// @ts-check
// The site's server builds loaded into one process: the shell's and each remote's at the version /remotes.json
// names, and a page rendered with them into a whole document (the site's document with the page in it). Used by
// the page renderer (render-pages.mjs, short-lived: a new process per run) and the page server (page-server.mjs,
// long-lived: it loads them again when /remotes.json changes).
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTE_ENTRY_FILE_NAME, scriptJson, PAGE_BOOT } from '@stairs/contracts';
import { PAGE_BOOT_SCRIPT } from './page-boot-script.mjs';
import { isCoveredByShell, markupClasses, readSheetClasses, sheetClasses } from './stylesheet-coverage.mjs';
import { readRemotesManifest, remoteDirOf } from '../../infra/gateway/site-layout.mjs';

const require = createRequire(import.meta.url);

/**
 * @typedef {import('../src/server/render-page').RenderedPage} RenderedPage
 * @typedef {import('../src/server/render-page').RenderOptions} RenderOptions
 * @typedef {typeof import('../src/server/index')} ShellServerBuild
 * @typedef {{ sync: string[]; async: string[] }} ManifestAssets
 * @typedef {{ name: string; assets: { css: ManifestAssets; js: ManifestAssets } }} ManifestExpose
 * @typedef {{ stylesheets: { shell: string[]; remote: string[] }; scripts: string[]; remoteScripts: string[] }} PageAssets
 * @typedef {{ baseUrl: string; dir: string; modules: Record<string, () => { default?: import('react').ComponentType }>; exposes: ManifestExpose[] }} RemoteServerBuild
 * @typedef {{ href: string; file: string }} RemoteStylesheet
 * @typedef {import('./stylesheet-coverage.mjs').SheetClasses} SheetClasses
 * @typedef {{ remotes: Record<string, string>; shell: ShellServerBuild; render: (pagePath: string, options?: RenderOptions) => Promise<{ page: RenderedPage; html: string }> }} LoadedSite
 */

const escapeAttribute = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A rendered page: the site's document (shell/document.cjs) with the shell's and the remote's stylesheets (those the
 * shell's do not cover), the page's head and the islands' scripts as deferred ones in the head; the boot script
 * opening the body (after the stylesheets, so the body is laid out once, styled: docs/decisions.md, "What is
 * hydrated"), the markup in #root, the hydration state and the scripts the boot script prefetches.
 * @param {(parts: { head: string; body: string }) => string} siteDocument @param {RenderedPage} page
 * @param {PageAssets} assets @param {Record<string, string>} remotes
 */
export function composeDocument(siteDocument, page, { stylesheets, scripts, remoteScripts }, remotes) {
  const [shellSheets, remoteSheets] = [stylesheets.shell, stylesheets.remote].map((list) =>
    list.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join(''),
  );
  const deferred = scripts
    .map((src) => `<script type="${PAGE_BOOT.deferredType}" data-src="${escapeAttribute(src)}"></script>`)
    .join('');
  const state =
    `<script id="${PAGE_BOOT.pageStateId}" type="application/json">${scriptJson({ remotes, data: page.data })}</script>` +
    `<script id="${PAGE_BOOT.appScriptsId}" type="application/json">${scriptJson({ islands: scripts, remote: remoteScripts })}</script>`;
  return siteDocument({
    head: `${shellSheets}${page.head}${remoteSheets}${deferred}`,
    body: `<script>${PAGE_BOOT_SCRIPT}</script><div id="root">${page.body}</div>${state}`,
  });
}

/**
 * The stylesheets and scripts of the remote modules a page rendered (`<remote>/<module>`), from each remote's
 * mf-manifest.json: the stylesheets may go into its head (see stylesheet-coverage.mjs), the scripts (the remote's
 * entry and each module) are prefetched for the islands that will need them.
 * @param {string[]} modules @param {(name: string) => Promise<RemoteServerBuild | null>} remoteBuild
 * @returns {Promise<{ stylesheets: RemoteStylesheet[]; remoteScripts: string[] }>}
 */
async function remoteAssets(modules, remoteBuild) {
  /** @type {Map<string, RemoteStylesheet>} */
  const stylesheets = new Map();
  /** @type {Set<string>} */
  const remoteScripts = new Set();
  for (const id of modules) {
    const [remote = '', module] = id.split('/');
    const build = await remoteBuild(remote);
    const assets = build?.exposes.find((expose) => expose.name === module)?.assets;
    if (!build || !assets) continue;
    const fromRemote = (/** @type {string} */ file) => `${build.baseUrl}${file}`;
    for (const file of [...assets.css.sync, ...assets.css.async])
      stylesheets.set(fromRemote(file), { href: fromRemote(file), file: path.join(build.dir, file) });
    for (const file of [REMOTE_ENTRY_FILE_NAME, ...assets.js.sync]) remoteScripts.add(fromRemote(file));
  }
  return { stylesheets: [...stylesheets.values()], remoteScripts: [...remoteScripts] };
}

export const exists = (/** @type {string} */ file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Loads the shell's server build and every remote's at the version /remotes.json names now, and returns how to
 * render a page of them into a document. Every public module of every remote is loaded before rendering: pages
 * then render without suspending.
 * @param {{ layout: import('../../infra/gateway/site-layout.mjs').SiteLayout; apiUrl: string }} options
 * @returns {Promise<LoadedSite>}
 */
export async function loadSite({ layout, apiUrl }) {
  // React from node_modules in its production build, like the browser's.
  process.env.NODE_ENV = 'production';
  const remotes = await readRemotesManifest(layout);
  // What the build wrote for rendered pages (page-assets.json, page-assets-plugin.cjs): the islands' scripts, which
  // run once the visitor acts, and the shell's stylesheets, whose classes decide which remote sheets a head needs.
  const shellFile = (/** @type {string} */ file) => readFile(path.join(layout.shellDir, file), 'utf8');
  const assets = /** @type {{ scripts: string[]; stylesheets: string[] }} */ (
    JSON.parse(await shellFile('page-assets.json'))
  );
  const scripts = assets.scripts.map((file) => `/${file}`);
  const shellStylesheets = assets.stylesheets.map((file) => `/${file}`);
  const shellSheet = sheetClasses((await Promise.all(assets.stylesheets.map(shellFile))).join('\n'));
  /** @type {Map<string, Promise<SheetClasses>>} */
  const remoteSheets = new Map();
  /**
   * Whether the page's head needs a remote's sheet: the shell's sheets lack a class it gives the page's markup.
   * @param {Set<string>} used @param {RemoteStylesheet} sheet
   */
  const neededInHead = async (used, sheet) => {
    let classes = remoteSheets.get(sheet.file);
    if (!classes) {
      classes = readSheetClasses(sheet.file);
      remoteSheets.set(sheet.file, classes);
    }
    return !isCoveredByShell(used, shellSheet, await classes);
  };
  /** @type {ShellServerBuild} */
  const shell = require(path.join(layout.shellDir, 'server/index.js'));
  await shell.provideSharedModules();
  // This process is no browser: the pages' relative API URLs (/api/...) go to the API directly.
  shell.configureApiOrigin(apiUrl);

  /** @type {Map<string, RemoteServerBuild | null>} */
  const remoteBuilds = new Map();
  /** @param {string} name @returns {Promise<RemoteServerBuild | null>} */
  const remoteBuild = async (name) => {
    if (!remoteBuilds.has(name)) {
      const url = remotes[name];
      const dir = url ? remoteDirOf(layout, url) : undefined;
      const serverFile = dir && path.join(dir, 'server/index.js');
      remoteBuilds.set(
        name,
        url && dir && serverFile && (await exists(serverFile))
          ? {
              baseUrl: url.slice(0, url.lastIndexOf('/') + 1),
              dir,
              modules: require(serverFile),
              exposes: JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')).exposes,
            }
          : null,
      );
    }
    return remoteBuilds.get(name) ?? null;
  };
  /** @type {Map<string, import('react').ComponentType | undefined>} */
  const components = new Map();
  for (const name of Object.keys(remotes)) {
    const build = await remoteBuild(name);
    for (const [key, load] of Object.entries(build?.modules ?? {})) {
      components.set(`${name}/${key.slice(2)}`, load().default);
    }
  }

  return {
    remotes,
    shell,
    async render(pagePath, options) {
      const page = await shell.renderPage(pagePath, (id) => components.get(id), options);
      const remote = await remoteAssets(page.remoteModules, remoteBuild);
      const used = markupClasses(page.body);
      /** @type {string[]} */
      const remoteSheets = [];
      for (const sheet of remote.stylesheets)
        if (await neededInHead(used, sheet)) remoteSheets.push(sheet.href);
      const stylesheets = { shell: shellStylesheets, remote: remoteSheets };
      const { remoteScripts } = remote;
      return {
        page,
        html: composeDocument(shell.siteDocument, page, { stylesheets, scripts, remoteScripts }, remotes),
      };
    },
  };
}
