import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@stairs/api-client';
import { API } from '@stairs/contracts';
import { type HomepageImage } from '../lib/types';

const HOMEPAGE_IMAGES = apiQueryOptions(API.homepageImages);
export const HOMEPAGE_IMAGES_QUERY_KEY = HOMEPAGE_IMAGES.queryKey;
/** Homepage images are cached 5 minutes (docs/product.md §7). */
export const HOMEPAGE_IMAGES_STALE_TIME = 5 * 60 * 1000;

export function useHomepageImages() {
  return useQuery({
    ...HOMEPAGE_IMAGES,
    staleTime: HOMEPAGE_IMAGES_STALE_TIME,
    select: (data: HomepageImage[]) => (Array.isArray(data) ? data : []),
  });
}
