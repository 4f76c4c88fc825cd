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
  /** A sign-in link that names no pending link: used, expired, or replaced; the same text for each. */
  signInLinkGone:
    'Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie auf der Anmeldeseite einen neuen an.',
  /** A changed link (its signature does not hold). */
  signInLinkInvalid:
    'Dieser Anmeldelink ist ungültig. Bitte fordern Sie auf der Anmeldeseite einen neuen an.',
} as const;

/** How long a sign-in link by e-mail is valid (minutes): long enough to reach the mailbox, short if forwarded. */
export const SIGN_IN_LINK_VALIDITY_MINUTES = 15;

/**
 * 'Anmeldelink per E-Mail senden' on the login cards (docs/decisions.md, "Admin access"): a single-use link to the
 * operator's address (NOTIFY_EMAIL), for a browser the site does not know yet while strangers guess passwords.
 */
export const SIGN_IN_LINK_TEXTS = {
  request: 'Anmeldelink per E-Mail senden',
  /** The answer to every request (it reveals nothing): the newest e-mail holds the link that is valid. */
  requested: `Ein Anmeldelink ist an die E-Mail-Adresse des Betreibers unterwegs. Er gilt ${SIGN_IN_LINK_VALIDITY_MINUTES} Minuten und nur einmal; bitte öffnen Sie die neueste E-Mail.`,
  pageTitle: 'Im Admin-Bereich anmelden',
  pageText: 'Mit dem Knopf melden Sie diesen Browser im Admin-Bereich an. Der Link gilt nur einmal.',
  submit: 'Anmelden',
  mailSubject: 'Ihr Anmeldelink für den Admin-Bereich',
} as const;

/** Answer of POST /api/auth/sign-in-link. */
export interface SignInLinkRequested {
  message: string;
}
