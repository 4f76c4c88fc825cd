/** Gallery categories (spec section 3; DECISIONS.md "Gallery"). */
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
