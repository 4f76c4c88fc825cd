import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront, signInAsAdmin } from '../support/fixtures';

test('the operator exports and then erases everything about one person (DSGVO)', async ({ page }) => {
  await acceptNecessaryCookiesUpFront(page);
  const email = `dsgvo-${Date.now()}@example.at`;
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Daniela Datenschutz', email, message: 'Bitte rufen Sie mich an.' },
  });
  expect(sent.status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin');
  const panel = page
    .getByRole('heading', { name: 'Datenschutz (DSGVO)' })
    .locator('xpath=ancestor::*[contains(@class, "rounded")][1]');
  await panel.getByLabel('E-Mail-Adresse').fill(email);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Exportieren' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personendaten-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    contactMessages: Array<{ name: string }>;
  };
  expect(exported.contactMessages.map((message) => message.name)).toEqual(['Daniela Datenschutz']);

  await panel.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Personendaten gelöscht').first()).toBeVisible();
  const after = await page.request.get(`/api/admin/personal-data?email=${encodeURIComponent(email)}`);
  expect(((await after.json()) as { contactMessages: unknown[] }).contactMessages).toEqual([]);
});
