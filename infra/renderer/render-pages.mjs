#!/usr/bin/env node
// @ts-check
// Writes the HTML of the site's public pages: each page with its visible content, its head (title, description,
// canonical, Open Graph, structured data) and the data and remote versions the browser hydrates with.
//   node infra/renderer/render-pages.mjs [path ...]     (default: every page of RENDERED_PAGE_PATHS + 404)
// Short-lived on purpose: every run is a new process that loads the shell's and each remote's server build at
// the version /remotes.json names now, so no long-running process ever holds stale remote code.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  API,
  APP_SCRIPTS_ELEMENT_ID,
  DEFERRED_SCRIPT_TYPE,
  FORM_PAGE_FRAME,
  PAGE_STATE_ELEMENT_ID,
  REMOTE_ENTRY_FILE_NAME,
  RENDERED_PAGE_PATHS,
} from '@stairs/contracts';
import { compressedCopies } from '../scripts/precompress.mjs';
import { PAGE_BOOT_SCRIPT } from './page-boot-script.mjs';
import { isCoveredByShell, markupClasses, readSheetClasses, sheetClasses } from './stylesheet-coverage.mjs';
import {
  notFoundPageFile,
  readRemotesManifest,
  remoteDirOf,
  renderedPageFile,
  siteLayout,
} from '../gateway/site-layout.mjs';

const require = createRequire(import.meta.url);

/** The path the 404 page is rendered at: no route matches it. */
const NOT_FOUND_RENDER_PATH = '/__seite-nicht-gefunden__';

/**
 * @typedef {{ status: number; head: string; body: string; data: unknown; failedQueries: string[]; remoteModules: string[] }} RenderedPage
 * @typedef {{ provideSharedModules: () => void; configureApiOrigin: (origin: string) => void; renderPage: (url: string, remoteModule: (id: string) => unknown) => Promise<RenderedPage> }} ShellServerBuild
 * @typedef {{ sync: string[]; async: string[] }} ManifestAssets
 * @typedef {{ name: string; assets: { css: ManifestAssets; js: ManifestAssets } }} ManifestExpose
 * @typedef {{ stylesheets: string[]; scripts: string[]; remoteScripts: string[] }} PageAssets
 * @typedef {{ baseUrl: string; dir: string; modules: Record<string, () => { default?: unknown }>; exposes: ManifestExpose[] }} RemoteServerBuild
 * @typedef {{ href: string; file: string }} RemoteStylesheet
 * @typedef {import('./stylesheet-coverage.mjs').SheetClasses} SheetClasses
 * @typedef {{ path: string; file: string; status: number | 'kept' | 'failed'; bytes: number; ms: number; detail?: string }} PageResult
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

/** Writes the file and its .br/.gz copies, each by a rename: a reader sees the old page or the new one. */
async function writeAtomically(/** @type {string} */ file, /** @type {string} */ html) {
  await mkdir(path.dirname(file), { recursive: true });
  const content = Buffer.from(html);
  const [br, gz] = await compressedCopies(content);
  const temporary = `.${process.pid}.tmp`;
  const writes = /** @type {const} */ ([
    [file, content],
    [`${file}.br`, br],
    [`${file}.gz`, gz],
  ]);
  await Promise.all(writes.map(([target, bytes]) => writeFile(target + temporary, bytes)));
  // The compressed copies first: a reader that finds the new .html also finds its copies.
  for (const [target] of [...writes].reverse()) await rename(target + temporary, target);
}

const exists = (/** @type {string} */ file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Articles asked for per page of the public list. */
const ARTICLES_PER_PAGE = 50;

/**
 * The slugs of every published article, from the public list (page by page). The path and the answer's type are
 * the API table's (this plain script has no api-client: that is TypeScript source for the frontends' bundles).
 * @param {string} apiUrl @returns {Promise<string[]>}
 */
export async function publishedArticleSlugs(apiUrl) {
  const list = API.blogArticles;
  /** @type {string[]} */
  const slugs = [];
  for (let page = 1; ; page += 1) {
    const url = new URL(list.path, apiUrl);
    /** @type {import('@stairs/contracts').QueryOf<typeof list>} */
    const query = { page, limit: ARTICLES_PER_PAGE };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${list.method} ${list.path}: ${response.status}`);
    const body = /** @type {import('@stairs/contracts').ResponseOf<typeof list>} */ (await response.json());
    slugs.push(...body.articles.map((article) => article.slug));
    if (!body.pagination.hasMore) return slugs;
  }
}

/**
 * Deletes rendered articles that are no longer published (unpublished or deleted): their path is a 404 again.
 * @param {string} dir the pages folder's blog/ @param {Set<string>} keep file names to keep
 */
async function removeStaleArticles(dir, keep) {
  const files = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
  for (const file of files) {
    const page = file.replace(/\.(br|gz)$/, '');
    if (page.endsWith('.html') && !keep.has(page)) await rm(path.join(dir, file), { force: true });
  }
}

/**
 * Renders the pages and writes them into the layout's pages folder. A page whose data could not be read keeps
 * its previous HTML (a stopped API must not replace good pages with error states).
 * @param {{ layout?: import('../gateway/site-layout.mjs').SiteLayout; apiUrl: string; paths?: string[] }} options
 * @returns {Promise<PageResult[]>}
 */
export async function renderPages({ layout = siteLayout(), apiUrl, paths }) {
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
  // Every public module of every remote, loaded before rendering: pages then render without suspending.
  /** @type {Map<string, unknown>} */
  const components = new Map();
  for (const name of Object.keys(remotes)) {
    const build = await remoteBuild(name);
    for (const [key, load] of Object.entries(build?.modules ?? {})) {
      components.set(`${name}/${key.slice(2)}`, load().default);
    }
  }

  // A full render: the site's pages, every published article, the 404 page and the frame of the API's form
  // pages. Without the article list (API down) the articles keep their HTML.
  const articleSlugs = paths ? [] : await publishedArticleSlugs(apiUrl).catch(() => null);
  const articlePaths = (articleSlugs ?? []).map((slug) => `/blog/${slug}`);
  /** @type {Record<string, string>} the pages rendered at a path no visitor's route matches */
  const specialPages = {
    [NOT_FOUND_RENDER_PATH]: notFoundPageFile(layout),
    [FORM_PAGE_FRAME.renderPath]: path.join(layout.pagesDir, FORM_PAGE_FRAME.file),
  };
  const targets = (paths ?? [...RENDERED_PAGE_PATHS, ...articlePaths, ...Object.keys(specialPages)]).map(
    (pagePath) => ({ pagePath, file: specialPages[pagePath] ?? renderedPageFile(layout, pagePath) }),
  );

  /** @type {PageResult[]} */
  const results = [];
  for (const { pagePath, file } of targets) {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    if (!file) {
      results.push({
        path: pagePath,
        file: '',
        status: 'failed',
        bytes: 0,
        ms: 0,
        detail: 'not a page path',
      });
      continue;
    }
    try {
      const page = await shell.renderPage(pagePath, (id) => components.get(id));
      if (page.failedQueries.length > 0 && (await exists(file))) {
        results.push({
          path: pagePath,
          file,
          status: 'kept',
          bytes: 0,
          ms: ms(),
          detail: page.failedQueries.join(', '),
        });
        continue;
      }
      const remote = await remoteAssets(page.remoteModules, remoteBuild);
      const used = markupClasses(page.body);
      /** @type {string[]} */
      const stylesheets = [];
      for (const sheet of remote.stylesheets)
        if (await neededInHead(used, sheet)) stylesheets.push(sheet.href);
      const { remoteScripts } = remote;
      const html = composeDocument(template, page, { stylesheets, scripts, remoteScripts }, remotes);
      await writeAtomically(file, html);
      results.push({ path: pagePath, file, status: page.status, bytes: Buffer.byteLength(html), ms: ms() });
    } catch (error) {
      results.push({
        path: pagePath,
        file,
        status: 'failed',
        bytes: 0,
        ms: ms(),
        detail:
          error instanceof Error
            ? (error.stack ?? error.message).split('\n').slice(0, 4).join(' | ')
            : String(error),
      });
    }
  }
  if (!paths && articleSlugs) {
    await removeStaleArticles(
      path.join(layout.pagesDir, 'blog'),
      new Set(articlePaths.map((articlePath) => `${articlePath.slice('/blog/'.length)}.html`)),
    );
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
  const paths = process.argv.slice(2);
  const results = await renderPages({ apiUrl, paths: paths.length > 0 ? paths : undefined });
  for (const result of results) {
    console.log(
      `[render-pages] ${result.path} → ${result.status} ${(result.bytes / 1024).toFixed(1)} KB ${result.ms} ms` +
        (result.detail ? ` (${result.detail})` : ''),
    );
  }
  process.exit(results.some((result) => result.status === 'failed') ? 1 : 0);
}
