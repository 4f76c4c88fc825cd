import { useQuery } from '@tanstack/react-query';
import { API, type GalleryImage } from '@stairs/contracts';
import { apiCall, apiQueryKey } from '@stairs/api-client';
import { selectGalleryPreview } from '../lib/gallery';

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
    // The key of the API table: the gallery remote's pages share this one answer.
    queryKey: apiQueryKey(API.galleryImages),
    queryFn: () => apiCall(API.galleryImages),
    select: selectGalleryPreview,
    enabled,
  });
  return { images: query.data ?? [], isLoading: enabled && query.isPending };
}
