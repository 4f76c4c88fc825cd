import { type Locator, type Page, expect, test as base } from '@playwright/test';
import { UNTIL_TEST_TIMEOUT } from './fixtures';

let pointerX = 1;

/** The visitor moves the mouse: the first intent that makes a rendered page load its app. */
export async function showIntent(page: Page): Promise<void> {
  pointerX = 3 - pointerX;
  await page.mouse.move(pointerX, 1);
}

/**
 * The visitor taps into a form and waits until it is alive, for tests of what the form does in place: a form of a
 * rendered page is an island that comes to life when the visitor reaches into it (its fields take input all along
 * and keep what was typed before: e2e/tests/forms-first.e2e.ts).
 */
export async function tapInto(field: Locator): Promise<void> {
  await field.click();
  await expect(field.locator('xpath=ancestor::stairs-island[1]')).toHaveAttribute(
    'data-island-hydrated',
    '',
    UNTIL_TEST_TIMEOUT,
  );
}

/**
 * A rendered page loads its app on the visitor's first intent (a scroll, a pointer move, a touch, a key): until
 * then its forms are disabled and a test that only fills fields would wait forever. This `test` is a visitor
 * who moves the mouse once every page has its DOM, as a person does; tests of the page before any intent use
 * the plain `test` of @playwright/test (and pages opened with `browser.newPage()` call `showIntent`).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    page.on('domcontentloaded', () => void showIntent(page).catch(() => undefined));
    await use(page);
  },
});
