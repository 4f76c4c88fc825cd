import { expect } from '@playwright/test';
import { addCalendarDays, viennaDate } from '@stairs/contracts';
import { acceptNecessaryCookiesUpFront } from '../support/fixtures';
import { attachmentOf, type CaughtMail, caughtMails } from '../support/mail-catcher';
import { E2E_NOTIFY_EMAIL } from '../support/stack-env';
import { test } from '../support/visitor';
import { calculateConcrete } from '../support/calculator';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VISITOR = 'e2e.auftrag@example.at';

/** The mail to `address` whose subject starts with `subject`, once the catcher has it. */
async function mailTo(address: string, subject: string): Promise<CaughtMail> {
  let mail: CaughtMail | undefined;
  const find = async () =>
    (await caughtMails()).find(
      (caught) =>
        caught.subject.startsWith(subject) && caught.to.some((recipient) => recipient.address === address),
    );
  // The Auftragsbestätigung's PDF is rendered by the worker first: slow on a busy machine.
  await expect.poll(async () => (mail = await find()), { timeout: 180_000 }).toBeDefined();
  if (!mail) throw new Error('unreachable: polled until defined');
  return mail;
}

/**
 * 'Angebot annehmen' on a phone with script, through the composed stack: calculate, the quote by e-mail, its share
 * link in a fresh browser, the order page, the confirmation, and both e-mails in the run's mail catcher.
 */
test.describe('accepting a quote on a phone', () => {
  test.use(PHONE);

  test('calculate → quote by e-mail → share link in a fresh context → accept → confirmation and both e-mails', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    await acceptNecessaryCookiesUpFront(page);
    const quoteNumber = await calculateConcrete(page);
    await page.getByRole('main').getByRole('button', { name: 'Angebot per E-Mail erhalten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Angebot per E-Mail erhalten' });
    await dialog.getByLabel('Ihre E-Mail-Adresse').fill(VISITOR);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Angebot senden' }).click();
    const shareUrl = await dialog.getByLabel('Link zu Ihrem Kostenvoranschlag').inputValue();
    // The dialog leads to the order page too.
    await expect(dialog.getByRole('link', { name: 'Angebot annehmen' })).toHaveAttribute(
      'href',
      /^\/angebot-annehmen\/[A-Za-z0-9_-]{43}$/,
    );

    const fresh = await browser.newContext({ ...PHONE, baseURL });
    try {
      const visitor = await fresh.newPage();
      await acceptNecessaryCookiesUpFront(visitor);
      await visitor.goto(shareUrl);
      await visitor.getByRole('link', { name: 'Angebot annehmen' }).click();
      const main = visitor.getByRole('main');
      // The page is rendered in the browser (a visitor's own, never written ahead): its remote loads first.
      await expect(main.getByRole('heading', { level: 1, name: 'Angebot annehmen' })).toBeVisible({
        timeout: 60_000,
      });
      await expect(main.getByText(quoteNumber).first()).toBeVisible();

      await main.getByRole('radio', { name: /Fertigparkett/ }).check();
      await main.getByLabel('Adresse der Baustelle').fill('Mariahilfer Straße 12/4, 1060 Wien');
      await main.getByLabel('Telefonnummer für Rückfragen').fill('+43 664 123 45 67');
      const today = viennaDate(new Date());
      await main.getByLabel('Wunschtermin 1: Datum').fill(addCalendarDays(today, 4));
      await main.getByLabel('Wunschtermin 1: Zeitfenster').selectOption('morning');
      await main.getByLabel('Wunschtermin 2: Datum').fill(addCalendarDays(today, 6));
      await main.getByLabel('Wunschtermin 2: Zeitfenster').selectOption('evening');
      await main.getByLabel('Ihr vollständiger Name').fill('Erika Mustermann');
      const confirm = main.getByRole('checkbox', {
        name: new RegExp(`Ich nehme das Angebot ${quoteNumber} über`),
      });
      await expect(confirm).not.toBeChecked();
      await confirm.check();
      const accepted = Date.now();
      await main.getByRole('button', { name: 'Angebot verbindlich annehmen' }).click();

      await expect(main.getByRole('heading', { level: 1, name: 'Auftrag erhalten' })).toBeVisible();
      await expect(main.getByRole('status')).toContainText('Ihr Auftrag ist bei uns eingegangen');
      await expect(main.getByText('Fertigparkett')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Per WhatsApp zum Auftrag schreiben' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\d+\?text=/,
      );

      // Opened again, the page shows the same order, not the form.
      await visitor.reload();
      await expect(main.getByRole('heading', { level: 1, name: 'Auftrag erhalten' })).toBeVisible();

      const confirmation = await mailTo(VISITOR, `Auftragsbestätigung zu Ihrem Angebot ${quoteNumber}`);
      const operator = await mailTo(E2E_NOTIFY_EMAIL, `Neuer Auftrag ${quoteNumber}`);
      console.log(`acceptance → both e-mails in the catcher: ${Date.now() - accepted} ms`);
      expect(confirmation.text).toContain('Erika Mustermann');
      expect(confirmation.text).toContain('MUSTER-WIDERRUFSFORMULAR');
      expect(confirmation.text).toContain('https://wa.me/');
      const pdfName = `${quoteNumber}-angenommen.pdf`;
      expect(confirmation.attachments?.map((file) => file.fileName)).toEqual([pdfName]);
      expect((await attachmentOf(confirmation, pdfName)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(operator.text).toContain('Mariahilfer Straße 12/4, 1060 Wien');
      expect(operator.text).toContain('Preis-Hash');
    } finally {
      await fresh.close();
    }
  });
});
