import { expect } from '@playwright/test';
import { AUTH_MESSAGES, SIGN_IN_LINK_TEXTS } from '@stairs/contracts';
import { acceptNecessaryCookiesUpFront, UNTIL_TEST_TIMEOUT } from '../support/fixtures';
import { caughtMails } from '../support/mail-catcher';
import { E2E_NOTIFY_EMAIL } from '../support/stack-env';
import { test } from '../support/visitor';

const LINK = /https?:\/\/\S+\/api\/auth\/sign-in-link\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}/;

/**
 * A new browser of the operator signs in without the password: 'Anmeldelink per E-Mail senden' on the login card,
 * the worker's e-mail in the stack's mail catcher, the link's page and its button.
 */
test.describe('sign-in link by e-mail', () => {
  test.beforeEach(async ({ page }) => {
    await acceptNecessaryCookiesUpFront(page);
  });

  test('the login card mails a link; its page signs this browser in and leads to the admin overview', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/admin');
    await page.getByRole('button', { name: SIGN_IN_LINK_TEXTS.request }).click();
    await expect(page.getByRole('status').filter({ hasText: SIGN_IN_LINK_TEXTS.requested })).toBeVisible();

    let link: string | undefined;
    await expect
      .poll(
        async () =>
          (link = (await caughtMails())
            .filter((mail) => mail.to.some((recipient) => recipient.address === E2E_NOTIFY_EMAIL))
            .map((mail) => LINK.exec(mail.text)?.[0])
            .filter((found) => found !== undefined)
            .at(-1)),
        UNTIL_TEST_TIMEOUT,
      )
      .toBeDefined();

    await page.goto(link ?? '');
    await page.getByRole('button', { name: SIGN_IN_LINK_TEXTS.submit }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('tab', { name: 'Conversions' })).toBeVisible();
    // The e-mail names the site's public address (localhost), where the session cookie now is.
    expect((await page.request.get(new URL('/api/admin/pricing', page.url()).href)).status()).toBe(200);

    // Used once: the same link again is a German page, not a second session.
    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUTH_MESSAGES.signInLinkGone);
  });
});
