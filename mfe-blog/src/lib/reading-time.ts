/** docs/product.md §9: reading time is words divided by 200, rounded up, in minutes. */
export const WORDS_PER_MINUTE = 200;

export function countWords(text: string | null | undefined): number {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Minutes to read `text`; at least 1, so a card never claims "0 Min.". */
export function readingTimeMinutes(text: string | null | undefined): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} Min. Lesezeit`;
}
