import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { BLOG_PHOTO_UPLOAD_SIZE, GALLERY_UPLOAD_SIZE } from '@stairs/contracts';
import { tapInto, test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront, signInAsAdmin } from '../support/fixtures';

// Files one byte above a limit; on disk, because Playwright hands larger buffers than 50 MB only as files.
let dir = '';
const tooLarge = (name: string) => path.join(dir, name);
test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stairs-e2e-limits-'));
  for (const [name, size] of [
    ['foto.jpg', BLOG_PHOTO_UPLOAD_SIZE.maxBytes + 1],
    ['galerie.jpg', GALLERY_UPLOAD_SIZE.maxBytes + 1],
  ] as const) {
    // A JPEG's first bytes, then nothing: the size is what counts here.
    await writeFile(tooLarge(name), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    await truncate(tooLarge(name), size);
  }
});
test.afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('a visitor who picks a too large photo reads the limit at once, and nothing is sent', async ({
  page,
}) => {
  await acceptNecessaryCookiesUpFront(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/blog/quick-upload')) uploads.push(request.url());
  });
  await page.goto('/upload');
  // The photo card wakes when the visitor reaches into it.
  await tapInto(page.getByLabel('Beschreibung (optional)'));
  await page.locator('input[type="file"]').setInputFiles(tooLarge('foto.jpg'));
  await expect(page.getByText(BLOG_PHOTO_UPLOAD_SIZE.tooLargeMessage).first()).toBeVisible();
  expect(uploads).toEqual([]);
});

test('a browser that sends a too large photo anyway reads the 413 in German', async ({ page }) => {
  await page.goto('/upload');
  const answer = await page.evaluate(
    async (size) => {
      const res = await fetch('/api/blog/quick-upload?filename=foto.jpg', {
        method: 'POST',
        headers: { 'Content-Type': 'image/jpeg' },
        body: new Uint8Array(size),
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    },
    BLOG_PHOTO_UPLOAD_SIZE.maxBytes + 2 * 1024 * 1024,
  );
  expect(answer).toEqual({
    status: 413,
    body: expect.objectContaining({ message: 'Die Anfrage ist zu groß.' }),
  });
});

test('the admin who picks a too large picture reads the limit in the upload dialog, and nothing is sent', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/gallery-images/upload')) uploads.push(request.url());
  });
  await page.goto('/admin-gallery');
  await page.getByRole('tab', { name: 'Bild hinzufügen' }).click();
  await page.getByRole('button', { name: /Bilder optimiert hochladen/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Dateien hier ablegen\/einfügen oder/)).toBeVisible();
  await dialog.locator('input[type="file"]').first().setInputFiles(tooLarge('galerie.jpg'));
  await expect(page.getByText(`galerie.jpg: ${GALLERY_UPLOAD_SIZE.tooLargeMessage}`).first()).toBeVisible();
  // The file was not taken: there is nothing to upload.
  await expect(dialog.getByRole('button', { name: 'Eine Datei hochladen' })).toHaveCount(0);
  expect(uploads).toEqual([]);
});
