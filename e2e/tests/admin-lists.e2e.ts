import { expect } from '@playwright/test';
import { Client } from 'pg';
import { violations } from '../support/axe';
import { test } from '../support/visitor';
import { acceptNecessaryCookiesUpFront, signInAsAdmin } from '../support/fixtures';

/** More messages than two pages of 50, dated long ago: the suite's own newest messages stay on the first page. */
const OLD_MESSAGES = 120;

/** Reads "n von m angezeigt". */
function shownOf(text: string | null): { shown: number; total: number } {
  const match = /^(\d+) von (\d+) angezeigt$/.exec(text?.trim() ?? '');
  expect(match, `count text "${text}"`).not.toBeNull();
  return { shown: Number(match?.[1]), total: Number(match?.[2]) };
}

test.describe("the admin's long lists load page by page", () => {
  const tag = `Seitenprobe ${Date.now()}`;
  let db: Client;

  test.beforeAll(async () => {
    // The stack's database of this run (global-setup hands its URL to the workers).
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    await db.query(
      `INSERT INTO contact_messages (name, email, message, notification_queued_at, notification_sent_at, created_at)
       SELECT $1 || ' ' || n, 'probe' || n || '@example.at', 'Alte Nachricht ' || n, now(), now(),
              timestamptz '2020-01-01T12:00:00Z' - n * interval '1 minute'
         FROM generate_series(1, $2::int) AS n`,
      [tag, OLD_MESSAGES],
    );
  });

  test.afterAll(async () => {
    await db.query(`DELETE FROM contact_messages WHERE name LIKE $1 || ' %'`, [tag]);
    await db.end();
  });

  test("'Kontaktanfragen': the first 50, the real total beside the heading, 'Mehr laden' to the end", async ({
    page,
  }) => {
    await acceptNecessaryCookiesUpFront(page);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Kontaktanfragen' }).click();
    const list = page.getByRole('region', { name: /Kontaktanfragen/ });
    const cards = list.getByRole('listitem');
    const count = list.getByText(/^\d+ von \d+ angezeigt$/);

    await expect(cards).toHaveCount(50);
    const first = shownOf(await count.textContent());
    expect(first.shown).toBe(50);
    expect(first.total).toBeGreaterThanOrEqual(OLD_MESSAGES);
    // The heading's badge counts the whole list, not the page.
    await expect(list.getByRole('heading', { name: `Kontaktanfragen ${first.total}` })).toBeVisible();

    const more = list.getByRole('button', { name: 'Mehr laden' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(100);
    await expect(count).toHaveText(`100 von ${first.total} angezeigt`);
    // The keyboard user stays on the button for the next page.
    await expect(more).toBeFocused();
    expect(await violations(page, 'main')).toEqual([]);

    while (await more.isVisible()) {
      const before = await cards.count();
      await page.keyboard.press('Enter');
      await expect(cards).not.toHaveCount(before);
    }
    await expect(cards).toHaveCount(first.total);
    await expect(count).toHaveText(`${first.total} von ${first.total} angezeigt`);
    // The button is gone with the last page: focus went to the count, not back to the top of the page.
    await expect(count).toBeFocused();
    // Oldest last, each once.
    await expect(cards.last()).toContainText(`${tag} ${OLD_MESSAGES}`);
  });
});
