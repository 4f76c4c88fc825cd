import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
  ADMIN_API,
} from '@stairs/contracts';
import { adminQueryOptions, useAdminCall } from '@stairs/site/admin';
import { WEBHOOK_ENDPOINTS_QUERY_KEY } from '../lib/query-keys';
import { useLogQueryError } from './useLogQueryError';

/** The ERP sync's endpoints and what the operator does with them; every change reloads the list. */
export function useWebhookEndpoints() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_QUERY_KEY });
  const query = useQuery(adminQueryOptions(ADMIN_API.webhookEndpoints));
  useLogQueryError('ERP-Empfänger', query.error, query.errorUpdatedAt);

  const create = useMutation({
    mutationFn: (body: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> =>
      call(ADMIN_API.createWebhookEndpoint, { body }),
    onSettled: reload,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: WebhookEndpointUpdate }) =>
      call(ADMIN_API.updateWebhookEndpoint, { params: { id }, body }),
    onSettled: reload,
  });
  const rotate = useMutation({
    mutationFn: ({ id, keepOldHours }: { id: string; keepOldHours: number }) =>
      call(ADMIN_API.rotateWebhookSecret, { params: { id }, body: { keepOldHours } }),
    onSettled: reload,
  });
  return { query, create, update, rotate };
}
