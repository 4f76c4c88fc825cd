import { useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '@stairs/api-client';
import { API, type GalleryImage } from '@stairs/contracts';

/** All gallery images as the server lists them; callers pick what they show (see lib/gallery.ts). */
export function useGalleryImages() {
  return useQuery({
    // The same key as the calculators' preview: the page, the strip, the slider and the preview share one answer.
    queryKey: apiQueryKey(API.galleryImages),
    queryFn: () => apiCall(API.galleryImages),
    // A non-array answer would be a server bug; treat it as "nothing to show" rather than crash the page.
    select: (data: GalleryImage[]) => (Array.isArray(data) ? data : []),
  });
}
