import { useQuery } from '@tanstack/react-query';
import type { GalleryImage } from '@stairs/contracts';
import { getQueryFn } from '@stairs/api-client';
import { selectGalleryPreview } from '../lib/gallery';

/** The URL is the key (the shared query client's convention), so every gallery list shares one answer. */
export const GALLERY_IMAGES_QUERY_KEY = ['/api/gallery-images'] as const;

export interface GalleryPreview {
  images: GalleryImage[];
  isLoading: boolean;
}

/**
 * Up to six active gallery images for the calculator pages. A failed call (or an endpoint that does not exist
 * yet) shows the empty state, so the calculator never breaks because of its gallery.
 */
export function useGalleryPreview(enabled = true): GalleryPreview {
  const query = useQuery({
    queryKey: GALLERY_IMAGES_QUERY_KEY,
    queryFn: getQueryFn<GalleryImage[]>({ on401: 'throw' }),
    select: selectGalleryPreview,
    enabled,
  });
  return { images: query.data ?? [], isLoading: enabled && query.isPending };
}
