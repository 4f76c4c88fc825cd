import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { showCallFailure } from '@stairs/site';
import { toast } from '@stairs/ui';

export interface ConfirmedDeleteOptions<K> {
  /** The API call that deletes one entry. */
  remove: (key: K) => Promise<unknown>;
  /** The list that shows the entries: read again after every try, so it shows what the server holds. */
  listKey: QueryKey;
  /** The success toast (docs/product.md §8). */
  deleted: (key: K) => { title: string; description?: string };
  /** The screen's text for a failure without a server reason. */
  deleteFailed: string;
}

/**
 * The delete of an admin list's entry after the operator confirmed it (leads, contact messages, quote requests,
 * documents): the call, the list read again, the success toast or the failure with the server's reason.
 */
export function useConfirmedDelete<K>({ remove, listKey, deleted, deleteFailed }: ConfirmedDeleteOptions<K>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: remove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  return async (key: K): Promise<void> => {
    try {
      await mutation.mutateAsync(key);
      toast({ ...deleted(key), variant: 'success' });
    } catch (error) {
      console.error(deleteFailed, error);
      showCallFailure(error, deleteFailed);
    }
  };
}
