import { ApiError, readErrorMessage } from '@stairs/api-client';
import { toast } from '@stairs/ui';

/** The title of a failure toast where the screen names none of its own. */
export const CALL_FAILURE_TITLE = 'Fehler';

/**
 * The one way a failed call becomes a toast, on every screen: the server's German reason when it gave one (a
 * refusal, 4xx), the screen's own text only when it did not (no answer, 5xx). Every `onError` and `catch` of an
 * API call goes through here, so no screen hides why the server said no.
 */
export function showCallFailure(
  error: unknown,
  fallback: string,
  /** The toast's title; a function puts the reason into it (a one-line toast such as 'Fehler beim …: {reason}'). */
  title: string | ((reason: string) => string) = CALL_FAILURE_TITLE,
): void {
  const reason = readErrorMessage(error, fallback);
  if (typeof title === 'function') toast({ title: title(reason), variant: 'destructive' });
  else toast({ title, description: reason, variant: 'destructive' });
}

/**
 * Whether a failed write was surely not stored: the server answered and refused it (4xx). Without an answer, or
 * with a 5xx, it may have been stored (the list is refreshed and the operator told so).
 */
export function wasRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
