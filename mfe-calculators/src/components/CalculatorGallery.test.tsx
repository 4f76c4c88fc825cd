import { describe, expect, it } from '@jest/globals';
import { apiQueryKey } from '@stairs/api-client';
import { API } from '@stairs/contracts';
import { galleryImage as image, renderPage, textOf } from '@stairs/site/testing';
import { GalleryPreviewGrid } from './CalculatorGallery';

const key = apiQueryKey(API.galleryImages);

describe('the calculators’ gallery preview', () => {
  it('shows up to six real images with their stored sizes as srcset', () => {
    const html = renderPage(<GalleryPreviewGrid />, {
      data: [[key, Array.from({ length: 8 }, (_, i) => image(i + 1))]],
    });
    expect(html.match(/<img/g)).toHaveLength(6);
    expect(html).toContain(
      'srcSet="/objects/gallery/p1.w400.webp 400w, /objects/gallery/p1.w800.webp 800w, /objects/gallery/p1.w1920.webp 1920w"',
    );
    expect(html).toMatch(/width="400" height="300"/);
  });

  it('says a failed call is a load error with a retry, never "no images"', () => {
    const text = textOf(renderPage(<GalleryPreviewGrid />, { errors: [[key, new Error('502')]] }));
    expect(text).toContain('Die Bilder konnten nicht geladen werden.');
    expect(text).toContain('Erneut versuchen');
    expect(text).not.toContain('Noch keine Galerie-Bilder verfügbar.');
  });

  it('shows the empty state only for an empty gallery', () => {
    const text = textOf(
      renderPage(<GalleryPreviewGrid />, { data: [[key, [image(1, { isActive: false })]]] }),
    );
    expect(text).toContain('Noch keine Galerie-Bilder verfügbar.');
  });
});
