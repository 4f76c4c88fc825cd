/**
 * German texts of the calculators remote that the shared contracts do not hold (the calculator validation
 * texts live in CALCULATOR_MESSAGES). Spec sections 4, 5, 8.
 */
export const LEAD_MESSAGES = {
  phoneRequired: 'Bitte geben Sie eine Telefonnummer ein.',
  phoneRegistered: 'Erfolgreich registriert!',
  phoneRegistrationFailed: 'Registrierung fehlgeschlagen. Bitte versuchen Sie es erneut.',
  detailedQuoteRequested: 'Detailliertes Angebot angefordert! Wir kontaktieren Sie in Kürze.',
  detailedQuoteFailed: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
} as const;

export const GALLERY_MESSAGES = {
  empty: 'Noch keine Galerie-Bilder verfügbar.',
} as const;

export const TOAST_TITLES = {
  checkInputs: 'Eingaben prüfen',
  error: 'Fehler',
} as const;
