import { useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@stairs/contracts';
import { adminQueryOptions } from '@stairs/site/admin';
import { CONVERSION_STATS_REFETCH_INTERVAL } from '../lib/query-keys';
import { useLogQueryError } from './useLogQueryError';

/** Today's conversion counts (Europe/Vienna), polled every 30 s while shown (docs/product.md §7, §9). */
export function useConversionStats() {
  const query = useQuery({
    ...adminQueryOptions(ADMIN_API.conversionStats),
    refetchInterval: CONVERSION_STATS_REFETCH_INTERVAL,
  });
  useLogQueryError('Conversion-Statistik', query.error, query.errorUpdatedAt);
  return query;
}
