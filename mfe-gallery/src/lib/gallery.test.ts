import { type GalleryImage } from '@stairs/contracts';
import {
  FEATURED_GALLERY_NUMBER,
  findFeaturedBeforeAfter,
  galleryStripItems,
  groupByCategory,
  hasBeforeAfterPair,
  isVisibleGalleryImage,
  sortHomepageImages,
  visibleGalleryImages,
} from './gallery';
import { galleryImageSources } from '@stairs/contracts';
import { galleryImage } from '@stairs/site/testing';
import { type HomepageImage } from './types';

let nextId = 1;
const image = (overrides: Partial<GalleryImage> = {}) => galleryImage(nextId++, overrides);

function featured(overrides: Partial<GalleryImage> = {}): GalleryImage {
  return image({
    galleryNumber: FEATURED_GALLERY_NUMBER,
    category: 'vorher_nachher',
    isBeforeAfter: true,
    beforeImageUrl: '/objects/before.jpg',
    afterImageUrl: '/objects/after.jpg',
    ...overrides,
  });
}

describe('visibility', () => {
  it('shows only active images with an image URL', () => {
    expect(isVisibleGalleryImage(image())).toBe(true);
    expect(isVisibleGalleryImage(image({ isActive: false }))).toBe(false);
    expect(isVisibleGalleryImage(image({ imageUrl: '' }))).toBe(false);
    expect(isVisibleGalleryImage(image({ imageUrl: '   ' }))).toBe(false);
  });

  it('orders visible images by sortOrder and keeps the server order for ties', () => {
    const a = image({ sortOrder: 2 });
    const b = image({ sortOrder: 1 });
    const c = image({ sortOrder: 1 });
    const hidden = image({ isActive: false, sortOrder: 0 });
    expect(visibleGalleryImages([a, b, hidden, c]).map((i) => i.id)).toEqual([b.id, c.id, a.id]);
  });

  it('needs the flag and both URLs for a before/after pair', () => {
    expect(hasBeforeAfterPair(featured())).toBe(true);
    expect(hasBeforeAfterPair(featured({ isBeforeAfter: false }))).toBe(false);
    expect(hasBeforeAfterPair(featured({ beforeImageUrl: null }))).toBe(false);
    expect(hasBeforeAfterPair(featured({ afterImageUrl: '' }))).toBe(false);
  });

  it('previews the thumbnail, else the image, else the after image', () => {
    expect(galleryImageSources(image({ thumbnailUrl: '/t.webp', imageUrl: '/i.webp' }))).toEqual({
      src: '/t.webp',
      srcSet: '/t.webp 400w, /i.webp 1920w',
    });
    expect(galleryImageSources(image({ thumbnailUrl: null, imageUrl: '/i.jpg' }))).toEqual({
      src: '/i.jpg',
      srcSet: undefined,
    });
    // A picture the server optimized offers its three stored sizes; a phone takes the middle one.
    expect(
      galleryImageSources(
        image({ thumbnailUrl: '/objects/gallery/ab.w400.webp', imageUrl: '/objects/gallery/ab.w1920.webp' }),
      ),
    ).toEqual({
      src: '/objects/gallery/ab.w800.webp',
      srcSet:
        '/objects/gallery/ab.w400.webp 400w, /objects/gallery/ab.w800.webp 800w, /objects/gallery/ab.w1920.webp 1920w',
    });
    expect(galleryImageSources(featured({ imageUrl: '' }))?.src).toBe('/objects/after.jpg');
    expect(galleryImageSources(image({ imageUrl: '' }))).toBeNull();
  });
});

describe('findFeaturedBeforeAfter (G-071)', () => {
  it('picks the active G-071 before/after item with both URLs', () => {
    const item = featured();
    expect(findFeaturedBeforeAfter([image(), item])).toBe(item);
  });

  it('ignores G-071 when inactive, not before/after or missing an URL', () => {
    expect(findFeaturedBeforeAfter([featured({ isActive: false })])).toBeUndefined();
    expect(findFeaturedBeforeAfter([featured({ isBeforeAfter: false })])).toBeUndefined();
    expect(findFeaturedBeforeAfter([featured({ beforeImageUrl: null })])).toBeUndefined();
    expect(findFeaturedBeforeAfter([featured({ afterImageUrl: null })])).toBeUndefined();
  });

  it('ignores before/after items with another number', () => {
    expect(findFeaturedBeforeAfter([featured({ galleryNumber: 'G-072' })])).toBeUndefined();
    expect(findFeaturedBeforeAfter([])).toBeUndefined();
  });
});

describe('galleryStripItems', () => {
  it('shows at most 6 items', () => {
    const images = Array.from({ length: 9 }, () => image());
    expect(galleryStripItems(images)).toHaveLength(6);
  });

  it('puts G-071 first, once', () => {
    const others = Array.from({ length: 7 }, () => image());
    const item = featured();
    const strip = galleryStripItems([...others.slice(0, 4), item, ...others.slice(4)]);
    expect(strip).toHaveLength(6);
    expect(strip[0]).toBe(item);
    expect(strip.filter((i) => i.id === item.id)).toHaveLength(1);
  });

  it('leaves out hidden images and works without G-071', () => {
    const visible = image();
    expect(galleryStripItems([image({ isActive: false }), visible])).toEqual([visible]);
    expect(galleryStripItems([])).toEqual([]);
  });
});

describe('groupByCategory', () => {
  it('groups aliases with their canonical category and keeps the defined category order', () => {
    const groups = groupByCategory([
      image({ category: 'finished' }),
      image({ category: 'before_after' }),
      image({ category: 'vorher_nachher' }),
      image({ category: 'process' }),
      image({ category: 'fertiges_projekt' }),
    ]);
    expect(groups.map((g) => [g.category, g.label, g.images.length])).toEqual([
      ['fertiges_projekt', 'Fertiges Projekt', 2],
      ['arbeitsprozess', 'Arbeitsprozess', 1],
      ['vorher_nachher', 'Vorher/Nachher', 2],
    ]);
  });

  it('puts unknown categories last, labelled with their raw value', () => {
    const groups = groupByCategory([
      image({ category: 'spezial' }),
      image({ category: 'kragarmtreppen' }),
      image({ category: 'spezial' }),
    ]);
    expect(groups.map((g) => [g.category, g.label, g.known, g.images.length])).toEqual([
      ['kragarmtreppen', 'Kragarmtreppen', true, 1],
      ['spezial', 'spezial', false, 2],
    ]);
  });

  it('returns no groups for no images', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('sortHomepageImages', () => {
  function homepage(id: string, homepageOrder?: number | null): HomepageImage {
    return {
      id,
      title: id,
      description: null,
      imageUrl: `/${id}.jpg`,
      beforeImageUrl: null,
      afterImageUrl: null,
      homepageOrder,
      galleryNumber: null,
    };
  }

  it('sorts ascending by homepageOrder, missing counting as 999', () => {
    const sorted = sortHomepageImages([
      homepage('none'),
      homepage('three', 3),
      homepage('null', null),
      homepage('one', 1),
      homepage('big', 1000),
    ]);
    expect(sorted.map((i) => i.id)).toEqual(['one', 'three', 'none', 'null', 'big']);
  });

  it('does not change the input', () => {
    const input = [homepage('b', 2), homepage('a', 1)];
    sortHomepageImages(input);
    expect(input.map((i) => i.id)).toEqual(['b', 'a']);
  });
});
