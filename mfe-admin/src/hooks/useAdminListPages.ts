import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiPagesQueryKey } from '@stairs/api-client';
import { ADMIN_LIST_LIMITS, type AdminListPage, type AdminListQuery, type Endpoint } from '@stairs/contracts';
import { useAdminCall } from '@stairs/site/admin';
import { type AdminListPaging, type AdminListQuery as AdminListRead } from '../components/AdminListSection';

/** An admin list the server pages (contact messages, phone leads, quote requests, customers). */
export type PagedAdminList<T, Q extends AdminListQuery = AdminListQuery> = Endpoint<
  AdminListPage<T>,
  never,
  never,
  Q
>;

/**
 * Reads a paged admin list: the first page, then one more per 'Mehr laden' (the previous page's cursor). Its key
 * starts with the list's URL, so a delete that invalidates the list reads the loaded pages again, and the admin
 * session's login and logout reach it like every admin read.
 */
export function useAdminListPages<T, Q extends AdminListQuery = AdminListQuery>(
  endpoint: PagedAdminList<T, Q>,
  /** The list's own filters (a search), part of the key: another filter is another list. */
  filter?: Omit<Q, keyof AdminListQuery>,
) {
  const call = useAdminCall();
  const limit = ADMIN_LIST_LIMITS.pageSize;
  const query = useInfiniteQuery({
    queryKey: apiPagesQueryKey(endpoint, { ...filter, limit } as Omit<Q, 'page'>),
    queryFn: ({ pageParam }) =>
      call(endpoint as PagedAdminList<T>, { query: { ...filter, limit, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  /** The loaded pages as one list for AdminListSection ('Aktualisieren' reads them all again). */
  const list: AdminListRead<T> = {
    data: items,
    isPending: query.isPending,
    // A failed further page keeps the list; the pager says so.
    isError: query.isError,
    isFetching: query.isFetching && !query.isFetchingNextPage,
    refetch: query.refetch,
  };
  const paging: AdminListPaging = {
    query,
    // The newest page's count: it was read last, so it is the truest.
    total: query.data?.pages.at(-1)?.total,
  };
  return { query, list, paging };
}
