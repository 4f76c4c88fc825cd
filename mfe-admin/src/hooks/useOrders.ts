import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_NAMES, type OrderStatus, ADMIN_API } from '@stairs/contracts';
import { showCallFailure } from '@stairs/site';
import { useAdminCall } from '@stairs/site/admin';
import { toast } from '@stairs/ui';
import { ORDER_LIST_TEXTS, orderStatusLabel } from '../lib/orders';
import { ORDERS_QUERY_KEY } from '../lib/query-keys';
import { useAdminListPages } from './useAdminListPages';
import { useLogQueryError } from './useLogQueryError';

type OrderChange =
  | { kind: 'status'; id: string; status: OrderStatus; reason?: string }
  | { kind: 'visit'; id: string; window: number }
  | { kind: 'cancelVisit'; id: string };

/** The 'Aufträge' list and the operator's changes: each reloads the list (also after a failure: the true state). */
export function useOrders() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  const { query, list, paging } = useAdminListPages(ADMIN_API.orders);
  useLogQueryError(ORDER_NAMES.many, query.error, query.errorUpdatedAt);

  const mutation = useMutation({
    mutationFn: (change: OrderChange) => {
      const params = { id: change.id };
      if (change.kind === 'status')
        return call(ADMIN_API.updateOrderStatus, {
          params,
          body: { status: change.status, ...(change.reason ? { reason: change.reason } : {}) },
        });
      if (change.kind === 'visit')
        return call(ADMIN_API.confirmOrderVisit, { params, body: { window: change.window } });
      return call(ADMIN_API.cancelOrderVisit, { params });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });

  const change = async (next: OrderChange): Promise<boolean> => {
    try {
      const order = await mutation.mutateAsync(next);
      const description =
        next.kind === 'visit'
          ? ORDER_LIST_TEXTS.visitConfirmed
          : next.kind === 'cancelVisit'
            ? ORDER_LIST_TEXTS.visitCancelled
            : `Neuer Status: ${orderStatusLabel(order.status)}`;
      toast({ title: ORDER_LIST_TEXTS.saved, description, variant: 'success' });
      return true;
    } catch (error) {
      console.error('Auftrag konnte nicht geändert werden', error);
      showCallFailure(error, ORDER_LIST_TEXTS.failed);
      return false;
    }
  };

  /** The order being changed (its buttons are disabled meanwhile). */
  const changingId = mutation.isPending ? mutation.variables.id : null;
  return { list, paging, change, changingId };
}
