import { GALLERY_CATEGORIES, visibleGalleryImages, type GalleryImage } from '@stairs/contracts';
import { canonicalCategory, categoryLabel, isKnownCategory } from '@stairs/site';
import { type HomepageImage } from './types';

// Visibility is shared with the calculators' gallery preview (one rule, in contracts).
export { isVisibleGalleryImage, visibleGalleryImages } from '@stairs/contracts';

/** The project shown in the home page's before/after block and first in the gallery strip (docs/product.md §9). */
export const FEATURED_GALLERY_NUMBER = 'G-071';
/** The home gallery strip shows at most this many items (docs/product.md §9). */
export const GALLERY_STRIP_MAX_ITEMS = 6;
/** Homepage images without an order are sorted as if their order were 999 (docs/product.md §3). */
export const MISSING_HOMEPAGE_ORDER = 999;

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A before/after item that can actually be shown as a slider. */
export function hasBeforeAfterPair(
  image: Pick<GalleryImage, 'isBeforeAfter' | 'beforeImageUrl' | 'afterImageUrl'>,
): boolean {
  return image.isBeforeAfter === true && hasText(image.beforeImageUrl) && hasText(image.afterImageUrl);
}

/** The item with gallery number G-071 that is before/after, active and has both image URLs (docs/product.md §7). */
export function findFeaturedBeforeAfter(images: readonly GalleryImage[]): GalleryImage | undefined {
  return images.find(
    (image) =>
      image.galleryNumber === FEATURED_GALLERY_NUMBER && image.isActive === true && hasBeforeAfterPair(image),
  );
}

/** At most six visible items, the featured before/after project first if present (docs/product.md §9). */
export function galleryStripItems(
  images: readonly GalleryImage[],
  max: number = GALLERY_STRIP_MAX_ITEMS,
): GalleryImage[] {
  const featured = findFeaturedBeforeAfter(images);
  const rest = visibleGalleryImages(images).filter((image) => image.id !== featured?.id);
  return (featured ? [featured, ...rest] : rest).slice(0, Math.max(0, max));
}

export interface GalleryCategoryGroup {
  /** Canonical category value (or the raw value of an unknown category). */
  category: string;
  label: string;
  known: boolean;
  images: GalleryImage[];
}

/**
 * Groups images by canonical category: the seven known categories in their defined order, then unknown
 * categories in the order they first appear. Empty groups are left out; image order inside a group is kept.
 */
export function groupByCategory(images: readonly GalleryImage[]): GalleryCategoryGroup[] {
  const groups = new Map<string, GalleryCategoryGroup>();
  for (const image of images) {
    const category = canonicalCategory(image.category);
    let group = groups.get(category);
    if (!group) {
      group = { category, label: categoryLabel(category), known: isKnownCategory(category), images: [] };
      groups.set(category, group);
    }
    group.images.push(image);
  }
  const knownOrder = Object.keys(GALLERY_CATEGORIES);
  const known = knownOrder.flatMap((category) => groups.get(category) ?? []);
  const unknown = [...groups.values()].filter((group) => !group.known);
  return [...known, ...unknown];
}

function homepageOrderOf(image: HomepageImage): number {
  const order = image.homepageOrder;
  return typeof order === 'number' && Number.isFinite(order) ? order : MISSING_HOMEPAGE_ORDER;
}

/** Homepage images ascending by homepageOrder, a missing order counting as 999; ties keep the server order. */
export function sortHomepageImages(images: readonly HomepageImage[]): HomepageImage[] {
  return images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => homepageOrderOf(a.image) - homepageOrderOf(b.image) || a.index - b.index)
    .map(({ image }) => image);
}
