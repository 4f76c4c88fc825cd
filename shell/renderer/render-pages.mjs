#!/usr/bin/env node
// @ts-check
// Writes the HTML (+ .br/.gz) of the public pages, a new process per run (docs/decisions.md, "Public pages as HTML").
//   node shell/renderer/render-pages.mjs [path ...]     (default: RENDERED_PAGE_PATHS, the articles and the 404 page)
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API, RENDERED_PAGE_PATHS } from '@stairs/contracts';
import { compressedCopies } from '../../infra/scripts/precompress.mjs';
import { notFoundPageFile, renderedPageFile, siteLayout } from '../../infra/gateway/site-layout.mjs';
import { exists, loadSite } from './site-builds.mjs';

/** The path the 404 page is rendered at: no route matches it. */
const NOT_FOUND_RENDER_PATH = '/__seite-nicht-gefunden__';

/** Articles asked for per page of the public list. */
const ARTICLES_PER_PAGE = 50;

/** The file and its .br/.gz copies, each by a rename, the copies first: a reader sees the old page or the new. */
async function writeAtomically(/** @type {string} */ file, /** @type {string} */ html) {
  await mkdir(path.dirname(file), { recursive: true });
  const content = Buffer.from(html);
  const [br, gz] = await compressedCopies(content);
  const temporary = `.${process.pid}.tmp`;
  const files = { [`${file}.br`]: br, [`${file}.gz`]: gz, [file]: content };
  await Promise.all(Object.entries(files).map(([target, bytes]) => writeFile(target + temporary, bytes)));
  for (const target of Object.keys(files)) await rename(target + temporary, target);
}

/** The published articles' slugs, from the API table's list (the api-client is TypeScript for the bundles). */
export async function publishedArticleSlugs(/** @type {string} */ apiUrl) {
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
 * Renders a page into its file; one whose data could not be read keeps its HTML (an API down must not replace it).
 * @param {import('./site-builds.mjs').LoadedSite} site @param {import('../../infra/gateway/site-layout.mjs').SiteLayout} layout
 * @param {string} pagePath @returns {Promise<{ status: number | 'kept' | 'failed'; bytes?: number; detail?: string }>}
 */
async function renderInto(site, layout, pagePath) {
  const file =
    pagePath === NOT_FOUND_RENDER_PATH ? notFoundPageFile(layout) : renderedPageFile(layout, pagePath);
  if (!file) return { status: 'failed', detail: 'not a page path' };
  try {
    const { page, html } = await site.render(pagePath);
    if (page.failedQueries.length > 0 && (await exists(file))) {
      return { status: 'kept', detail: page.failedQueries.join(', ') };
    }
    await writeAtomically(file, html);
    return { status: page.status, bytes: Buffer.byteLength(html) };
  } catch (error) {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return { status: 'failed', detail: detail.split('\n').slice(0, 4).join(' | ') };
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
  const layout = siteLayout();
  const asked = process.argv.slice(2);
  const site = await loadSite({ layout, apiUrl });
  // Without the article list (API down) the articles keep their HTML.
  const slugs = asked.length > 0 ? [] : await publishedArticleSlugs(apiUrl).catch(() => null);
  const articles = (slugs ?? []).map((slug) => `/blog/${slug}`);
  let failed = false;
  for (const pagePath of asked.length > 0
    ? asked
    : [...RENDERED_PAGE_PATHS, ...articles, NOT_FOUND_RENDER_PATH]) {
    const started = performance.now();
    const { status, bytes = 0, detail } = await renderInto(site, layout, pagePath);
    failed ||= status === 'failed';
    const size = `${(bytes / 1024).toFixed(1)} KB ${Math.round(performance.now() - started)} ms`;
    console.log(`[render-pages] ${pagePath} → ${status} ${size}${detail ? ` (${detail})` : ''}`);
  }
  // Articles no longer published (unpublished or deleted): their path is a 404 again.
  if (asked.length === 0 && slugs) {
    const dir = path.join(layout.pagesDir, 'blog');
    const keep = new Set(slugs.map((slug) => `${slug}.html`));
    for (const file of await readdir(dir).catch(() => [])) {
      const page = file.replace(/\.(br|gz)$/, '');
      if (page.endsWith('.html') && !keep.has(page)) await rm(path.join(dir, file), { force: true });
    }
  }
  process.exit(failed ? 1 : 0);
}
