import { API_MESSAGES } from '@stairs/contracts';

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
 * The one rule for turning a failed call into the text of a toast:
 * - a refusal (4xx) shows the German message the server wrote for the visitor ({ message } from NestJS; a
 *   validation error may carry several);
 * - 429 shows the server's text, or the site's one rate-limit text when the answer has none (the login, whose
 *   limit is its own, passes its text);
 * - a server failure (5xx), no answer at all, or an answer that is not the API's JSON (a proxy's HTML page)
 *   shows the screen's own `fallback` text from the product description.
 */
export function readErrorMessage(
  error: unknown,
  fallback: string,
  rateLimitText: string = API_MESSAGES.tooManyRequests,
): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  if (error.status === 429) return serverMessage(error) ?? rateLimitText;
  return serverMessage(error) ?? fallback;
}

function serverMessage(error: ApiError): string | undefined {
  if (!error.body) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const message: unknown = (parsed as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const texts = message.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    if (texts.length > 0) return texts.join(' ');
  }
  return undefined;
}
