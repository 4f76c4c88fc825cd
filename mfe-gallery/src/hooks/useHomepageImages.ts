import { useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '@stairs/api-client';
import { API } from '@stairs/contracts';
import { type HomepageImage } from '../lib/types';

export const HOMEPAGE_IMAGES_QUERY_KEY = apiQueryKey(API.homepageImages);
/** Homepage images are cached 5 minutes (docs/product.md §7). */
export const HOMEPAGE_IMAGES_STALE_TIME = 5 * 60 * 1000;

export function useHomepageImages() {
  return useQuery({
    queryKey: HOMEPAGE_IMAGES_QUERY_KEY,
    queryFn: () => apiCall(API.homepageImages),
    staleTime: HOMEPAGE_IMAGES_STALE_TIME,
    select: (data: HomepageImage[]) => (Array.isArray(data) ? data : []),
  });
}
