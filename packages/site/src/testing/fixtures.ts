import type { GalleryImage } from '@stairs/contracts';

/**
 * Gallery image number n as the API lists it: active, a finished project, stored in the optimizer's three sizes
 * (its URL names the largest). A test overrides what it is about.
 */
export function galleryImage(n: number, overrides: Partial<GalleryImage> = {}): GalleryImage {
  return {
    id: `id-${n}`,
    galleryNumber: `G-${String(n).padStart(3, '0')}`,
    title: `Bild ${n}`,
    description: null,
    category: 'fertiges_projekt',
    imageUrl: `/objects/gallery/p${n}.w1920.webp`,
    thumbnailUrl: null,
    externalUrl: null,
    beforeImageUrl: null,
    afterImageUrl: null,
    isBeforeAfter: false,
    isActive: true,
    sortOrder: n,
    showOnHomepage: false,
    homepageOrder: null,
    ...overrides,
  };
}
