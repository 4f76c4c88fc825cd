import { expect } from '@playwright/test';
import { tapInto, test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront, signInAsAdmin, UNTIL_TEST_TIMEOUT } from '../support/fixtures';

// A real 8×8 JPEG (grey), enough for the server's check of the bytes and the worker's text.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0' +
    'Hyc5PTgyPC4zNDL/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8A' +
    'KgD/2Q==',
  'base64',
);

test('a visitor sends an e-mail and a photo on /upload; the operator publishes the e-mail draft', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await acceptNecessaryCookiesUpFront(page);
  await page.goto('/upload');
  const subject = `Kellerstiege in Floridsdorf ${Date.now()}`;

  // 'E-Mail zu Blog' can be sent as it arrives (without script the server answers); alive, it waits for a
  // subject or a text.
  const form = page.getByRole('form', { name: 'E-Mail zu Blog' });
  const send = form.getByRole('button', { name: 'Artikel aus E-Mail erstellen' });
  await expect(send).toBeEnabled();
  await tapInto(form.getByLabel('Text'));
  await expect(send).toBeDisabled();
  // Disabled, it says why beside it.
  await expect(send).toHaveAccessibleDescription('Bitte geben Sie einen Betreff oder einen Text ein.');
  await expect(form.getByText('Bitte geben Sie einen Betreff oder einen Text ein.')).toBeVisible();
  await form.getByLabel('Text').fill('Die Kellerstiege hat jetzt Stufen aus geölter Eiche.');
  await expect(send).toBeEnabled();
  await expect(form.getByText('Bitte geben Sie einen Betreff oder einen Text ein.')).toHaveCount(0);
  await form.getByLabel('Betreff').fill(subject);
  await send.click();
  await expect(page.getByText('Blog-Artikel aus E-Mail erstellt!').first()).toBeVisible();
  await expect(page.getByText(`„${subject}“ wurde als Entwurf angelegt`).first()).toBeVisible();
  await expect(form.getByLabel('Betreff')).toHaveValue('');

  // The photo: uploaded with progress, a draft named after the description.
  await page.getByLabel('Beschreibung (optional)').fill(`Stufen in Eiche ${Date.now()}.`);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'stiege.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(page.getByText('Blog-Artikel erstellt!', { exact: true }).first()).toBeVisible();

  // A draft is not public.
  const publicList = async () =>
    (
      (await (await request.get('/api/blog/articles?limit=50')).json()) as {
        articles: { title: string; slug: string }[];
      }
    ).articles;
  expect((await publicList()).some((article) => article.title === subject)).toBe(false);

  // The operator publishes it in the blog admin.
  await signInAsAdmin(page);
  await page.goto('/blog-admin');
  const row = page.getByRole('listitem').filter({ hasText: subject });
  await expect(row.getByText('Entwurf')).toBeVisible();
  await row.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(row.getByRole('button', { name: 'Zurückziehen' })).toBeVisible();

  // On /blog as HTML, by its slug and in the sitemap.
  const slug = (await publicList()).find((article) => article.title === subject)?.slug ?? '';
  expect(slug).not.toBe('');
  await expect
    .poll(
      async () => (await request.get(`/blog/${slug}`, { headers: { Accept: 'text/html' } })).status(),
      UNTIL_TEST_TIMEOUT,
    )
    .toBe(200);
  await expect
    .poll(
      async () => (await request.get('/blog', { headers: { Accept: 'text/html' } })).text(),
      UNTIL_TEST_TIMEOUT,
    )
    .toContain(subject);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
});
