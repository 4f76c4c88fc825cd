// Gallery-page constants of the remote; the shapes of the gallery calls live in @stairs/contracts.
import { QUOTE_REQUEST_SERVICE_LABELS } from '@stairs/contracts';

export type { GalleryQuoteRequestBody, HomepageImage, ReferenceProject } from '@stairs/contracts';

/** Categories of reference projects with their labels (docs/product.md §3, "Reference project"). */
export const REFERENCE_CATEGORIES = {
  concrete: 'Betonstufen-Verkleidung',
  renovation: 'Treppensanierung',
  wood_cladding: 'Holz-Verkleidung',
} as const;
export type ReferenceCategory = keyof typeof REFERENCE_CATEGORIES;

/** GET /api/reference-projects. */
/** Service choices of the price-check form: the quote-request services without the calculators' own one. */
export const QUOTE_SERVICES = {
  concrete: QUOTE_REQUEST_SERVICE_LABELS.concrete,
  renovation: QUOTE_REQUEST_SERVICE_LABELS.renovation,
  custom: QUOTE_REQUEST_SERVICE_LABELS.custom,
} as const;
export type QuoteService = keyof typeof QUOTE_SERVICES;
