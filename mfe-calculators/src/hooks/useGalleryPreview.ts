import { useQuery } from '@tanstack/react-query';
import { API, type GalleryImage } from '@stairs/contracts';
import { apiCall, apiQueryKey } from '@stairs/api-client';
import { listStatus, type ListStatus } from '@stairs/ui';
import { selectGalleryPreview } from '../lib/gallery';

export interface GalleryPreview {
  images: GalleryImage[];
  status: ListStatus;
  retry: () => void;
  retrying: boolean;
}

/**
 * Up to six active gallery images for the calculator pages. A failed call is a load error with a retry, never
 * "no images"; the calculator itself never depends on it.
 */
export function useGalleryPreview(enabled = true): GalleryPreview {
  const query = useQuery({
    // The key of the API table: the gallery remote's pages share this one answer.
    queryKey: apiQueryKey(API.galleryImages),
    queryFn: () => apiCall(API.galleryImages),
    select: selectGalleryPreview,
    enabled,
  });
  const images = query.data ?? [];
  return {
    images,
    status: listStatus({ isPending: enabled && query.isPending, isError: query.isError }, images.length),
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
