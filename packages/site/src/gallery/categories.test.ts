import { GALLERY_CATEGORIES } from '@stairs/contracts';
import { referenceCategoryLabel } from './reference-categories';
import {
  UNKNOWN_CATEGORY_BADGE_CLASS,
  canonicalCategory,
  categoryBadgeClass,
  categoryLabel,
} from './categories';

describe('gallery categories', () => {
  it('labels the seven categories from the contracts', () => {
    for (const [value, label] of Object.entries(GALLERY_CATEGORIES)) {
      expect(categoryLabel(value)).toBe(label);
    }
  });

  it('maps the simpler values onto the same labels', () => {
    expect(canonicalCategory('before_after')).toBe('vorher_nachher');
    expect(categoryLabel('before_after')).toBe('Vorher/Nachher');
    expect(categoryLabel('process')).toBe('Arbeitsprozess');
    expect(categoryLabel('finished')).toBe('Fertiges Projekt');
    expect(categoryBadgeClass('before_after')).toBe(categoryBadgeClass('vorher_nachher'));
  });

  it('gives every known category its own colour', () => {
    const classes = Object.keys(GALLERY_CATEGORIES).map(categoryBadgeClass);
    expect(new Set(classes).size).toBe(classes.length);
    expect(classes).not.toContain(UNKNOWN_CATEGORY_BADGE_CLASS);
  });

  it('shows an unknown category grey with its raw value', () => {
    expect(categoryLabel('treppenlift')).toBe('treppenlift');
    expect(categoryBadgeClass('treppenlift')).toBe(UNKNOWN_CATEGORY_BADGE_CLASS);
    // Inherited object keys are not categories.
    expect(categoryLabel('toString')).toBe('toString');
  });
});

describe('reference categories', () => {
  it('labels the three categories', () => {
    expect(referenceCategoryLabel('concrete')).toBe('Betonstufen-Verkleidung');
    expect(referenceCategoryLabel('renovation')).toBe('Treppensanierung');
    expect(referenceCategoryLabel('wood_cladding')).toBe('Holz-Verkleidung');
    expect(referenceCategoryLabel('other')).toBe('other');
  });
});
