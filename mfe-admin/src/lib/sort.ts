/** Newest first; entries with an unreadable date go last. */
export function sortNewestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  const time = (item: T): number => {
    const value = Date.parse(dateOf(item));
    return Number.isNaN(value) ? -Infinity : value;
  };
  return [...items].sort((a, b) => time(b) - time(a));
}
