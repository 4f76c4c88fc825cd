import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PriceSettings } from '@stairs/contracts';
import { useAdminRequest } from '@stairs/site';
import { PRICE_SETTINGS_QUERY_KEY } from '../lib/query-keys';

const PRICING_URL = '/api/admin/pricing';

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
    queryFn: () => request<PriceSettings>('GET', PRICING_URL),
  });

  const save = useMutation({
    mutationFn: (settings: PriceSettings) => request<unknown>('POST', PRICING_URL, settings),
    onSuccess: async (answer, sent) => {
      queryClient.setQueryData(PRICE_SETTINGS_QUERY_KEY, isPriceSettings(answer) ? answer : sent);
      // Re-read what the server stored (it may round), which also resets every open price form.
      await queryClient.invalidateQueries({ queryKey: PRICE_SETTINGS_QUERY_KEY });
    },
  });

  return { query, save };
}
