import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './stack-env';

/** Stores a consent choice before the page loads so the banner does not cover what a test looks at. */
export async function acceptNecessaryCookiesUpFront(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
  });
}

/** Signs in through the API; the httpOnly session cookie lands in the page's context. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
}

/**
 * The newest entries of a paged admin list (contact messages, phone leads, quote requests, the quote archive): its
 * first page, where what a test has just sent is.
 */
export async function newestAdminEntries<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: T[] }).items;
}

/**
 * The wait for background work (the worker's jobs and e-mails, webhooks, the page renderer, an island's script
 * loading and hydrating): as long as the test
 * runs, whose own timeout fails it when the effect never comes. A tighter budget fails on a busy machine.
 */
export const UNTIL_TEST_TIMEOUT = { timeout: 0 } as const;

/**
 * Searches 'Kunden' (the tab already open) for `search` and returns the button that opens the customer named
 * `name`, once it is there: the worker matches records in the background, so the list is refreshed until it shows
 * the customer and `settled` (further checks on it) holds.
 */
export async function customerInAdmin(
  page: Page,
  search: string,
  name: string,
  settled: (open: Locator) => Promise<void> = async () => {},
): Promise<Locator> {
  await page.getByLabel('Suche (Name, E-Mail-Adresse oder Telefonnummer)').fill(search);
  const open = page.getByRole('button', { name: `Kunde ${name} öffnen` });
  await expect(async () => {
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(open).toBeVisible({ timeout: 2_000 });
    await settled(open);
  }).toPass(UNTIL_TEST_TIMEOUT);
  return open;
}

export const STARTUP_FAILURE_TEXT = 'Fehler beim Laden der Seite';

/**
 * Waits until the page has come to life: on a rendered page, every island of the visitor's first intent (the
 * frame); on a page the browser renders (admin), its route.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-page-hydrated', '', UNTIL_TEST_TIMEOUT);
}

/** The script of a rendered page's islands in this build (content-hashed), as the page requests it. */
export const ISLANDS_SCRIPT = /\/islands\.[0-9a-f]{8}\.js$/;

/**
 * Holds the islands' script back, as a slow phone's network would: the page stays server HTML until the
 * returned function releases it. The page's `load` (and, for a held deferred script, DOMContentLoaded) waits too.
 */
export async function holdIslandsScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ISLANDS_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
