import { type ReactNode, useId } from 'react';
import { Badge, Button, cn, ListPager, LoadError, type PagedListQuery, Spinner } from '@stairs/ui';
import { TableSkeleton } from './TableSkeleton';

/** One column of an admin table: its heading and the cell of an entry. */
export interface AdminListColumn<T> {
  label: string;
  cell: (item: T) => ReactNode;
  /** Numbers and actions sit at the right edge of a wide table. */
  align?: 'right';
  /** Dates and sizes stay on one line. */
  nowrap?: boolean;
}

/** The parts of a React Query list query the section reads. */
export interface AdminListQuery<T> {
  /** The entries as loaded; undefined until the first answer. */
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A list the server pages: 'Mehr laden' under it, and the whole list's count beside its heading. */
export interface AdminListPaging {
  query: PagedListQuery;
  /** How many entries the whole list has; undefined until the first page. */
  total: number | undefined;
}

/** A list shows its entries as table rows (short fields) or as cards (long texts such as a message). */
export type AdminListLayout<T> =
  | {
      columns: readonly AdminListColumn<T>[];
      rowKey: (item: T) => string;
    }
  | {
      /** One card (`<li>` with its key) per entry. */
      renderCard: (item: T) => ReactNode;
    };

/** A list's words: its heading, its load error and its empty text. */
export interface AdminListTexts {
  title: ReactNode;
  loadFailed: string;
  empty: string;
}

export type AdminListSectionProps<T> = {
  texts: AdminListTexts;
  query: AdminListQuery<T>;
  /** For a list the server pages. */
  paging?: AdminListPaging;
  /** More buttons beside 'Aktualisieren' (a CSV export). */
  actions?: ReactNode;
} & AdminListLayout<T>;

/**
 * One admin list (leads, quote requests, documents, contact messages): heading with the count and 'Aktualisieren', then the
 * skeleton, the load error (never an empty list that would wrongly say there is nothing), the empty text or
 * the table; a paged list ends with how many of how many are shown and 'Mehr laden'.
 */
export function AdminListSection<T>(props: AdminListSectionProps<T>) {
  const { texts, query, paging } = props;
  // In the server's order (newest first): it pages by it.
  const items = query.data;
  const count = paging?.total ?? items?.length;
  const headingId = useId();
  return (
    <section className="space-y-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          {texts.title}
          {count !== undefined ? <Badge variant="secondary">{count}</Badge> : null}
        </h2>
        <div className="flex flex-wrap gap-2">
          {props.actions}
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching && !query.isPending ? <Spinner size="sm" className="text-current" /> : null}
            Aktualisieren
          </Button>
        </div>
      </div>

      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError && !items ? (
        <LoadError
          message={texts.loadFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items && items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.empty}</p>
      ) : 'renderCard' in props ? (
        <ul className="grid gap-3">{items?.map((item) => props.renderCard(item))}</ul>
      ) : (
        <AdminTable columns={props.columns} rowKey={props.rowKey} items={items ?? []} />
      )}

      {paging && items && items.length > 0 ? (
        <ListPager
          query={paging.query}
          shown={items.length}
          total={Math.max(paging.total ?? 0, items.length)}
        />
      ) : null}
    </section>
  );
}

/**
 * A table from a tablet's width up; below it each row is a card of labelled lines, so a phone needs no sideways
 * swipe to reach a row's status or buttons. The explicit roles keep the table's semantics for screen readers when
 * the rows are laid out as cards (CSS display would otherwise drop them).
 */
function AdminTable<T>({
  columns,
  rowKey,
  items,
}: {
  columns: readonly AdminListColumn<T>[];
  rowKey: (item: T) => string;
  items: readonly T[];
}) {
  return (
    <div className="md:overflow-x-auto md:rounded-md md:border">
      <table role="table" className="w-full text-sm">
        <thead role="rowgroup" className="bg-muted/50 text-left max-md:hidden">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.label}
                role="columnheader"
                scope="col"
                className={cn('px-3 py-2 font-medium', column.align === 'right' && 'text-right')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-md:grid max-md:gap-3">
          {items.map((item) => (
            <tr
              key={rowKey(item)}
              role="row"
              className="align-top md:border-t max-md:grid max-md:gap-2 max-md:rounded-md max-md:border max-md:p-3"
            >
              {columns.map((column) => (
                <td
                  key={column.label}
                  role="cell"
                  className={cn(
                    'break-words md:px-3 md:py-2 max-md:grid max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:items-baseline max-md:gap-2',
                    column.align === 'right' && 'md:text-right',
                    column.nowrap && 'md:whitespace-nowrap',
                  )}
                >
                  {/* The heading of the column, shown beside the value where the rows are cards. */}
                  <span className="text-xs font-medium text-muted-foreground md:hidden">{column.label}</span>
                  <div>{column.cell(item)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
