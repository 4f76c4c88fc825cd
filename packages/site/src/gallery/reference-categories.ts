import { REFERENCE_CATEGORIES, type ReferenceCategory } from '@stairs/contracts';
import { UNKNOWN_CATEGORY_BADGE_CLASS } from './categories';

export function isReferenceCategory(value: string): value is ReferenceCategory {
  return Object.prototype.hasOwnProperty.call(REFERENCE_CATEGORIES, value);
}

/** German label of a reference category; an unknown value is shown as it is. */
export function referenceCategoryLabel(value: string): string {
  return isReferenceCategory(value) ? REFERENCE_CATEGORIES[value] : value;
}

// Full class strings so Tailwind finds them.
const BADGE_CLASSES: Record<ReferenceCategory, string> = {
  concrete: 'border-stone-300 bg-stone-200 text-stone-900',
  renovation: 'border-amber-300 bg-amber-100 text-amber-900',
  wood_cladding: 'border-emerald-300 bg-emerald-100 text-emerald-900',
};

export function referenceCategoryBadgeClass(value: string): string {
  return isReferenceCategory(value) ? BADGE_CLASSES[value] : UNKNOWN_CATEGORY_BADGE_CLASS;
}
