import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';
import { acceptNecessaryCookiesUpFront, UNTIL_TEST_TIMEOUT } from '../support/fixtures';
import { attachmentOf, type CaughtMail, caughtMail } from '../support/mail-catcher';
import { test } from '../support/visitor';
import { calculateConcrete } from '../support/calculator';

const VISITOR = 'e2e.kundin@example.at';

/** axe's WCAG 2.1 A/AA findings inside the open dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[role="dialog"]')
    .analyze();
  return result.violations.map((violation) => violation.id);
}

/** The same link with its token's last character changed. */
function changedToken(url: string): string {
  return `${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`;
}

/**
 * 'Angebot per E-Mail erhalten' through the composed stack: the dialog, the worker's e-mail with the PDF in the
 * run's mail catcher (read through its REST API), the share link in a browser without the visitor's session.
 */
test.describe('quote by e-mail', () => {
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
  });

  test('the PDF reaches the inbox, the share link opens the quote in a fresh browser, a changed token is a 404 page', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const quoteNumber = await calculateConcrete(page);
    const main = page.getByRole('main');
    const opener = main.getByRole('button', { name: 'Angebot per E-Mail erhalten' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Angebot per E-Mail erhalten' });
    const email = dialog.getByLabel('Ihre E-Mail-Adresse');
    const consent = dialog.getByRole('checkbox');
    await expect(consent).not.toBeChecked();

    await dialog.getByRole('button', { name: 'Angebot senden' }).click();
    await expect(email).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    await expect(consent).toHaveAccessibleDescription(
      'Bitte stimmen Sie zu, dass wir Sie zu Ihrem Kostenvoranschlag kontaktieren dürfen.',
    );
    await expect(email).toBeFocused();
    expect(await dialogViolations(page)).toEqual([]);

    await email.fill(VISITOR);
    await consent.check();
    const requested = Date.now();
    await dialog.getByRole('button', { name: 'Angebot senden' }).click();
    await expect(dialog.getByRole('heading', { name: 'Angebot gesendet!' })).toBeFocused();
    const shareUrl = await dialog.getByLabel('Link zu Ihrem Kostenvoranschlag').inputValue();
    expect(shareUrl).toMatch(/\/api\/quote-share\/[A-Za-z0-9_-]{43}$/);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Link kopieren' }).click();
    await expect(dialog.getByText('Link kopiert')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    expect(await dialogViolations(page)).toEqual([]);

    let mail: CaughtMail | undefined;
    await expect
      .poll(
        async () => (mail = await caughtMail(VISITOR, `Ihr Kostenvoranschlag ${quoteNumber}`)),
        UNTIL_TEST_TIMEOUT,
      )
      .toBeDefined();
    console.log(`quote e-mail end to end (request → mail in the catcher): ${Date.now() - requested} ms`);
    if (!mail) throw new Error('unreachable: polled until defined');
    expect(mail.text).toContain(`Kostenvoranschlag ${quoteNumber} als PDF`);
    expect(mail.text).toContain('30 Tage gültig');
    expect(mail.text).toContain(new URL(shareUrl).pathname);
    const pdfName = `${quoteNumber}-betonstufen.pdf`;
    expect(mail.attachments?.map((file) => [file.fileName, file.contentType])).toEqual([
      [pdfName, 'application/pdf'],
    ]);
    expect((await attachmentOf(mail, pdfName)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Closed, the dialog gives the focus back to its button, like the other lead dialogs.
    await dialog.getByRole('button', { name: 'Schließen' }).first().click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    const fresh = await browser.newContext();
    try {
      const reader = await fresh.newPage();
      const opened = await reader.goto(shareUrl);
      expect(opened?.status()).toBe(200);
      await expect(reader.getByText(quoteNumber).first()).toBeVisible();

      const wrong = await reader.goto(changedToken(shareUrl));
      expect(wrong?.status()).toBe(404);
      await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
      await expect(reader.getByText('Dieser Link ist ungültig.', { exact: false })).toBeVisible();
      await expect(reader.getByText(quoteNumber)).toHaveCount(0);
    } finally {
      await fresh.close();
    }
  });
});
