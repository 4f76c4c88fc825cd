import { countOf } from './format';

/** Body of every 4xx/5xx answer of the API (NestJS shape, German message). */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error?: string;
  /**
   * A refused body's message per field (its first failing check), for answers that show each under its field
   * (the forms sent without script). `message` still says all of them.
   */
  fields?: Record<string, string>;
}

/** Generic German messages of the API (framework-level errors). */
export const API_MESSAGES = {
  badRequest: 'Ungültige Anfrage.',
  invalidJson: 'Ungültiger JSON-Inhalt.',
  /** Content-Encoding says gzip/deflate/br but the body is not. */
  invalidEncoding: 'Der Inhalt der Anfrage ist nicht korrekt komprimiert.',
  tooDeeplyNested: 'Die Anfrage ist zu tief verschachtelt.',
  invalidCharacters:
    'Die Anfrage enthält ungültige Zeichen (z. B. Steuerzeichen). Bitte prüfen Sie Ihre Eingaben.',
  invalidId: 'Ungültige ID.',
  unknownField: 'Unbekanntes Feld',
  notFound: 'Die angeforderte Ressource wurde nicht gefunden.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Dieser Inhaltstyp wird nicht unterstützt.',
  internalError: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  /**
   * A 429 whose wait is not known (a proxy's, an answer without text); the API's public write limits say the
   * real wait (tooManyRequestsMessage), the login its own text (AUTH_MESSAGES.tooManyAttempts).
   */
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  serviceUnavailable: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
} as const;

/** Answer of GET /api/health (200 when both are up, otherwise 503). */
export interface HealthReport {
  status: 'ok' | 'error';
  postgres: 'up' | 'down';
  redis: 'up' | 'down';
}

/**
 * A rate limit's 429 with the real wait, from its Retry-After: "in 45 Minuten", "in 1 Minute", "in 30 Sekunden"
 * (rounded up, so the visitor who waits that long gets through). The lead window is an hour: "in einigen
 * Minuten" sent people back to a limit that had 50 minutes to run.
 */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? countOf(seconds, 'Sekunde', 'Sekunden')
      : minutes <= 90
        ? countOf(minutes, 'Minute', 'Minuten')
        : countOf(Math.ceil(minutes / 60), 'Stunde', 'Stunden');
  return `Zu viele Anfragen. Bitte versuchen Sie es in ${wait} erneut.`;
}
