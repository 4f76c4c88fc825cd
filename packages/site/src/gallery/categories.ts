import { canonicalGalleryCategory, GALLERY_CATEGORIES, type GalleryCategory } from '@stairs/contracts';

/** The canonical category of a stored value: the simpler public values map onto the seven admin categories. */
export function canonicalCategory(value: string): string {
  return canonicalGalleryCategory(value) ?? value;
}

export function isKnownCategory(value: string): value is GalleryCategory {
  return Object.prototype.hasOwnProperty.call(GALLERY_CATEGORIES, value);
}

/** German label of a category; an unknown value is shown as it is (docs/product.md §3). */
export function categoryLabel(value: string): string {
  const canonical = canonicalCategory(value);
  return isKnownCategory(canonical) ? GALLERY_CATEGORIES[canonical] : value;
}

// Each category has its own badge colour (docs/product.md §3). Full class strings so Tailwind finds them.
const BADGE_CLASSES: Record<GalleryCategory, string> = {
  vorher_nachher: 'border-amber-300 bg-amber-100 text-amber-900',
  arbeitsprozess: 'border-sky-300 bg-sky-100 text-sky-900',
  fertiges_projekt: 'border-emerald-300 bg-emerald-100 text-emerald-900',
  massivstufen: 'border-orange-300 bg-orange-100 text-orange-900',
  fertigparkett: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  blockstufen: 'border-stone-300 bg-stone-200 text-stone-900',
  kragarmtreppen: 'border-violet-300 bg-violet-100 text-violet-900',
};

/** Unknown categories are grey (docs/product.md §3). */
export const UNKNOWN_CATEGORY_BADGE_CLASS = 'border-gray-300 bg-gray-100 text-gray-700';

export function categoryBadgeClass(value: string): string {
  const canonical = canonicalCategory(value);
  return isKnownCategory(canonical) ? BADGE_CLASSES[canonical] : UNKNOWN_CATEGORY_BADGE_CLASS;
}
