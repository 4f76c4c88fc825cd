import { apiUrl } from '@stairs/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type PhoneLead } from '@stairs/contracts';
import { showCallFailure, useAdminRequest } from '@stairs/site';
import { toast } from '@stairs/ui';
import { PHONE_LEADS_QUERY_KEY } from '../lib/query-keys';
import { useLogQueryError } from './useLogQueryError';

export const PHONE_LEAD_TEXTS = {
  deleted: 'Lead gelöscht',
  deleteFailed: 'Der Lead konnte nicht gelöscht werden.',
} as const;

export function usePhoneLeads() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: PHONE_LEADS_QUERY_KEY,
    queryFn: () => request<PhoneLead[]>(API.phoneLeads.method, apiUrl(API.phoneLeads)),
  });
  useLogQueryError('Telefon-Leads', query.error, query.errorUpdatedAt);

  const remove = useMutation({
    mutationFn: (id: string) =>
      request<unknown>(API.deletePhoneLead.method, apiUrl(API.deletePhoneLead, { params: { id } })),
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
