/** Admin session (docs/decisions.md): one role, server-side session, httpOnly cookie. */
export interface AdminSessionState {
  authenticated: boolean;
}

export interface AdminLoginRequest {
  password: string;
}

export const AUTH_MESSAGES = {
  wrongPassword: 'Falsches Passwort',
  tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten.',
  unauthorized: 'Anmeldung erforderlich',
  passwordRequired: 'Bitte geben Sie das Passwort ein.',
} as const;
