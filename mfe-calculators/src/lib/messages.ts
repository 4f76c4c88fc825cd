/**
 * German texts of the calculators remote that the shared contracts do not hold (validation and lead texts
 * live in CALCULATOR_MESSAGES and LEAD_MESSAGES). docs/product.md §4, §5, §8.
 */
export const GALLERY_MESSAGES = {
  empty: 'Noch keine Galerie-Bilder verfügbar.',
  loadFailed: 'Die Bilder konnten nicht geladen werden.',
} as const;

export const TOAST_TITLES = {
  checkInputs: 'Eingaben prüfen',
  error: 'Fehler',
} as const;
