import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  LEAD_NAMES,
  QUOTE_REQUEST_STATUS_LABELS,
  type QuoteRequestStatus,
  ADMIN_API,
} from '@stairs/contracts';
import { showCallFailure } from '@stairs/site';
import { useAdminCall } from '@stairs/site/admin';
import { toast } from '@stairs/ui';
import { QUOTE_REQUESTS_QUERY_KEY } from '../lib/query-keys';
import { useAdminListPages } from './useAdminListPages';
import { useConfirmedDelete } from './useConfirmedDelete';
import { useLogQueryError } from './useLogQueryError';

export const QUOTE_REQUEST_TEXTS = {
  statusUpdated: 'Status aktualisiert',
  statusUpdateFailed: 'Status konnte nicht aktualisiert werden.',
  deleted: `${LEAD_NAMES.quoteRequest.one} gelöscht`,
  deleteFailed: `${LEAD_NAMES.quoteRequest.one} konnte nicht gelöscht werden.`,
} as const;

export function useQuoteRequests() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: QUOTE_REQUESTS_QUERY_KEY });

  const { query, list, paging } = useAdminListPages(ADMIN_API.quoteRequests);
  useLogQueryError(LEAD_NAMES.quoteRequest.many, query.error, query.errorUpdatedAt);

  const statusMutation = useMutation({
    mutationFn: ({ id, status }: { id: string; status: QuoteRequestStatus }) =>
      call(ADMIN_API.updateQuoteRequestStatus, { params: { id }, body: { status } }),
    // docs/product.md §4: after a status change the list reloads (also after a failure, to show the true state).
    onSettled: reload,
  });

  const deleteRequest = useConfirmedDelete({
    remove: (id: string) => call(ADMIN_API.deleteQuoteRequest, { params: { id } }),
    listKey: QUOTE_REQUESTS_QUERY_KEY,
    deleted: () => ({ title: QUOTE_REQUEST_TEXTS.deleted }),
    deleteFailed: QUOTE_REQUEST_TEXTS.deleteFailed,
  });

  const updateStatus = async (id: string, status: QuoteRequestStatus): Promise<void> => {
    try {
      await statusMutation.mutateAsync({ id, status });
      toast({
        title: QUOTE_REQUEST_TEXTS.statusUpdated,
        description: `Neuer Status: ${QUOTE_REQUEST_STATUS_LABELS[status]}`,
        variant: 'success',
      });
    } catch (error) {
      console.error('Status konnte nicht aktualisiert werden', error);
      showCallFailure(error, QUOTE_REQUEST_TEXTS.statusUpdateFailed);
    }
  };

  /** Id of the request whose status is being saved (its select is disabled meanwhile). */
  const updatingId = statusMutation.isPending ? statusMutation.variables.id : null;

  return { list, paging, updateStatus, deleteRequest, updatingId };
}
