import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@stairs/contracts';
import { adminQueryOptions, showCallFailure, useAdminCall } from '@stairs/site';
import { toast } from '@stairs/ui';
import { CONTACT_MESSAGE_TEXTS } from '../lib/contact-messages';
import { CONTACT_MESSAGES_QUERY_KEY } from '../lib/query-keys';
import { useLogQueryError } from './useLogQueryError';

/** The contact form's messages (stored and e-mailed; here for the operator whose mail filter ate one). */
export function useContactMessages() {
  const call = useAdminCall();
  const queryClient = useQueryClient();

  const query = useQuery(adminQueryOptions(API.contactMessages));
  useLogQueryError(CONTACT_MESSAGE_TEXTS.title, query.error, query.errorUpdatedAt);

  const remove = useMutation({
    mutationFn: (id: string) => call(API.deleteContactMessage, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_QUERY_KEY }),
  });

  /** Deletes after the operator confirmed; reports the outcome as a toast. */
  const deleteMessage = async (id: string): Promise<void> => {
    try {
      await remove.mutateAsync(id);
      toast({ title: CONTACT_MESSAGE_TEXTS.deleted, variant: 'success' });
    } catch (error) {
      console.error(CONTACT_MESSAGE_TEXTS.deleteFailed, error);
      showCallFailure(error, CONTACT_MESSAGE_TEXTS.deleteFailed);
    }
  };

  return { query, deleteMessage };
}
