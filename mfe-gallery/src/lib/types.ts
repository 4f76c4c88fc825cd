// Response shapes of the public gallery endpoints that @stairs/contracts does not define yet (docs/product.md §3).
// Kept here until the gallery/references back end adds them to the contracts package.
import { QUOTE_REQUEST_SERVICE_LABELS } from '@stairs/contracts';

/** GET /api/homepage-images (docs/product.md §3, "Homepage image"). */
export interface HomepageImage {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string;
  beforeImageUrl: string | null;
  afterImageUrl: string | null;
  /** 1–10; missing or null counts as 999 (sorted last). */
  homepageOrder?: number | null;
  galleryNumber: string | null;
}

/** Categories of reference projects with their labels (docs/product.md §3, "Reference project"). */
export const REFERENCE_CATEGORIES = {
  concrete: 'Betonstufen-Verkleidung',
  renovation: 'Treppensanierung',
  wood_cladding: 'Holz-Verkleidung',
} as const;
export type ReferenceCategory = keyof typeof REFERENCE_CATEGORIES;

/** GET /api/reference-projects. */
export interface ReferenceProject {
  id: string;
  title: string;
  location: string;
  description: string;
  category: string;
  imageUrl: string;
  externalUrl?: string | null;
  isActive?: boolean;
  sortOrder?: number;
}

/** Service choices of the price-check form: the quote-request services without the calculators' own one. */
export const QUOTE_SERVICES = {
  concrete: QUOTE_REQUEST_SERVICE_LABELS.concrete,
  renovation: QUOTE_REQUEST_SERVICE_LABELS.renovation,
  custom: QUOTE_REQUEST_SERVICE_LABELS.custom,
} as const;
export type QuoteService = keyof typeof QUOTE_SERVICES;

/** Body of POST /api/gallery-quote-request (docs/product.md §7). Optional contact fields are sent as null. */
export interface GalleryQuoteRequestBody {
  galleryNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  requestedService: QuoteService;
  message: string | null;
}
