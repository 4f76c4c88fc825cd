import { expect } from '@playwright/test';
import { test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront, signInAsAdmin, UNTIL_TEST_TIMEOUT } from '../support/fixtures';

test('the operator writes, edits, withdraws and deletes an article; visitors and the sitemap follow', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await acceptNecessaryCookiesUpFront(page);
  await signInAsAdmin(page);
  await page.goto('/blog-admin');
  const title = `Stiegenhaus in Hernals ${Date.now()}`;

  // 'Neuer Artikel': title and content are required; the form resets after success.
  await page.getByRole('tab', { name: 'Neuer Artikel' }).click();
  const form = page.getByRole('form', { name: 'Neuer Artikel' });
  await form.getByRole('button', { name: 'Artikel erstellen' }).click();
  await expect(page.getByText('Titel und Inhalt sind erforderlich!').first()).toBeVisible();
  await form.getByLabel('Titel *').fill(title);
  await form.getByLabel('Schlagwörter').fill('Treppe, Hernals');
  await expect(form.getByLabel('Inhalt (Markdown) *')).toHaveAttribute('rows', '20');
  await form
    .getByLabel('Inhalt (Markdown) *')
    .fill('## Vorher\n\nEine graue Betonstiege.\n\n**Nachher:** Eiche.');
  await form.getByRole('button', { name: 'Artikel erstellen' }).click();
  await expect(page.getByText('Artikel erfolgreich erstellt!').first()).toBeVisible();
  await expect(form.getByLabel('Titel *')).toHaveValue('');

  // Published at once: the visitor finds it by its slug, as HTML once the page is rendered again, and in the sitemap.
  const list = (await (await request.get('/api/blog/articles')).json()) as {
    articles: { slug: string; title: string }[];
  };
  const slug = list.articles.find((article) => article.title === title)?.slug ?? '';
  expect(slug).toMatch(/^stiegenhaus-in-hernals-\d+-\d{4}-\d{2}-\d{2}$/);
  await expect
    .poll(
      async () => (await request.get(`/blog/${slug}`, { headers: { Accept: 'text/html' } })).status(),
      UNTIL_TEST_TIMEOUT,
    )
    .toBe(200);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);

  // 'Artikel verwalten': edit the title.
  await page.getByRole('tab', { name: 'Artikel verwalten' }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: 'Bearbeiten' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titel *').fill(`${title} (neu)`);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Artikel erfolgreich aktualisiert!').first()).toBeVisible();
  await expect
    .poll(
      async () => (await request.get(`/blog/${slug}`, { headers: { Accept: 'text/html' } })).text(),
      UNTIL_TEST_TIMEOUT,
    )
    .toContain(`${title} (neu)`);

  // Withdrawn: a draft again, gone for visitors.
  const edited = page.getByRole('listitem').filter({ hasText: `${title} (neu)` });
  await edited.getByRole('button', { name: 'Zurückziehen' }).click();
  await expect(edited.getByText('Entwurf')).toBeVisible();
  await expect
    .poll(
      async () => (await request.get(`/blog/${slug}`, { headers: { Accept: 'text/html' } })).status(),
      UNTIL_TEST_TIMEOUT,
    )
    .toBe(404);

  // Deleted after the spec's confirmation.
  await edited.getByRole('button', { name: /löschen$/ }).click();
  await expect(page.getByText('Sind Sie sicher, dass Sie diesen Artikel löschen möchten?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Artikel erfolgreich gelöscht!').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `${title} (neu)` })).toHaveCount(0);
});
