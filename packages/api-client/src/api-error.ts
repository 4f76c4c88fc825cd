/**
 * A non-OK answer of the API. The message follows the client error rule (docs/product.md §7) exactly:
 * `${status}: ${body text}`, or the status text when the body is empty.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The raw response body (may be empty). */
    readonly body: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

/**
 * The German message the server put into an error body ({ message } from NestJS; a validation error may
 * carry several messages), for a toast; `fallback` for anything else (network failure, HTML from a proxy,
 * an empty body).
 */
export function readErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.body) return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.body);
  } catch {
    return fallback;
  }
  if (typeof parsed !== 'object' || parsed === null) return fallback;
  const message: unknown = (parsed as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const texts = message.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    if (texts.length > 0) return texts.join(' ');
  }
  return fallback;
}
