import { expect, type Page } from '@playwright/test';
import { test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront, customerInAdmin, signInAsAdmin } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };

/** The page scrolls only downwards: nothing needs a sideways swipe. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("the admin's 'Kunden' on a phone", () => {
  // The worker matches in the background (up to a minute allowed below), on a machine other sessions share.
  test.setTimeout(120_000);

  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
    await signInAsAdmin(page);
  });

  test('one person across a contact message and a price check: timeline, record tab, split', async ({
    page,
  }) => {
    const tag = `${Date.now()}`;
    const email = `theresia.gruber.${tag}@example.at`;
    const name = `Theresia Gruber ${tag}`;
    const answers = [
      await page.request.post('/api/contact', { data: { name, email, message: `Stiege im Altbau ${tag}` } }),
      await page.request.post('/api/gallery-quote-request', {
        data: {
          galleryNumber: 'G-071',
          customerName: name,
          customerEmail: email.toUpperCase(),
          customerPhone: '0664 555 12 34',
          requestedService: 'renovation',
          message: null,
        },
      }),
    ];
    for (const answer of answers) expect(answer.ok(), await answer.text()).toBe(true);

    await page.setViewportSize(PHONE);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Kunden' }).click();
    // Both records are matched to one customer.
    const open = await customerInAdmin(page, tag, name, async (customer) => {
      await expect(page.getByRole('listitem').filter({ has: customer })).toContainText('2');
    });
    await expectNoSidewaysScroll(page);

    // The integrations box says what the matching has done, and leads to its tab.
    await page.reload();
    const matching = page.getByTestId('integration-status-customers');
    await expect(matching).toContainText(/^\d+ Kunden? abgeglichen · letzter Kontakt \d{2}\.\d{2}\.\d{4}/);
    await page.getByRole('button', { name: 'Kunden öffnen' }).click();
    await expect(page.getByRole('tab', { name: 'Kunden' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Suche (Name, E-Mail-Adresse oder Telefonnummer)').fill(tag);

    await open.click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const timeline = page.getByRole('list').filter({ hasText: 'Zugeordnet' });
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline.getByRole('listitem').first()).toContainText('Angebotsanfrage');
    await expect(timeline.getByRole('listitem').first()).toContainText('gleiche E-Mail-Adresse');
    await expect(timeline.getByRole('listitem').last()).toContainText(`Stiege im Altbau ${tag}`);
    await expectNoSidewaysScroll(page);

    // Split the price check off: the customer keeps the contact message.
    await timeline.getByRole('button', { name: /^Angebotsanfrage vom .* abtrennen$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Trennen' }).click();
    await expect(page.getByText('Kontakt abgetrennt').first()).toBeVisible();
    await expect(timeline.getByRole('listitem')).toHaveCount(1);

    // The record's own tab.
    await timeline.getByRole('button', { name: 'Im Tab anzeigen' }).click();
    await expect(page.getByRole('tab', { name: 'Kontaktanfragen' })).toHaveAttribute('aria-selected', 'true');
  });
});
