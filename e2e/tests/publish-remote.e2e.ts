import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { showIntent, test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront, pageHydrated } from '../support/fixtures';

const repoRoot = path.resolve(__dirname, '../..');
const galleryBuild = path.join(repoRoot, 'mfe-gallery/dist');

/** npm run publish-remote / rollback-remote, with this run's folders (global setup put them in the env). */
function publishRemote(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'infra/scripts/publish-remote.mjs'), ...args], {
    env: process.env,
    encoding: 'utf8',
  });
}

/** A copy of the gallery's build whose page heading says something else: a "new version" without a rebuild. */
function changedGalleryBuild(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'stairs-e2e-gallery-v2-')), 'dist');
  cpSync(galleryBuild, dir, { recursive: true });
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    );
  let changed = 0;
  for (const file of files(dir)) {
    if (/\.(br|gz)$/.test(file)) rmSync(file);
    else if (file.endsWith('.js')) {
      const code = readFileSync(file, 'utf8');
      const next = code.replaceAll('"Bildergalerie"', '"Bildergalerie (neu)"');
      if (next !== code) {
        writeFileSync(file, next);
        changed += 1;
      }
    }
  }
  // The browser chunk and the server build both carry the heading.
  expect(changed).toBeGreaterThanOrEqual(2);
  return dir;
}

async function heading(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

test('publishing one remote: the next load shows it, an open tab keeps its version, rollback restores it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The site runs from a published version of the gallery.
  const first = /gallery (\S+) is live/.exec(
    publishRemote('publish', 'gallery', '--from', galleryBuild),
  )?.[1];
  expect(first).toBeTruthy();

  const before = await browser.newPage();
  await acceptNecessaryCookiesUpFront(before);
  const errors: string[] = [];
  before.on('pageerror', (error) => errors.push(error.message));
  const versionsLoadedBefore = new Set<string>();
  before.on('request', (request) => {
    const version = /\/remotes\/gallery\/v\/([^/]+)\//.exec(request.url())?.[1];
    if (version) versionsLoadedBefore.add(version);
  });
  // A tab opened before the publish, its frame alive; the gallery's own part waits for the visitor's tap.
  await before.goto('/gallery');
  await expect(before.getByRole('heading', { level: 1 })).toHaveText('Bildergalerie');
  await showIntent(before);
  await pageHydrated(before);

  const changed = changedGalleryBuild();
  try {
    expect(publishRemote('publish', 'gallery', '--from', changed)).toMatch(/gallery \S+ is live/);
  } finally {
    rmSync(path.dirname(changed), { recursive: true, force: true });
  }

  // The next load: the new version in the HTML and after hydration, without rebuilding the shell.
  const raw = await request.get('/gallery', { headers: { Accept: 'text/html' } });
  expect(await raw.text()).toMatch(/<h1[^>]*>Bildergalerie \(neu\)<\/h1>/);
  const after = await browser.newPage();
  await acceptNecessaryCookiesUpFront(after);
  after.on('pageerror', (error) => errors.push(error.message));
  await after.goto('/gallery');
  await expect(after.getByRole('heading', { level: 1 })).toHaveText('Bildergalerie (neu)');
  // The new version works, not only renders: its viewer opens. The first tap on the server HTML loads the
  // islands and the gallery's code, and the page's boot script replays it once the gallery's island is alive.
  await after.getByRole('link', { name: /G-071/ }).first().click();
  await expect(after.getByRole('dialog')).toBeVisible();

  // The tab opened before comes to life with the version its HTML was rendered with, never the newer one.
  await expect(before.getByRole('heading', { level: 1 })).toHaveText('Bildergalerie');
  await before.getByRole('link', { name: /G-071/ }).first().click();
  await expect(before.getByRole('dialog')).toBeVisible();
  expect([...versionsLoadedBefore]).toEqual([first]);

  // Rollback: one command, the old text is back.
  expect(publishRemote('rollback', 'gallery')).toMatch(/gallery is back at/);
  await after.reload();
  await expect(after.getByRole('heading', { level: 1 })).toHaveText('Bildergalerie');
  expect(await heading(after)).not.toContain('neu');
  expect(errors).toEqual([]);
});
