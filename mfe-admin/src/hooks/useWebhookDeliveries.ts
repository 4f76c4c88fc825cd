import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@stairs/contracts';
import { showCallFailure } from '@stairs/site';
import { useAdminCall } from '@stairs/site/admin';
import { toast } from '@stairs/ui';
import { ERP_SYNC_TEXTS } from '../lib/erp-sync';
import { WEBHOOK_DELIVERIES_QUERY_KEY, WEBHOOK_ENDPOINTS_QUERY_KEY } from '../lib/query-keys';
import { useAdminListPages } from './useAdminListPages';
import { useLogQueryError } from './useLogQueryError';

/** The webhook deliveries, newest first, and 'erneut senden' (the same webhook-id). */
export function useWebhookDeliveries() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  const { query, list, paging } = useAdminListPages(ADMIN_API.webhookDeliveries);
  useLogQueryError(ERP_SYNC_TEXTS.deliveriesTitle, query.error, query.errorUpdatedAt);

  const resendMutation = useMutation({
    mutationFn: (id: string) => call(ADMIN_API.resendWebhookDelivery, { params: { id } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: WEBHOOK_DELIVERIES_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_QUERY_KEY });
    },
  });
  const resend = async (id: string): Promise<void> => {
    try {
      const delivery = await resendMutation.mutateAsync(id);
      toast({ title: ERP_SYNC_TEXTS.resent, description: delivery.webhookId, variant: 'success' });
    } catch (error) {
      showCallFailure(error, ERP_SYNC_TEXTS.resendFailed);
    }
  };
  const resendingId = resendMutation.isPending ? resendMutation.variables : null;
  return { list, paging, resend, resendingId };
}
