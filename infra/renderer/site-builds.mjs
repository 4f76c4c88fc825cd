// @ts-check
// The site's server builds loaded into one process: the shell's and each remote's at the version /remotes.json
// names, and a page rendered with them into a whole document (the shell's index.html with the page in it). Used by
// the page renderer (render-pages.mjs, short-lived: a new process per run) and the page server (page-server.mjs,
// long-lived: it loads them again when /remotes.json changes).
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  APP_SCRIPTS_ELEMENT_ID,
  DEFERRED_SCRIPT_TYPE,
  PAGE_STATE_ELEMENT_ID,
  REMOTE_ENTRY_FILE_NAME,
} from '@stairs/contracts';
import { PAGE_BOOT_SCRIPT } from './page-boot-script.mjs';
import { isCoveredByShell, markupClasses, readSheetClasses, sheetClasses } from './stylesheet-coverage.mjs';
import { readRemotesManifest, remoteDirOf } from '../gateway/site-layout.mjs';

const require = createRequire(import.meta.url);

/**
 * @typedef {{ status: number; head: string; body: string; data: unknown; failedQueries: string[]; remoteModules: string[] }} RenderedPage
 * @typedef {{ formAnswer?: import('@stairs/contracts').FormAnswer }} RenderOptions
 * @typedef {{
 *   endpoint: string;
 *   pagePath: (values: Readonly<Record<string, string>>) => string;
 *   sentLocation: (answer: unknown, values: Readonly<Record<string, string>>) => string;
 * }} FormPost
 * @typedef {{
 *   provideSharedModules: () => void;
 *   configureApiOrigin: (origin: string) => void;
 *   renderPage: (url: string, remoteModule: (id: string) => unknown, options?: RenderOptions) => Promise<RenderedPage>;
 *   FORM_POSTS: Readonly<Record<string, FormPost>>;
 *   FORM_PAGES: readonly string[];
 * }} ShellServerBuild
 * @typedef {{ sync: string[]; async: string[] }} ManifestAssets
 * @typedef {{ name: string; assets: { css: ManifestAssets; js: ManifestAssets } }} ManifestExpose
 * @typedef {{ stylesheets: string[]; scripts: string[]; remoteScripts: string[] }} PageAssets
 * @typedef {{ baseUrl: string; dir: string; modules: Record<string, () => { default?: unknown }>; exposes: ManifestExpose[] }} RemoteServerBuild
 * @typedef {{ href: string; file: string }} RemoteStylesheet
 * @typedef {import('./stylesheet-coverage.mjs').SheetClasses} SheetClasses
 * @typedef {{ remotes: Record<string, string>; shell: ShellServerBuild; render: (pagePath: string, options?: RenderOptions) => Promise<{ page: RenderedPage; html: string }> }} LoadedSite
 */

/** JSON inside a <script> element: nothing in it may close the element. */
function scriptJson(/** @type {unknown} */ value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const escapeAttribute = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell's index.html with the page in it: the page's head instead of the default title, the remote's
 * stylesheets the shell's does not cover (so the HTML is styled before any script runs), the markup in #root and the hydration state. The
 * boot script opens the body. As a parser-blocking script after the head's stylesheets it holds the parser until
 * they have arrived, so the body is laid out once, styled: at the head's start, the parser could finish the whole
 * body before the stylesheets came, and the browser laid it out unstyled first (at the end of parsing) and again
 * when they arrived, twice the main thread's work before the first paint (traces of /: 2 × 40–130 ms). There it
 * still runs before anything of the body is painted: it sets the consent flag (a visitor who has chosen never
 * sees the banner), holds the first taps, and loads the islands' scripts, written as deferred ones instead of the
 * app's, on the visitor's first intent (page-boot-script.mjs). That list and the scripts of the page's remote part
 * (its entry and module, for its island) go into the page for the boot script, which prefetches them.
 * @param {string} template @param {RenderedPage} page @param {PageAssets} assets @param {Record<string, string>} remotes
 */
export function composeDocument(template, page, { stylesheets, scripts, remoteScripts }, remotes) {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  const deferred = scripts
    .map((src) => `<script type="${DEFERRED_SCRIPT_TYPE}" data-src="${escapeAttribute(src)}"></script>`)
    .join('');
  const state =
    `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptJson({ remotes, data: page.data })}</script>` +
    `<script id="${APP_SCRIPTS_ELEMENT_ID}" type="application/json">${scriptJson({ islands: scripts, remote: remoteScripts })}</script>`;
  const appScript = /<script defer src="[^"]+"><\/script>/g;
  if (!appScript.test(template)) throw new Error('index.html loads no script');
  const withHead = template
    .replace(/<title>[^<]*<\/title>/, () => '')
    .replace(appScript, () => '')
    .replace('</head>', () => `${page.head}${links}${deferred}</head>`);
  if (!withHead.includes('<body><div id="root"></div>')) {
    throw new Error('index.html has no <body> opening with an empty <div id="root">');
  }
  return withHead.replace(
    '<body><div id="root"></div>',
    () => `<body><script>${PAGE_BOOT_SCRIPT}</script><div id="root">${page.body}</div>${state}`,
  );
}

/**
 * The scripts every rendered page runs once the visitor acts: the files of the shell's islands entry
 * (boot-scripts.json, written by the build).
 * @param {string} shellDir @returns {Promise<string[]>}
 */
async function islandScripts(shellDir) {
  const boot = /** @type {string[]} */ (
    JSON.parse(await readFile(path.join(shellDir, 'boot-scripts.json'), 'utf8'))
  );
  return boot.map((file) => `/${file}`);
}

/**
 * The classes the shell's own stylesheets (those index.html links) define.
 * @param {string} shellDir @param {string} template @returns {Promise<SheetClasses>}
 */
async function shellSheetClasses(shellDir, template) {
  /** @type {Set<string>} */
  const classes = new Set();
  for (const [link] of template.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)) {
    const href = /\bhref="\/([^"]+)"/.exec(link)?.[1];
    if (href)
      for (const name of sheetClasses(await readFile(path.join(shellDir, href), 'utf8')).classes)
        classes.add(name);
  }
  return { classes, judgeable: true };
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

const exists = (/** @type {string} */ file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Loads the shell's server build and every remote's at the version /remotes.json names now, and returns how to
 * render a page of them into a document. Every public module of every remote is loaded before rendering: pages
 * then render without suspending.
 * @param {{ layout: import('../gateway/site-layout.mjs').SiteLayout; apiUrl: string }} options
 * @returns {Promise<LoadedSite>}
 */
export async function loadSite({ layout, apiUrl }) {
  // React from node_modules in its production build, like the browser's.
  process.env.NODE_ENV = 'production';
  const remotes = await readRemotesManifest(layout);
  const template = await readFile(path.join(layout.shellDir, 'index.html'), 'utf8');
  const scripts = await islandScripts(layout.shellDir);
  const shellSheet = await shellSheetClasses(layout.shellDir, template);
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
  shell.provideSharedModules();
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
  /** @type {Map<string, unknown>} */
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
      const stylesheets = [];
      for (const sheet of remote.stylesheets)
        if (await neededInHead(used, sheet)) stylesheets.push(sheet.href);
      const { remoteScripts } = remote;
      return {
        page,
        html: composeDocument(template, page, { stylesheets, scripts, remoteScripts }, remotes),
      };
    },
  };
}
