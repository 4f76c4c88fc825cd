import { useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '@stairs/api-client';
import { API, type SiteConfig } from '@stairs/contracts';

/** Query key (= URL) of the site configuration: company details, links, ad account ids. */
export const SITE_CONFIG_QUERY_KEY = apiQueryKey(API.siteConfig);

/**
 * Company details and outbound links (docs/decisions.md): read once per page from the server,
 * never written as literals. While it loads, callers show a skeleton or a neutral text.
 */
export function useSiteConfig() {
  return useQuery<SiteConfig>({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: () => apiCall(API.siteConfig),
    staleTime: Infinity,
  });
}
