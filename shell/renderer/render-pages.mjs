#!/usr/bin/env node
// @ts-check
// Writes the HTML of the site's public pages: each page with its visible content, its head (title, description,
// canonical, Open Graph, structured data) and the data and remote versions the browser hydrates with.
//   node shell/renderer/render-pages.mjs [path ...]     (default: every page of RENDERED_PAGE_PATHS + 404)
// Short-lived on purpose: every run is a new process that loads the shell's and each remote's server build at
// the version /remotes.json names now, so no long-running process ever holds stale remote code.
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API, RENDERED_PAGE_PATHS } from '@stairs/contracts';
import { compressedCopies } from '../../infra/scripts/precompress.mjs';
import { notFoundPageFile, renderedPageFile, siteLayout } from '../../infra/gateway/site-layout.mjs';
import { exists, loadSite } from './site-builds.mjs';

/** The path the 404 page is rendered at: no route matches it. */
const NOT_FOUND_RENDER_PATH = '/__seite-nicht-gefunden__';

/** @typedef {{ path: string; file: string; status: number | 'kept' | 'failed'; bytes: number; ms: number; detail?: string }} PageResult */

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
 * @param {{ layout?: import('../../infra/gateway/site-layout.mjs').SiteLayout; apiUrl: string; paths?: string[] }} options
 * @returns {Promise<PageResult[]>}
 */
export async function renderPages({ layout = siteLayout(), apiUrl, paths }) {
  const site = await loadSite({ layout, apiUrl });

  // A full render: the site's pages, every published article and the 404 page. Without the article list (API
  // down) the articles keep their HTML.
  const articleSlugs = paths ? [] : await publishedArticleSlugs(apiUrl).catch(() => null);
  const articlePaths = (articleSlugs ?? []).map((slug) => `/blog/${slug}`);
  /** @type {Record<string, string>} the pages rendered at a path no visitor's route matches */
  const specialPages = {
    [NOT_FOUND_RENDER_PATH]: notFoundPageFile(layout),
  };
  const targets = (paths ?? [...RENDERED_PAGE_PATHS, ...articlePaths, ...Object.keys(specialPages)]).map(
    (pagePath) => ({ pagePath, file: specialPages[pagePath] ?? renderedPageFile(layout, pagePath) }),
  );

  /** @type {PageResult[]} */
  const results = [];
  for (const { pagePath, file } of targets) {
    const started = performance.now();
    /** @param {PageResult['status']} status @param {Partial<PageResult>} [more] */
    const result = (status, more) =>
      results.push({
        path: pagePath,
        file: file ?? '',
        status,
        bytes: 0,
        ms: Math.round(performance.now() - started),
        ...more,
      });
    if (!file) {
      result('failed', { ms: 0, detail: 'not a page path' });
      continue;
    }
    try {
      const { page, html } = await site.render(pagePath);
      if (page.failedQueries.length > 0 && (await exists(file))) {
        result('kept', { detail: page.failedQueries.join(', ') });
        continue;
      }
      await writeAtomically(file, html);
      result(page.status, { bytes: Buffer.byteLength(html) });
    } catch (error) {
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      result('failed', { detail: detail.split('\n').slice(0, 4).join(' | ') });
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
