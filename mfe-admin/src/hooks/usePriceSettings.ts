import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, type PriceSettings } from '@stairs/contracts';
import { adminQueryOptions, useAdminCall } from '@stairs/site/admin';
import { PRICE_SETTINGS_QUERY_KEY } from '../lib/query-keys';

/**
 * The one price settings resource of the server (docs/decisions.md: /admin, /simple-admin and the price page
 * read and write the same settings).
 */
export function usePriceSettings() {
  const call = useAdminCall();
  const queryClient = useQueryClient();

  const query = useQuery(adminQueryOptions(ADMIN_API.priceSettings));

  const save = useMutation({
    mutationFn: (settings: PriceSettings) => call(ADMIN_API.savePriceSettings, { body: settings }),
    onSuccess: async (saved) => {
      // The API answers the settings it saved.
      queryClient.setQueryData(PRICE_SETTINGS_QUERY_KEY, saved);
      // Re-read what the server stored (it may round), which also resets every open price form.
      await queryClient.invalidateQueries({ queryKey: PRICE_SETTINGS_QUERY_KEY });
    },
  });

  return { query, save };
}
