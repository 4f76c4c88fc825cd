import { expect, type Page } from '@playwright/test';
import {
  type ReceivedWebhook,
  verifyWebhook,
  WebhookReceiver,
} from '../../backend/test/helpers/webhook-receiver';
import {
  acceptNecessaryCookiesUpFront,
  pageHydrated,
  signInAsAdmin,
  UNTIL_TEST_TIMEOUT,
} from '../support/fixtures';
import { test } from '../support/visitor';

/*
 * The ERP sync on a phone: the operator adds a receiver in /admin and copies its secret (shown once), a visitor's
 * contact message reaches the receiver as a `lead.created` webhook that the official Standard Webhooks library
 * verifies, the integrations box and the operations console show the delivery, and 'erneut senden' sends the same
 * webhook-id again. The receiver is a real HTTP server of this test on 127.0.0.1.
 */

const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('ERP-Synchronisation', () => {
  const receiver = new WebhookReceiver();
  const { received } = receiver;

  test.beforeAll(() => receiver.start());
  test.afterAll(() => receiver.stop());
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
  });

  test('signed out, the API refuses the endpoints and the export', async ({ page }) => {
    expect((await page.request.get('/api/admin/webhooks/endpoints')).status()).toBe(401);
    expect((await page.request.get('/api/admin/exports/leads')).status()).toBe(401);
  });

  test('on a phone: add a receiver, a lead arrives signed, the console shows it and sends it again', async ({
    page,
  }) => {
    // Many steps across two screens on a shared machine: the default 30 s is for one step.
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    await page.setViewportSize(PHONE);
    await page.goto('/admin');
    await pageHydrated(page);
    await page.getByRole('tab', { name: 'ERP-Synchronisation' }).click();
    const urlField = page.getByLabel('Adresse (URL)');

    // Not https and not the local test address: the server's German message.
    await urlField.fill('http://erp.example.at/hooks');
    await page.getByRole('button', { name: 'Empfänger speichern' }).click();
    await expect(page.getByText(/Die Adresse muss mit https:\/\/ beginnen/).first()).toBeVisible();

    await urlField.fill(receiver.url);
    await page.getByRole('button', { name: 'Empfänger speichern' }).click();
    const secretBox = page.getByRole('status').filter({ hasText: 'Signatur-Geheimnis – nur jetzt sichtbar' });
    const secret = (await secretBox.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expectNoSidewaysScroll(page);
    await secretBox.getByRole('button', { name: 'Geheimnis notiert' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(page.getByText(receiver.url).first()).toBeVisible();

    const name = `Erika ERP ${Date.now()}`;
    const contact = await page.request.post('/api/contact', {
      data: { name, email: 'erika.erp@example.at', message: 'Bitte um ein Angebot für 14 Stufen.' },
    });
    expect(contact.ok(), await contact.text()).toBe(true);
    await expect.poll(() => received.length, UNTIL_TEST_TIMEOUT).toBe(1);
    const first = received[0] as ReceivedWebhook;
    expect(verifyWebhook(secret, first)).toMatchObject({
      type: 'lead.created',
      data: { kind: 'contact-message', name, email: 'erika.erp@example.at' },
    });

    await page.reload();
    await pageHydrated(page);
    await expect(page.getByTestId('integration-status-erp-sync')).toContainText(
      '1 aktiver Empfänger · Letzte Zustellung: Zugestellt · Neue Anfrage',
      UNTIL_TEST_TIMEOUT,
    );
    await expect(page.getByText(secret)).toHaveCount(0);

    await page.goto('/external-admin');
    await pageHydrated(page);
    const deliveries = page.getByRole('region', { name: 'ERP-Zustellungen' });
    const delivery = deliveries
      .getByRole('listitem')
      .filter({ hasText: String(first.headers['webhook-id']) });
    // The console loads several sections at once; on a busy machine that takes a while.
    await expect(delivery).toContainText('Zugestellt', UNTIL_TEST_TIMEOUT);
    await expect(delivery).toContainText('HTTP 200');
    await expect(delivery).toContainText('gespeichert');
    await delivery.getByRole('button', { name: 'erneut senden' }).click();
    await expect.poll(() => received.length, UNTIL_TEST_TIMEOUT).toBe(2);
    expect(received[1]?.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(verifyWebhook(secret, received[1] as ReceivedWebhook).type).toBe('lead.created');
    // This section fits a phone: nothing in it reaches past the screen's right edge.
    const overhang = await deliveries.evaluate((section) =>
      Math.max(
        ...[section, ...Array.from(section.querySelectorAll('*'))].map(
          (element) => element.getBoundingClientRect().right - document.documentElement.clientWidth,
        ),
      ),
    );
    expect(overhang).toBeLessThanOrEqual(0);
  });
});
