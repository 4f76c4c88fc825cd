import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@stairs/api-client';
import { type HomepageImage } from '../lib/types';

export const HOMEPAGE_IMAGES_QUERY_KEY = ['/api/homepage-images'] as const;
/** Homepage images are cached 5 minutes (docs/product.md §7). */
export const HOMEPAGE_IMAGES_STALE_TIME = 5 * 60 * 1000;

export function useHomepageImages() {
  return useQuery({
    queryKey: HOMEPAGE_IMAGES_QUERY_KEY,
    queryFn: () => apiRequest<HomepageImage[]>('GET', '/api/homepage-images'),
    staleTime: HOMEPAGE_IMAGES_STALE_TIME,
    select: (data: HomepageImage[]) => (Array.isArray(data) ? data : []),
  });
}
