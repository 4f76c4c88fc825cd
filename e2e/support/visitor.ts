import { type Page, test as base } from '@playwright/test';

let pointerX = 1;

/** The visitor moves the mouse: the first intent that makes a rendered page load its app. */
export async function showIntent(page: Page): Promise<void> {
  pointerX = 3 - pointerX;
  await page.mouse.move(pointerX, 1);
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
