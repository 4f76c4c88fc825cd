import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@stairs/api-client';
import { type GalleryImage } from '@stairs/contracts';

/** Query key of GET /api/gallery-images; the page, the strip and the home slider share one request. */
export const GALLERY_IMAGES_QUERY_KEY = ['/api/gallery-images'] as const;

/** All gallery images as the server lists them; callers pick what they show (see lib/gallery.ts). */
export function useGalleryImages() {
  return useQuery({
    queryKey: GALLERY_IMAGES_QUERY_KEY,
    queryFn: () => apiRequest<GalleryImage[]>('GET', '/api/gallery-images'),
    // A non-array answer would be a server bug; treat it as "nothing to show" rather than crash the page.
    select: (data: GalleryImage[]) => (Array.isArray(data) ? data : []),
  });
}
