import { useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@stairs/contracts';
import { adminQueryOptions } from '@stairs/site/admin';
import { OPERATIONS_HEALTH_REFETCH_INTERVAL } from '../lib/query-keys';
import { useLogQueryError } from './useLogQueryError';

/** The parts' health and the outboxes' backlog, polled while the console is open. */
export function useOperationsHealth() {
  const query = useQuery({
    ...adminQueryOptions(ADMIN_API.operationsHealth),
    refetchInterval: OPERATIONS_HEALTH_REFETCH_INTERVAL,
  });
  useLogQueryError('Betriebszustand', query.error, query.errorUpdatedAt);
  return query;
}
