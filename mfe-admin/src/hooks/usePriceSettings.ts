import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '@stairs/api-client';
import { API, type PriceSettings } from '@stairs/contracts';
import { useAdminRequest } from '@stairs/site';
import { PRICE_SETTINGS_QUERY_KEY } from '../lib/query-keys';

function isPriceSettings(value: unknown): value is PriceSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { concrete, renovation } = value as Partial<PriceSettings>;
  return (
    typeof concrete === 'object' && concrete !== null && typeof renovation === 'object' && renovation !== null
  );
}

/**
 * The one price settings resource of the server (docs/decisions.md: /admin, /simple-admin and the price page
 * read and write the same settings).
 */
export function usePriceSettings() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: PRICE_SETTINGS_QUERY_KEY,
    queryFn: () => request<PriceSettings>(API.priceSettings.method, apiUrl(API.priceSettings)),
  });

  const save = useMutation({
    mutationFn: (settings: PriceSettings) =>
      request<unknown>(API.savePriceSettings.method, apiUrl(API.savePriceSettings), settings),
    onSuccess: async (answer, sent) => {
      queryClient.setQueryData(PRICE_SETTINGS_QUERY_KEY, isPriceSettings(answer) ? answer : sent);
      // Re-read what the server stored (it may round), which also resets every open price form.
      await queryClient.invalidateQueries({ queryKey: PRICE_SETTINGS_QUERY_KEY });
    },
  });

  return { query, save };
}
