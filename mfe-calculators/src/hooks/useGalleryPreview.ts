import { useQuery } from '@tanstack/react-query';
import { API, type GalleryImage } from '@stairs/contracts';
import { apiQueryOptions } from '@stairs/api-client';
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
 * "no images"; the calculator itself never depends on it. Enabled on the server render too: the page renderer
 * fetches it, so the pictures are in the page's HTML and its data.
 */
export function useGalleryPreview(): GalleryPreview {
  const query = useQuery({
    // The read of the API table: the gallery remote's pages share this one answer.
    ...apiQueryOptions(API.galleryImages),
    select: selectGalleryPreview,
  });
  const images = query.data ?? [];
  return {
    images,
    status: listStatus(query, images.length),
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
