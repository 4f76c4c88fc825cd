import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@stairs/api-client';
import { API, type GalleryImage } from '@stairs/contracts';

/** All gallery images as the server lists them; callers pick what they show (see lib/gallery.ts). */
export function useGalleryImages() {
  return useQuery({
    // The same read as the calculators' preview: the page, the strip, the slider and the preview share one answer.
    ...apiQueryOptions(API.galleryImages),
    // A non-array answer would be a server bug; treat it as "nothing to show" rather than crash the page.
    select: (data: GalleryImage[]) => (Array.isArray(data) ? data : []),
  });
}
