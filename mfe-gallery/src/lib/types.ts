// Gallery-page constants of the remote; the shapes of the gallery calls live in @stairs/contracts.
import { QUOTE_REQUEST_SERVICE_LABELS } from '@stairs/contracts';

export type { GalleryQuoteRequestBody, HomepageImage, ReferenceProject } from '@stairs/contracts';

/** Service choices of the price-check form: the quote-request services without the calculators' own one. */
export const QUOTE_SERVICES = {
  concrete: QUOTE_REQUEST_SERVICE_LABELS.concrete,
  renovation: QUOTE_REQUEST_SERVICE_LABELS.renovation,
  custom: QUOTE_REQUEST_SERVICE_LABELS.custom,
} as const;
export type QuoteService = keyof typeof QUOTE_SERVICES;
