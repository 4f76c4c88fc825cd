/** Gallery categories (docs/product.md §3; docs/decisions.md). */
export const GALLERY_CATEGORIES = {
  fertiges_projekt: 'Fertiges Projekt',
  arbeitsprozess: 'Arbeitsprozess',
  vorher_nachher: 'Vorher/Nachher',
  massivstufen: 'Massivstufen',
  fertigparkett: 'Fertigparkett',
  blockstufen: 'Blockstufen',
  kragarmtreppen: 'Kragarmtreppen',
} as const;
export type GalleryCategory = keyof typeof GALLERY_CATEGORIES;

/** Simpler values accepted on input and stored as the canonical ones. */
export const GALLERY_CATEGORY_ALIASES: Record<string, GalleryCategory> = {
  before_after: 'vorher_nachher',
  process: 'arbeitsprozess',
  finished: 'fertiges_projekt',
};

export interface GalleryImage {
  id: string;
  galleryNumber: string;
  title: string;
  description: string | null;
  category: string;
  imageUrl: string;
  thumbnailUrl: string | null;
  externalUrl: string | null;
  beforeImageUrl: string | null;
  afterImageUrl: string | null;
  isBeforeAfter: boolean;
  isActive: boolean;
  sortOrder: number;
  showOnHomepage: boolean;
  homepageOrder: number | null;
}

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Public visibility (docs/product.md §4): only active images with an image URL. The allowed-source check is the
 * server's (docs/decisions.md: the allowed sources are server configuration), so it is not repeated here.
 */
export function isVisibleGalleryImage(image: GalleryImage): boolean {
  return image.isActive === true && hasText(image.imageUrl);
}

function sortOrderOf(image: GalleryImage): number {
  return typeof image.sortOrder === 'number' && Number.isFinite(image.sortOrder) ? image.sortOrder : 0;
}

/** Visible images in display order (sortOrder ascending; the server's order is kept for ties). */
export function visibleGalleryImages(images: readonly GalleryImage[]): GalleryImage[] {
  return images
    .map((image, index) => ({ image, index }))
    .filter(({ image }) => isVisibleGalleryImage(image))
    .sort((a, b) => sortOrderOf(a.image) - sortOrderOf(b.image) || a.index - b.index)
    .map(({ image }) => image);
}

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

/** A reference project of /references and the home page. */
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

/** Body of POST /api/gallery-quote-request (docs/product.md §7). Optional contact fields are sent as null. */
export interface GalleryQuoteRequestBody {
  galleryNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  requestedService: 'concrete' | 'renovation' | 'custom';
  message: string | null;
}
