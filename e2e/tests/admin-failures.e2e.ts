import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront, signInAsAdmin, newestAdminEntries } from '../support/fixtures';

/*
 * One error rule on every admin screen: when the server refuses a change, the operator reads its German reason in
 * the toast, not a generic text. The refusal here is a real one of the real API: a second operator (this test's
 * request, with the same session) has deleted the record while the screen still shows it.
 */

async function created<T extends { id: string }>(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function deletedBehindTheBack(page: Page, url: string): Promise<void> {
  const response = await page.request.delete(url);
  expect(response.ok(), await response.text()).toBe(true);
}

async function confirmDelete(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen', exact: true }).click();
}

test.describe("an admin screen shows the server's reason when it refuses a change", () => {
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
    await signInAsAdmin(page);
  });

  test('/admin-gallery: deleting an image another operator deleted', async ({ page }) => {
    const title = `Doppelt gelöscht ${Date.now()}`;
    const image = await created<{ id: string }>(
      await page.request.post('/api/admin/gallery-images', {
        data: {
          title,
          category: 'fertiges_projekt',
          imageUrl: '/objects/demo/oak-stairs-finished-1.w1920.webp',
        },
      }),
    );
    await page.goto('/admin-gallery');
    await page.getByRole('tab', { name: 'Galerie verwalten' }).click();
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();

    await deletedBehindTheBack(page, `/api/admin/gallery-images/${image.id}`);
    await card.getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText('Das Galerie-Bild wurde nicht gefunden.').first()).toBeVisible();
  });

  test('/admin-references: deleting a project another operator deleted', async ({ page }) => {
    const title = `Referenz doppelt ${Date.now()}`;
    const project = await created<{ id: string }>(
      await page.request.post('/api/reference-projects', {
        data: {
          title,
          location: 'Wien-Favoriten',
          description: 'Betonstiege mit Eiche verkleidet.',
          category: 'concrete',
          imageUrl: '/objects/demo/oak-stairs-finished-1.w1920.webp',
        },
      }),
    );
    await page.goto('/admin-references');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toBeVisible();

    await deletedBehindTheBack(page, `/api/reference-projects/${project.id}`);
    await row.getByRole('button', { name: `${title} löschen` }).click();
    await confirmDelete(page);
    await expect(page.getByText('Das Referenzprojekt wurde nicht gefunden.').first()).toBeVisible();
  });

  test('/blog-admin: deleting an article another operator deleted', async ({ page }) => {
    const title = `Artikel doppelt ${Date.now()}`;
    const article = await created<{ id: string }>(
      await page.request.post('/api/blog/create', {
        data: { title, content: 'Eine graue Betonstiege wird zur Eichentreppe.' },
      }),
    );
    await page.goto('/blog-admin');
    await page.getByRole('tab', { name: 'Artikel verwalten' }).click();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toBeVisible();

    await deletedBehindTheBack(page, `/api/blog/article/${article.id}`);
    await row.getByRole('button', { name: `${title} löschen` }).click();
    await confirmDelete(page);
    // The spec's title, and the server's reason beside it (before: the title alone).
    await expect(page.getByText('Fehler beim Löschen des Artikels').first()).toBeVisible();
    await expect(page.getByText('Artikel nicht gefunden').first()).toBeVisible();
  });

  test("/admin 'Telefonnummern': deleting a lead another operator deleted", async ({ page }) => {
    const phone = `+43 660 ${Date.now() % 10_000_000}`;
    const stored = await page.request.post('/api/store-phone', {
      data: { phone, service: 'termin_service', context: 'concrete_calculator', calculationData: null },
    });
    expect(stored.ok(), await stored.text()).toBe(true);
    const leads = await newestAdminEntries<{
      id: string;
      customerPhone: string;
    }>(page.request, '/api/admin/phone-leads');
    const lead = leads.find((candidate) => candidate.customerPhone === phone);
    expect(lead, `stored lead ${phone}`).toBeDefined();

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Telefonnummern' }).click();
    const remove = page.getByRole('button', { name: `Telefonnummer ${phone} löschen` });
    await expect(remove).toBeVisible();

    await deletedBehindTheBack(page, `/api/admin/phone-lead/${lead?.id ?? ''}`);
    await remove.click();
    await confirmDelete(page);
    await expect(page.getByText('Die Telefonnummer wurde nicht gefunden.').first()).toBeVisible();
  });

  test("/admin 'Preisprüfung': changing the status of a request another operator deleted", async ({
    page,
  }) => {
    const name = `Doppelt Geprüft ${Date.now()}`;
    const sent = await page.request.post('/api/gallery-quote-request', {
      data: {
        galleryNumber: 'G-071',
        customerName: name,
        customerEmail: 'doppelt@example.at',
        customerPhone: null,
        requestedService: 'renovation',
        message: null,
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const requests = await newestAdminEntries<{
      id: string;
      customerName: string;
    }>(page.request, '/api/admin/quote-requests');
    const request = requests.find((candidate) => candidate.customerName === name);
    expect(request, `stored request of ${name}`).toBeDefined();

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Preisprüfung' }).click();
    const status = page.getByRole('combobox', { name: new RegExp(`Status der Preisprüfung von ${name}`) });
    await expect(status).toBeVisible();

    await deletedBehindTheBack(page, `/api/admin/quote-requests/${request?.id ?? ''}`);
    await status.selectOption({ label: 'Kontaktiert' });
    await expect(page.getByText('Die Preisprüfung wurde nicht gefunden.').first()).toBeVisible();
  });
});
