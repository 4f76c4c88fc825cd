/**
 * The admin lists that grow with the site's visitors (contact messages, phone leads, quote requests) are read one
 * page at a time, newest first, each page starting where the previous one ended (keyset paging; docs/decisions.md
 * "Admin lists"). The other admin lists are bounded by what the operator creates.
 */
export const ADMIN_LIST_LIMITS = {
  /** What the admin screens ask for: a screenful or two, well under the largest page. */
  pageSize: 50,
  /** The largest page a caller may ask for. */
  maxPageSize: 100,
  /** A cursor is the server's own short token; anything longer is not one. */
  cursorMaxLength: 120,
} as const;

/** Query of a paged admin list (both optional: the first page, ADMIN_LIST_LIMITS.pageSize entries). */
export interface AdminListQuery {
  limit?: number;
  /** Where the page starts: a previous page's `nextCursor`, as the server gave it. */
  cursor?: string;
}

/** One page of a paged admin list. */
export interface AdminListPage<T> {
  /** The entries, newest first. */
  items: T[];
  /** The next page's `cursor`, or null when this page is the last. */
  nextCursor: string | null;
  /** How many entries the whole list has (not only the pages read so far). */
  total: number;
}

export const ADMIN_LIST_MESSAGES = {
  limitInvalid: `Die Seitengröße muss eine ganze Zahl von 1 bis ${ADMIN_LIST_LIMITS.maxPageSize} sein.`,
  cursorInvalid: 'Die Seitenangabe (cursor) ist ungültig. Bitte laden Sie die Liste neu.',
} as const;
