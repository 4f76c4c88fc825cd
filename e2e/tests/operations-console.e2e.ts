import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  acceptNecessaryCookiesUpFront,
  newestAdminEntries,
  pageHydrated,
  signInAsAdmin,
  UNTIL_TEST_TIMEOUT,
} from '../support/fixtures';
import { caughtMail, mailCatcherUrls, startMailCatcher, stopMailCatcher } from '../support/mail-catcher';
import { E2E_NOTIFY_EMAIL, E2E_SMTP_PORT } from '../support/stack-env';
import { test } from '../support/visitor';

/*
 * The operations console (/external-admin): the health of the site's parts, the link to the run's mail inbox, and a
 * mail job that fails because the mail server is unreachable (the run's mail catcher, stopped here), seen with its
 * reason in the embedded queue board and retried there once the mail server is back.
 */

const BOARD_API = '/api/admin/queues/api/queues';

interface BoardJob {
  job: { attempts: number; failedReason?: string };
  status: string;
}

async function boardJob(request: APIRequestContext, jobId: string): Promise<BoardJob> {
  const response = await request.get(`${BOARD_API}/mail/${jobId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as BoardJob;
}

test.describe('operations console', () => {
  let mailServerDown = false;

  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
  });
  test.afterEach(async () => {
    // The tests after this one need the mail server, also when this one failed before bringing it back.
    if (mailServerDown) await startMailCatcher();
    mailServerDown = false;
  });

  test('signed out: the login card, and the board is refused', async ({ page }) => {
    await page.goto('/external-admin');
    await expect(page.getByText('Betriebskonsole', { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('Admin-Passwort')).toBeVisible();
    expect((await page.request.get('/api/admin/queues')).status()).toBe(401);
  });

  test('signed in: each part with its status, the outboxes and the queue board', async ({ page }) => {
    // The page's CSP must let it frame the board, and the board's own CSP must let it run.
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await signInAsAdmin(page);
    await page.goto('/external-admin');
    await pageHydrated(page);
    await expect(page.getByRole('heading', { name: 'Betriebskonsole', level: 1 })).toBeVisible();
    const parts = page.getByRole('list', { name: 'Teile der Website' });
    for (const part of [
      'Datenbank (Postgres)',
      'Redis (Warteschlangen, Sitzungen)',
      'Worker (Hintergrundaufgaben)',
    ]) {
      await expect(parts.getByRole('listitem').filter({ hasText: part })).toContainText('In Ordnung');
    }
    await expect(parts.getByRole('listitem').filter({ hasText: 'Chromium (PDF-Erstellung)' })).toContainText(
      /In Ordnung.*Startet beim Worker: Chromium \d+/,
    );
    await expect(page.getByRole('row', { name: /E-Mails zu Kontaktanfragen/ })).toBeVisible();
    const board = page.frameLocator('iframe[title="Warteschlangen"]');
    await expect(
      board.getByRole('navigation').getByRole('link', { name: 'mail', exact: true }),
    ).toBeVisible();
    // The console itself meets WCAG 2.1 A and AA (the board inside the frame is Bull Board's own).
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .exclude('iframe')
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
    // Refused on purpose, and nothing else: the board's Google Fonts stylesheet (it falls back to the system font).
    expect(blocked).toEqual([expect.stringContaining("'https://fonts.googleapis.com/")]);
    await expect(page.getByRole('link', { name: 'Warteschlangen öffnen' })).toHaveAttribute(
      'href',
      '/api/admin/queues',
    );
    // The run's e-mails go to a mail catcher (MAIL_INBOX_URL): the console links to its inbox.
    await expect(page.getByRole('link', { name: 'Posteingang öffnen' })).toHaveAttribute(
      'href',
      (await mailCatcherUrls()).inboxUrl,
    );

    // The board in German throughout: a state by its German name in a sentence (not 'Keine failed Jobs').
    await page.goto('/api/admin/queues/queue/images?status=failed');
    await expect(
      page.getByText('Keine Jobs im Status „Fehlgeschlagen“ in dieser Warteschlange.'),
    ).toBeVisible();
  });

  test('a mail job that failed shows its reason in the console; retried after the mail server is back, it completes', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await stopMailCatcher();
    mailServerDown = true;
    await signInAsAdmin(page);
    const name = `Betrieb Test ${Date.now()}`;
    const sent = await page.request.post('/api/contact', {
      data: { name, email: 'betrieb.test@example.at', message: 'Bitte um Rückruf wegen einer Stiege.' },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const messages = await newestAdminEntries<{
      id: string;
      name: string;
    }>(page.request, '/api/admin/contact-messages');
    const message = messages.find((m) => m.name === name);
    expect(message).toBeDefined();
    const jobId = `contact-message-${message?.id}`;

    // Its 12 attempts would take hours of backoff: the board's 'promote' runs each next attempt at once.
    await expect
      .poll(
        async () => {
          const current = await boardJob(page.request, jobId);
          if (current.status === 'delayed') await page.request.put(`${BOARD_API}/mail/${jobId}/promote`);
          return current.status;
        },
        { ...UNTIL_TEST_TIMEOUT, intervals: [200] },
      )
      .toBe('failed');

    // The console: the board embedded in it lists the job under the mail queue's failed jobs, with its reason.
    await page.goto('/external-admin');
    await pageHydrated(page);
    const frame = page.locator('iframe[title="Warteschlangen"]');
    await frame.scrollIntoViewIfNeeded();
    const board = frame.contentFrame();
    await board.getByRole('navigation').getByRole('link', { name: 'mail', exact: true }).click();
    await board.getByRole('link', { name: /^FEHLGESCHLAGEN/ }).click();
    await expect(board.getByRole('link', { name: jobId })).toBeVisible();
    await expect(board.getByRole('heading', { name: 'notify-leadVersuch #12' })).toBeVisible();
    await expect(board.getByRole('tabpanel', { name: 'Fehler' })).toContainText(
      `Error: connect ECONNREFUSED 127.0.0.1:${E2E_SMTP_PORT}`,
    );

    // The mail server is back; 'Wiederholen' sends the e-mail. The board's job actions are icon buttons named only by
    // their tooltip (no accessible name): the failed job's first one, checked by its tooltip.
    await startMailCatcher();
    mailServerDown = false;
    const retry = board.locator('ul[class*="jobActions"] button').first();
    await retry.hover();
    await expect(board.getByText('Wiederholen', { exact: true })).toBeVisible();
    await retry.click();
    await board.getByRole('button', { name: 'Bestätigen' }).click();
    await expect
      .poll(async () => (await boardJob(page.request, jobId)).status, UNTIL_TEST_TIMEOUT)
      .toBe('completed');
    expect(await caughtMail(E2E_NOTIFY_EMAIL, `Neue Kontaktanfrage von ${name}`)).toBeDefined();
    await board.getByRole('link', { name: /^ABGESCHLOSSEN/ }).click();
    await expect(board.getByRole('link', { name: jobId })).toBeVisible();
  });
});
