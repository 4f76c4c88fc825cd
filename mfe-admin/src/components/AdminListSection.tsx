import { type ReactNode } from 'react';
import { Badge, Button, LoadError, Spinner } from '@stairs/ui';
import { TableSkeleton } from './TableSkeleton';

/** A column heading; numbers and actions are right-aligned. */
export type AdminListColumn = string | { label: string; align: 'right' };

/** The parts of a React Query list query the section reads. */
export interface AdminListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A list shows its entries as table rows (short fields) or as cards (long texts such as a message). */
export type AdminListLayout<T> =
  | {
      columns: readonly AdminListColumn[];
      /** One table row (`<tr>` with its key) per entry. */
      renderRow: (item: T) => ReactNode;
    }
  | {
      /** One card (`<li>` with its key) per entry. */
      renderCard: (item: T) => ReactNode;
    };

export type AdminListSectionProps<T> = {
  headingId: string;
  title: ReactNode;
  query: AdminListQuery;
  /** The loaded entries in display order; undefined until the first answer. */
  items: readonly T[] | undefined;
  loadErrorMessage: string;
  emptyMessage: string;
} & AdminListLayout<T>;

/**
 * One admin list (leads, quote requests, documents, contact messages): heading with the count and 'Aktualisieren', then the
 * skeleton, the load error (never an empty list that would wrongly say there is nothing), the empty text or
 * the table.
 */
export function AdminListSection<T>(props: AdminListSectionProps<T>) {
  const { headingId, title, query, items, loadErrorMessage, emptyMessage } = props;
  return (
    <section className="space-y-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          {title}
          {items ? <Badge variant="secondary">{items.length}</Badge> : null}
        </h2>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching && !query.isPending ? <Spinner size="sm" className="text-current" /> : null}
          Aktualisieren
        </Button>
      </div>

      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError && !items ? (
        <LoadError
          message={loadErrorMessage}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items && items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyMessage}</p>
      ) : 'renderCard' in props ? (
        <ul className="grid gap-3">{items?.map((item) => props.renderCard(item))}</ul>
      ) : (
        <AdminTable columns={props.columns}>{items?.map((item) => props.renderRow(item))}</AdminTable>
      )}
    </section>
  );
}

function AdminTable({ columns, children }: { columns: readonly AdminListColumn[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            {columns.map((column) => {
              const label = typeof column === 'string' ? column : column.label;
              const right = typeof column !== 'string' && column.align === 'right';
              return (
                <th
                  key={label}
                  scope="col"
                  className={right ? 'px-3 py-2 text-right font-medium' : 'px-3 py-2 font-medium'}
                >
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
