import { expect, request } from '@playwright/test';
import { test } from '../support/visitor';
import { calculateConcrete } from '../support/calculator';
import { acceptNecessaryCookiesUpFront, signInAsAdmin } from '../support/fixtures';
import { E2E_ADMIN_PASSWORD } from '../support/stack-env';

type Trends = { days: Array<{ date: string; counts: { concrete: number } }> };

test.describe("the admin's 30-day conversion trend", () => {
  test("a concrete calculation made now shows in today's numbers, beside the chart's canvas", async ({
    page,
    baseURL,
  }) => {
    await acceptNecessaryCookiesUpFront(page);
    const api = await request.newContext({ baseURL });
    expect((await api.post('/api/auth/login', { data: { password: E2E_ADMIN_PASSWORD } })).status()).toBe(
      200,
    );
    const before = (await (await api.get('/api/admin/conversion-trends')).json()) as Trends;
    const concreteBefore = before.days.at(-1)?.counts.concrete ?? 0;
    await api.dispose();

    await calculateConcrete(page);

    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('tab', { name: 'Conversions', selected: true })).toBeVisible();
    const trend = page.getByRole('region', { name: 'Verlauf der letzten 30 Tage' });
    await expect(
      trend
        .getByRole('img', { name: /Liniendiagramm/ })
        .locator('canvas')
        .first(),
    ).toBeVisible();

    // The table beside the chart holds its numbers; a sighted user opens it, a screen reader reads it.
    await trend.getByText('Zahlen als Tabelle').click();
    const table = trend.getByRole('table', { name: /Conversions je Tag/ });
    await expect(table.getByRole('row')).toHaveCount(1 + 30 + 1);
    // As shown (a phone's short heads are hidden here, on a desktop).
    const columns = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    const concreteColumn = columns.indexOf('Betonstufen-Kalkulationen');
    expect(concreteColumn).toBeGreaterThan(0);
    const today = table.getByRole('row', { name: /^Heute, / });
    // Cells after the row header: column n is cell n - 1.
    const concreteToday = Number(
      await today
        .getByRole('cell')
        .nth(concreteColumn - 1)
        .textContent(),
    );
    expect(concreteToday).toBeGreaterThanOrEqual(1);
    expect(concreteToday).toBeGreaterThanOrEqual(concreteBefore + 1);
  });
});
