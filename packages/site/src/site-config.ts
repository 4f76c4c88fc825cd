import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@stairs/api-client';
import { API } from '@stairs/contracts';

/** Query key (= URL) of the site configuration: company details, links, ad account ids. */
const SITE_CONFIG = apiQueryOptions(API.siteConfig);
export const SITE_CONFIG_QUERY_KEY = SITE_CONFIG.queryKey;

/**
 * Company details and outbound links (docs/decisions.md): read once per page from the server,
 * never written as literals. While it loads, callers show a skeleton or a neutral text.
 */
export function useSiteConfig() {
  return useQuery({
    ...SITE_CONFIG,
    staleTime: Infinity,
  });
}
