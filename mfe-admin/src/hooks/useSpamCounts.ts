import { useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@stairs/contracts';
import { adminQueryOptions } from '@stairs/site/admin';
import { OPERATIONS_HEALTH_REFETCH_INTERVAL } from '../lib/query-keys';
import { useLogQueryError } from './useLogQueryError';

/** Posts the spam defence caught in the last 30 days, refreshed with the console's health. */
export function useSpamCounts() {
  const query = useQuery({
    ...adminQueryOptions(ADMIN_API.spamCounts),
    refetchInterval: OPERATIONS_HEALTH_REFETCH_INTERVAL,
  });
  useLogQueryError('Spam-Abwehr', query.error, query.errorUpdatedAt);
  return query;
}
