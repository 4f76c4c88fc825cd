import { useEffect } from 'react';

/**
 * Logs a failed admin read once per failure (docs/product.md §8: loading errors of admin lists are logged) and
 * optionally runs `onError` (e.g. the spec's toast where it names one).
 */
export function useLogQueryError(
  what: string,
  error: Error | null,
  errorUpdatedAt: number,
  onError?: (error: Error) => void,
): void {
  useEffect(() => {
    if (!error) return;
    console.error(`${what} konnte nicht geladen werden`, error);
    onError?.(error);
    // One report per failure (errorUpdatedAt changes with each new error), not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, errorUpdatedAt]);
}
