import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront, signInAsAdmin } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The page scrolls only downwards: nothing needs a sideways swipe. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The control lies inside the viewport's width. */
async function expectWithinWidth(control: Locator, width: number): Promise<void> {
  const box = await control.boundingBox();
  expect(box, 'the control is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** Scrolls the control to the bottom edge of the screen, where a control just used often is. */
async function placeAtBottom(control: Locator): Promise<void> {
  await control.evaluate((element) => element.scrollIntoView({ block: 'end' }));
}

/** Scrolls the control to the top of the screen, just below the sticky header (scroll-padding-top). */
async function placeAtTop(control: Locator): Promise<void> {
  await control.evaluate((element) => {
    // Room below it, so that even the last control of a short page can scroll up there.
    const room = document.createElement('div');
    room.style.height = '100vh';
    document.body.append(room);
    element.scrollIntoView({ block: 'start' });
  });
}

/** Nothing lies over the control's middle, where it is on screen now: a tap there reaches it. */
async function expectUncovered(control: Locator): Promise<void> {
  const reached = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(reached, 'nothing covers the control').toBe(true);
}

/**
 * The toast with `text` once it has come in: on a phone it slides in from above its place below the header and
 * passes over the header's links for its first frames (by design, 200 ms), where a look at once finds one covered.
 */
async function toastShown(page: Page, text: string): Promise<void> {
  const toast = page
    .getByRole('region', { name: /Benachrichtigungen/ })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.evaluate((element) => Promise.allSettled(element.getAnimations().map((run) => run.finished)));
}

/** A lead, a price check with a long e-mail address and a quote document, as visitors leave them. */
async function seedLeads(page: Page, tag: string): Promise<{ phone: string; name: string; email: string }> {
  const phone = `+43 660 ${Date.now() % 10_000_000}`;
  const name = `Franziska Hinterberger-Oberleitner ${tag}`;
  const email = `franziska.hinterberger-oberleitner.${tag}@example-treppenbau.at`;
  const calls = [
    page.request.post('/api/store-phone', {
      data: { phone, service: 'termin_service', context: 'concrete_calculator', calculationData: null },
    }),
    page.request.post('/api/gallery-quote-request', {
      data: {
        galleryNumber: 'G-071',
        customerName: name,
        customerEmail: email,
        customerPhone: null,
        requestedService: 'renovation',
        message: null,
      },
    }),
    page.request.post('/api/calculate-concrete', { data: { stepCount: 12, stepWidth: 100, stepDepth: 30 } }),
  ];
  for (const answer of await Promise.all(calls)) expect(answer.ok(), await answer.text()).toBe(true);
  return { phone, name, email };
}

test.describe('the admin lists on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
    await signInAsAdmin(page);
  });

  test('the 30-day table fits the screen: no sideways swipe', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/admin');
    await page.getByText('Zahlen als Tabelle').click();
    const table = page.getByRole('table', { name: /Conversions je Tag/ });
    await expect(table.getByRole('row', { name: /^Heute/ })).toBeVisible();
    // Its frame scrolls sideways only if the table is wider than the frame.
    const overflow = await table.evaluate((element) => {
      const frame = element.parentElement as HTMLElement;
      return frame.scrollWidth - frame.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await expectWithinWidth(table.getByRole('columnheader').last(), PHONE.width);
    await expectNoSidewaysScroll(page);
  });

  test('each row is a card with its status and buttons in reach, and no word is broken', async ({ page }) => {
    const { phone, name, email } = await seedLeads(page, `${Date.now()}`);
    await page.setViewportSize(PHONE);
    await page.goto('/admin');

    await page.getByRole('tab', { name: 'Telefonnummern' }).click();
    const lead = page.getByRole('row').filter({ hasText: phone });
    await expect(lead.getByRole('cell').first()).toContainText('Telefon');
    await expectWithinWidth(
      lead.getByRole('button', { name: `Telefonnummer ${phone} löschen` }),
      PHONE.width,
    );
    await expectNoSidewaysScroll(page);

    await page.getByRole('tab', { name: 'Preisprüfung' }).click();
    const request = page.getByRole('row').filter({ hasText: name });
    await expectWithinWidth(
      request.getByRole('combobox', { name: new RegExp(`Status der Preisprüfung von ${name}`) }),
      PHONE.width,
    );
    await expectWithinWidth(
      request.getByRole('button', { name: `Preisprüfung von ${name} löschen` }),
      PHONE.width,
    );
    // The address wraps only where it must: at most once here, never letter by letter.
    const address = request.getByRole('link', { name: email });
    const lines = await address.evaluate((element) => element.getClientRects().length);
    expect(lines).toBeLessThanOrEqual(2);
    await expectNoSidewaysScroll(page);

    await page.getByRole('tab', { name: 'Kostenvoranschläge' }).click();
    const download = page.getByRole('button', { name: /herunterladen$/ }).first();
    await expect(download).toBeVisible();
    await expectWithinWidth(download, PHONE.width);
    await expectNoSidewaysScroll(page);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`a toast covers no control (${viewport.width} px)`, async ({ page }) => {
      // Newest first: the rows read second, first, third.
      const third = await seedLeads(page, `c${Date.now()}`);
      const first = await seedLeads(page, `a${Date.now()}`);
      const second = await seedLeads(page, `b${Date.now()}`);
      await page.setViewportSize(viewport);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Telefonnummern' }).click();

      const next = page.getByRole('button', { name: `Telefonnummer ${second.phone} löschen` });
      const remove = page.getByRole('button', { name: `Telefonnummer ${first.phone} löschen` });
      await placeAtBottom(remove);
      await remove.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Löschen', exact: true }).click();
      await toastShown(page, 'Telefonnummer gelöscht');
      // The next row's 'Löschen', where the operator goes on, and the header's links stay free.
      await placeAtBottom(next);
      await expectUncovered(next);
      await expectUncovered(page.getByRole('banner').getByRole('link').first());

      // A row's 'Löschen' just below the header: the toast goes to the bottom, wherever the dialog's button was,
      // and the next row's 'Löschen' there, where the operator goes on, stays free.
      const toasts = page.getByRole('region', { name: /Benachrichtigungen/ });
      await toasts.getByRole('button', { name: 'Schließen' }).click();
      await expect(toasts.getByRole('listitem')).toHaveCount(0);
      const below = page.getByRole('button', { name: `Telefonnummer ${third.phone} löschen` });
      await placeAtTop(next);
      await next.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Löschen', exact: true }).click();
      await expect(page.locator('[data-placement="bottom"]')).toContainText('Telefonnummer gelöscht');
      await toastShown(page, 'Telefonnummer gelöscht');
      await expect(next).toHaveCount(0);
      await placeAtTop(below);
      await expectUncovered(below);

      await page.goto('/simple-admin');
      const save = page.getByRole('button', { name: 'Preise speichern' });
      await placeAtBottom(save);
      await save.click();
      await toastShown(page, 'Preise wurden erfolgreich gespeichert');
      await expectUncovered(save);
      await expectUncovered(page.getByRole('banner').getByRole('link').first());

      // The same control at the top of the screen, just below the header: the toast goes to the bottom. (The
      // first toast is closed first: where it sits, Playwright would scroll the button away from under it.)
      await toasts.getByRole('button', { name: 'Schließen' }).click();
      await expect(toasts.getByRole('listitem')).toHaveCount(0);
      await placeAtTop(save);
      await save.click();
      await expect(page.locator('[data-placement="bottom"]')).toContainText(
        'Preise wurden erfolgreich gespeichert',
      );
      await toastShown(page, 'Preise wurden erfolgreich gespeichert');
      await expectUncovered(save);
      await expectUncovered(page.getByRole('banner').getByRole('link').first());
    });
  }
});
