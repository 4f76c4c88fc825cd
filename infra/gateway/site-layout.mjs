// @ts-check
// Where a deployment keeps what the site serves, shared by the gateway and the page renderer so both read the
// same files: the shell's build, each remote's build (unpublished: its dist/; published: one folder per
// version), /remotes.json, and the rendered pages.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Module Federation names of the remotes (packages/contracts/src/remotes.ts). */
export const REMOTE_NAMES = /** @type {const} */ (['calculators', 'gallery', 'blog', 'admin']);
/** @typedef {(typeof REMOTE_NAMES)[number]} RemoteName */

/**
 * @typedef {object} SiteLayout
 * @property {string} shellDir the shell's build (index.html, its assets, server/index.js)
 * @property {(name: RemoteName) => string} remoteBuildDir a remote's unpublished build (served at /remotes/<name>/)
 * @property {string} publishedDir published remote versions: <publishedDir>/<name>/<version>/ (served at /remotes/<name>/v/<version>/)
 * @property {string} remotesManifestFile /remotes.json as deployed; a remote it does not name (or no file): its unpublished build
 * @property {string} pagesDir rendered pages: index.html, gallery.html, blog/<slug>.html, 404.html (+ .br, .gz)
 */

/**
 * @param {Partial<Omit<SiteLayout, 'remoteBuildDir'>> & { remoteDirs?: Partial<Record<RemoteName, string>> }} [overrides]
 * @returns {SiteLayout}
 */
export function siteLayout(overrides = {}) {
  const env = process.env;
  return {
    shellDir: overrides.shellDir ?? env.SHELL_DIR ?? path.join(REPO_ROOT, 'shell/dist'),
    remoteBuildDir: (name) => overrides.remoteDirs?.[name] ?? path.join(REPO_ROOT, `mfe-${name}`, 'dist'),
    publishedDir: overrides.publishedDir ?? env.PUBLISHED_REMOTES_DIR ?? path.join(REPO_ROOT, 'var/remotes'),
    remotesManifestFile:
      overrides.remotesManifestFile ?? env.REMOTES_MANIFEST_FILE ?? path.join(REPO_ROOT, 'var/remotes.json'),
    pagesDir: overrides.pagesDir ?? env.PAGES_DIR ?? path.join(REPO_ROOT, 'var/pages'),
  };
}

/** /remotes.json when the deployment gives none: every remote's unpublished build from this gateway. */
export function defaultRemotesManifest() {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/**
 * The manifest as deployed; read on every use, so a switch (publish, rollback) takes effect at once. A remote
 * the file does not name, or a missing file, means the remote's unpublished build. A broken file throws.
 * @param {SiteLayout} layout
 * @returns {Promise<Record<string, string>>}
 */
export async function readRemotesManifest(layout) {
  const text = await fs.readFile(layout.remotesManifestFile, 'utf8').catch((error) => {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return '{}';
    throw error;
  });
  return { ...defaultRemotesManifest(), ...JSON.parse(text) };
}

/** A published version's folder name: letters, digits, dot, dash (never a path). */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/;

/**
 * The folder a same-origin remote URL of /remotes.json points into, or undefined for another origin.
 * @param {SiteLayout} layout @param {string} manifestUrl e.g. /remotes/gallery/v/20261124-1/mf-manifest.json
 */
export function remoteDirOf(layout, manifestUrl) {
  const match = /^\/remotes\/([a-z]+)\/(?:v\/([^/]+)\/)?mf-manifest\.json$/.exec(manifestUrl);
  const name = /** @type {RemoteName | undefined} */ (match?.[1]);
  if (!match || !name || !REMOTE_NAMES.includes(name)) return undefined;
  const version = match[2];
  if (version === undefined) return layout.remoteBuildDir(name);
  return VERSION_PATTERN.test(version) ? path.join(layout.publishedDir, name, version) : undefined;
}

/**
 * The rendered page file of a path: / → index.html, /gallery → gallery.html, /blog/slug → blog/slug.html.
 * undefined for a path that cannot name a page file (dots, empty segments, traversal).
 * @param {SiteLayout} layout @param {string} pagePath
 */
export function renderedPageFile(layout, pagePath) {
  const trimmed = pagePath.length > 1 ? pagePath.replace(/\/$/, '') : pagePath;
  if (trimmed === '/') return path.join(layout.pagesDir, 'index.html');
  if (!/^(\/[a-z0-9][a-z0-9-]*)+$/.test(trimmed)) return undefined;
  return path.join(layout.pagesDir, `${trimmed.slice(1)}.html`);
}

/** The rendered 404 page. @param {SiteLayout} layout */
export function notFoundPageFile(layout) {
  return path.join(layout.pagesDir, '404.html');
}
