import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@stairs/contracts';
import { adminQueryOptions, showCallFailure, useAdminCall } from '@stairs/site';
import { toast } from '@stairs/ui';
import { PHONE_LEADS_QUERY_KEY } from '../lib/query-keys';
import { useLogQueryError } from './useLogQueryError';

export const PHONE_LEAD_TEXTS = {
  deleted: 'Lead gelöscht',
  deleteFailed: 'Der Lead konnte nicht gelöscht werden.',
} as const;

export function usePhoneLeads() {
  const call = useAdminCall();
  const queryClient = useQueryClient();

  const query = useQuery({
    ...adminQueryOptions(API.phoneLeads),
  });
  useLogQueryError('Telefon-Leads', query.error, query.errorUpdatedAt);

  const remove = useMutation({
    mutationFn: (id: string) => call(API.deletePhoneLead, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PHONE_LEADS_QUERY_KEY }),
  });

  /** Deletes after the user confirmed; reports the outcome as a toast. */
  const deleteLead = async (id: string): Promise<void> => {
    try {
      await remove.mutateAsync(id);
      toast({ title: PHONE_LEAD_TEXTS.deleted, variant: 'success' });
    } catch (error) {
      console.error('Lead konnte nicht gelöscht werden', error);
      showCallFailure(error, PHONE_LEAD_TEXTS.deleteFailed);
    }
  };

  return { query, deleteLead };
}
