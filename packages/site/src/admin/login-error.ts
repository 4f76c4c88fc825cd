import { readErrorMessage } from '@stairs/api-client';
import { AUTH_MESSAGES } from '@stairs/contracts';
import { errorStatus } from './session';

/** Shown for anything but a wrong password or too many attempts (network down, server error). */
export const LOGIN_FAILED_MESSAGE = 'Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.';

/** The message for a failed login: the screen's wrong-password text, the server's 429 text, or a fallback. */
export function loginErrorMessage(error: unknown, wrongPasswordMessage: string): string {
  const status = errorStatus(error);
  if (status === 401) return wrongPasswordMessage;
  return readErrorMessage(error, LOGIN_FAILED_MESSAGE, AUTH_MESSAGES.tooManyAttempts);
}
