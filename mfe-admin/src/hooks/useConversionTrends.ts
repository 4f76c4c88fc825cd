import { useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@stairs/contracts';
import { adminQueryOptions } from '@stairs/site/admin';
import { CONVERSION_STATS_REFETCH_INTERVAL } from '../lib/query-keys';
import { useLogQueryError } from './useLogQueryError';

/** Conversions per Vienna day over 30 days, polled with today's counts so today's point matches the cards. */
export function useConversionTrends() {
  const query = useQuery({
    ...adminQueryOptions(ADMIN_API.conversionTrends),
    refetchInterval: CONVERSION_STATS_REFETCH_INTERVAL,
  });
  useLogQueryError('Conversion-Verlauf', query.error, query.errorUpdatedAt);
  return query;
}
