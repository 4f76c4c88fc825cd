/** Body of every 4xx/5xx answer of the API (NestJS shape, German message). */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error?: string;
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
  /** Every 429 of the site except the login's own text (AUTH_MESSAGES.tooManyAttempts). */
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
  serviceUnavailable: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
} as const;

/** Answer of GET /api/health (200 when both are up, otherwise 503). */
export interface HealthReport {
  status: 'ok' | 'error';
  postgres: 'up' | 'down';
  redis: 'up' | 'down';
}
