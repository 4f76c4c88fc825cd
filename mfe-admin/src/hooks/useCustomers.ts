import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CustomerListQuery,
  type CustomerSummary,
  type TouchpointKind,
  ADMIN_API,
} from '@stairs/contracts';
import { showCallFailure } from '@stairs/site';
import { adminQueryOptions, useAdminCall } from '@stairs/site/admin';
import { toast } from '@stairs/ui';
import { CUSTOMER_TEXTS as TEXTS } from '../lib/customers';
import { useAdminListPages } from './useAdminListPages';
import { useLogQueryError } from './useLogQueryError';

/** Every customer read (the lists, each search, each customer) starts with this path. */
const CUSTOMERS_PATH = ADMIN_API.customers.path;

/** The 'Kunden' list, newest step first, filtered by `search` when given. */
export function useCustomerList(search: string) {
  const filter = search.trim() ? { search: search.trim() } : {};
  const { query, list, paging } = useAdminListPages<CustomerSummary, CustomerListQuery>(
    ADMIN_API.customers,
    filter,
  );
  useLogQueryError(TEXTS.title, query.error, query.errorUpdatedAt);
  return { list, paging };
}

/** One customer's timeline and the operator's decisions about it. */
export function useCustomer(id: string) {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  const query = useQuery(adminQueryOptions(ADMIN_API.customer, { params: { id } }));
  useLogQueryError(TEXTS.title, query.error, query.errorUpdatedAt);
  // A merge, split or erasure changes the lists and both customers: every customer read is read again.
  const reload = () =>
    queryClient.invalidateQueries({
      predicate: (cached) => String(cached.queryKey[0]).startsWith(CUSTOMERS_PATH),
    });

  const change = useMutation({
    mutationFn: (
      action:
        | { kind: 'merge'; otherCustomerId: string }
        | { kind: 'split'; touchpoint: TouchpointKind; id: string },
    ) =>
      action.kind === 'merge'
        ? call(ADMIN_API.mergeCustomers, {
            params: { id },
            body: { otherCustomerId: action.otherCustomerId },
          })
        : call(ADMIN_API.splitCustomer, { params: { id }, body: { kind: action.touchpoint, id: action.id } }),
    onSettled: reload,
  });

  const merge = async (otherCustomerId: string): Promise<void> => {
    try {
      await change.mutateAsync({ kind: 'merge', otherCustomerId });
      toast({ title: TEXTS.mergeDone, variant: 'success' });
    } catch (error) {
      showCallFailure(error, TEXTS.mergeFailed);
    }
  };

  const split = async (touchpoint: TouchpointKind, touchpointId: string): Promise<void> => {
    try {
      await change.mutateAsync({ kind: 'split', touchpoint, id: touchpointId });
      toast({ title: TEXTS.splitDone, variant: 'success' });
    } catch (error) {
      showCallFailure(error, TEXTS.splitFailed);
    }
  };

  /** Erases every record of the customer; true when it is gone (the screen goes back to the list). */
  const erase = async (): Promise<boolean> => {
    try {
      const result = await call(ADMIN_API.eraseCustomerData, { params: { id } });
      toast({ title: TEXTS.erased, description: TEXTS.erasedDescription(result.erased), variant: 'success' });
      await reload();
      return true;
    } catch (error) {
      showCallFailure(error, TEXTS.eraseFailed);
      return false;
    }
  };

  return { query, merge, split, erase, changing: change.isPending };
}
