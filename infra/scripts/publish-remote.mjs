#!/usr/bin/env node
// @ts-check
// Publishing one remote without touching the shell or the other remotes, and taking it back:
//   npm run publish-remote -- <remote> [--from <built dist folder>]   build (or take) it, publish a new version
//   npm run rollback-remote -- <remote>                              switch back to the version before
// A version is a folder of its own (<PUBLISHED_REMOTES_DIR>/<remote>/<version>/, served at
// /remotes/<remote>/v/<version>/); /remotes.json is switched by one rename, then the pages are rendered again
// with it. If they cannot be rendered with the new version, the switch is undone. The last PUBLISH_KEEP
// versions (5) stay: tabs opened before keep loading the version their page was rendered with.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompress } from './precompress.mjs';
import {
  REMOTE_NAMES,
  REPO_ROOT,
  VERSION_PATTERN,
  readRemotesManifest,
  siteLayout,
} from '../gateway/site-layout.mjs';

/** @typedef {import('../gateway/site-layout.mjs').SiteLayout} SiteLayout */
/** @typedef {{ history: string[]; current: string | null }} PublishedVersions */

const KEEP_VERSIONS = Math.max(2, Number(process.env.PUBLISH_KEEP ?? 5));

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`[publish-remote] ${message}`);
  process.exit(1);
}

/** @param {string} name @returns {import('../gateway/site-layout.mjs').RemoteName} */
function remoteName(name) {
  const found = REMOTE_NAMES.find((remote) => remote === name);
  if (!found) fail(`Unknown remote "${name}"; one of: ${REMOTE_NAMES.join(', ')}`);
  return found;
}

/** Writes a file by a rename: a reader (gateway, nginx, renderer) sees the old content or the new. */
async function writeFileAtomically(/** @type {string} */ file, /** @type {string} */ content) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** @param {SiteLayout} layout @param {string} name */
const versionsFile = (layout, name) => path.join(layout.publishedDir, name, 'versions.json');

/** @param {SiteLayout} layout @param {string} name @returns {Promise<PublishedVersions>} */
async function readVersions(layout, name) {
  try {
    return JSON.parse(await readFile(versionsFile(layout, name), 'utf8'));
  } catch {
    return { history: [], current: null };
  }
}

/** The URL /remotes.json gives for a version. @param {string} name @param {string} version */
const versionUrl = (name, version) => `/remotes/${name}/v/${version}/mf-manifest.json`;

/**
 * Points /remotes.json at one version of a remote (the others unchanged).
 * @param {SiteLayout} layout @param {string} name @param {string} version
 */
async function switchTo(layout, name, version) {
  const manifest = await readRemotesManifest(layout);
  manifest[name] = versionUrl(name, version);
  await writeFileAtomically(layout.remotesManifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** A short-lived render of every page with today's /remotes.json; true when it succeeded. */
function renderPages() {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'shell/renderer/render-pages.mjs')], {
    stdio: 'inherit',
    env: process.env,
  });
  return result.status === 0;
}

/** Version name: when it was published, and what (the remote entry's content). @param {string} dir */
async function versionName(dir) {
  const entry = await readFile(path.join(dir, 'remoteEntry.js')).catch(() =>
    fail(`${dir} has no remoteEntry.js: not a production build of a remote`),
  );
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}-${createHash('sha256').update(entry).digest('hex').slice(0, 8)}`;
}

/** Deletes the versions that fell out of the last KEEP_VERSIONS (never the current one). */
async function prune(
  /** @type {SiteLayout} */ layout,
  /** @type {string} */ name,
  /** @type {PublishedVersions} */ versions,
) {
  const keep = new Set([...versions.history.slice(-KEEP_VERSIONS), versions.current]);
  const dir = path.join(layout.publishedDir, name);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && VERSION_PATTERN.test(entry.name) && !keep.has(entry.name)) {
      await rm(path.join(dir, entry.name), { recursive: true, force: true });
    }
  }
  versions.history = versions.history.filter((version) => keep.has(version));
}

/**
 * Makes `version` current; renders the pages; on a failed render switches back to `previous`.
 * @param {SiteLayout} layout @param {string} name @param {PublishedVersions} versions @param {string} version
 */
async function activate(layout, name, versions, version) {
  const previousManifest = await readRemotesManifest(layout);
  await switchTo(layout, name, version);
  if (!renderPages()) {
    await writeFileAtomically(layout.remotesManifestFile, `${JSON.stringify(previousManifest, null, 2)}\n`);
    renderPages();
    fail(`The pages could not be rendered with ${name} ${version}: switched back, nothing changed.`);
  }
  versions.current = version;
  await writeFileAtomically(versionsFile(layout, name), `${JSON.stringify(versions, null, 2)}\n`);
}

/** @param {string} name @param {string | undefined} from */
async function publish(name, from) {
  const layout = siteLayout();
  let source = from ? path.resolve(from) : layout.remoteBuildDir(remoteName(name));
  if (!from) {
    const build = spawnSync('npm', ['run', 'build', '-w', `mfe-${name}`], {
      stdio: 'inherit',
      cwd: REPO_ROOT,
    });
    if (build.status !== 0) fail(`Building mfe-${name} failed.`);
  }
  if (!(await stat(path.join(source, 'server/index.js')).catch(() => null)) && name !== 'admin') {
    fail(`${source} has no server build (server/index.js): build it with npm run build -w mfe-${name}`);
  }
  let version = await versionName(source);
  // The same build published twice within a second: a folder of its own all the same.
  for (let copy = 2; await stat(path.join(layout.publishedDir, name, version)).catch(() => null); copy += 1) {
    version = `${version.replace(/-\d+$/, '')}-${copy}`;
  }
  const target = path.join(layout.publishedDir, name, version);
  // Copied under a temporary name, then renamed: a half-copied version is never served.
  const staging = `${target}.${process.pid}.staging`;
  await cp(source, staging, { recursive: true });
  await precompress(staging);
  await rename(staging, target);

  const versions = await readVersions(layout, name);
  versions.history.push(version);
  await activate(layout, name, versions, version);
  await prune(layout, name, versions);
  await writeFileAtomically(versionsFile(layout, name), `${JSON.stringify(versions, null, 2)}\n`);
  console.log(`[publish-remote] ${name} ${version} is live (${versionUrl(name, version)}).`);
}

/** @param {string} name */
async function rollback(name) {
  const layout = siteLayout();
  remoteName(name);
  const versions = await readVersions(layout, name);
  const index = versions.current ? versions.history.indexOf(versions.current) : -1;
  const previous = index > 0 ? versions.history[index - 1] : undefined;
  if (!previous) fail(`${name} has no earlier published version to go back to.`);
  await activate(layout, name, versions, previous);
  console.log(`[publish-remote] ${name} is back at ${previous}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [command, name, ...rest] = process.argv.slice(2);
  const fromIndex = rest.indexOf('--from');
  const from = fromIndex >= 0 ? rest[fromIndex + 1] : undefined;
  if (command === 'publish' && name) await publish(name, from);
  else if (command === 'rollback' && name) await rollback(name);
  else fail('usage: publish-remote.mjs publish <remote> [--from <dist folder>] | rollback <remote>');
}
