import { type Page, expect } from '@playwright/test';
import { tapInto } from './visitor';

const QUOTE_NUMBER = /KV-\d{4}-\d{6}/;

/**
 * On the open concrete calculator: 10 steps of 100 × 30 cm, sent once the form is alive; resolves with the quote
 * number of the result once it is shown.
 */
export async function submitConcreteCalculator(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await tapInto(main.getByLabel(/Stufenanzahl/));
  await main.getByLabel(/Stufenanzahl/).fill('10');
  await main.getByLabel(/Stufenbreite/).fill('100');
  await main.getByLabel(/Stufentiefe/).fill('30');
  await main.getByRole('button', { name: 'Preis berechnen' }).click();
  const quoteNumber = main.getByText(QUOTE_NUMBER).first();
  await expect(quoteNumber).toBeVisible();
  return ((await quoteNumber.textContent()) ?? '').match(QUOTE_NUMBER)![0];
}

/** Opens the concrete calculator and calculates there (submitConcreteCalculator). */
export async function calculateConcrete(page: Page): Promise<string> {
  await page.goto('/concrete-calculator');
  return submitConcreteCalculator(page);
}
