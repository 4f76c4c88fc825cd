/**
 * German texts of the calculators remote that the shared contracts do not hold (validation, page and lead texts
 * live in CALCULATOR_MESSAGES, the calculator pages' texts and LEAD_MESSAGES). docs/product.md §4, §5, §8.
 */
export const GALLERY_MESSAGES = {
  empty: 'Noch keine Galerie-Bilder verfügbar.',
  loadFailed: 'Die Bilder konnten nicht geladen werden.',
} as const;
