import { apiUrl } from '@stairs/api-client';
import { useQuery } from '@tanstack/react-query';
import { API, type ConversionStats } from '@stairs/contracts';
import { useAdminRequest } from '@stairs/site';
import { CONVERSION_STATS_QUERY_KEY, CONVERSION_STATS_REFETCH_INTERVAL } from '../lib/query-keys';
import { useLogQueryError } from './useLogQueryError';

/** Today's conversion counts (Europe/Vienna), polled every 30 s while shown (docs/product.md §7, §9). */
export function useConversionStats() {
  const request = useAdminRequest();
  const query = useQuery({
    queryKey: CONVERSION_STATS_QUERY_KEY,
    queryFn: () => request<ConversionStats>(API.conversionStats.method, apiUrl(API.conversionStats)),
    refetchInterval: CONVERSION_STATS_REFETCH_INTERVAL,
  });
  useLogQueryError('Conversion-Statistik', query.error, query.errorUpdatedAt);
  return query;
}
