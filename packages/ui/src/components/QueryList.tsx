import * as React from 'react';
import { cn } from '../lib/cn';
import { ListState, listStatus, type ListStateProps } from './ListState';
import { SkeletonList } from './SkeletonList';

// Apart from ListState: a page that only needs ListState does not ship these (a module is bundled whole).

/** A list's words for its states, kept with the screen's other texts. */
export type ListTexts = Pick<ListStateProps, 'loadingLabel' | 'errorMessage' | 'emptyText'>;

/** The parts of a list query (React Query) its states follow. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryListStateProps extends Pick<ListStateProps, 'skeleton' | 'emptyAction' | 'children'> {
  query: ListQuery;
  /** How many entries the loaded list shows (none: the empty state). */
  count: number;
  texts: ListTexts;
}

/** ListState of a list read by a query: its status follows the query, 'Erneut versuchen' reads it again. */
export function QueryListState({ query, count, texts, ...list }: QueryListStateProps) {
  return (
    <ListState
      status={listStatus(query, count)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      {...texts}
      {...list}
    />
  );
}

/** A query's list whose entries are its data, each in an item of a list element laid out by className. */
interface QueryEntriesProps<T extends { id: string | number }> {
  /** The list's query; its data are the entries in the order shown. */
  query: ListQuery & { data: readonly T[] | undefined };
  texts: ListTexts;
}

function QueryEntries<T extends { id: string | number }>({
  query,
  texts,
  skeleton,
  className,
  entryClassName,
  children,
}: QueryEntriesProps<T> & {
  skeleton: React.ReactNode;
  className: string;
  entryClassName: string;
  children: (entry: T, index: number) => React.ReactNode;
}) {
  const entries = query.data ?? [];
  return (
    <QueryListState query={query} count={entries.length} texts={texts} skeleton={skeleton}>
      <ul className={className}>
        {entries.map((entry, index) => (
          <li key={entry.id} className={entryClassName}>
            {children(entry, index)}
          </li>
        ))}
      </ul>
    </QueryListState>
  );
}

export interface EntryListProps<T extends { id: string | number }> extends QueryEntriesProps<T> {
  /** A placeholder row while loading, about an entry's height. */
  skeletonClassName?: string;
  /** An entry's padding. */
  entryClassName?: string;
  /** What an entry shows: typically its picture, its text and its buttons, side by side from a tablet's width. */
  children: (entry: T) => React.ReactNode;
}

/** An admin list of entries, one bordered row each, with the four states of a query's list. */
export function EntryList<T extends { id: string | number }>({
  skeletonClassName = 'h-20 w-full',
  entryClassName = 'p-3',
  ...list
}: EntryListProps<T>) {
  return (
    <QueryEntries
      {...list}
      skeleton={<SkeletonList count={4} className="grid gap-3" itemClassName={skeletonClassName} />}
      className="grid gap-3"
      entryClassName={cn('flex flex-col gap-3 rounded-lg border sm:flex-row sm:items-center', entryClassName)}
    />
  );
}

export interface EntryGridProps<T extends { id: string | number }> extends QueryEntriesProps<T> {
  /** One placeholder card, and how many stand in the grid while loading. */
  skeleton: React.ReactNode;
  skeletonCount: number;
  /** The grid: its columns and gaps, the same for the placeholders and the entries. */
  className: string;
  /** An entry's card; the index tells the first (e.g. its image loads first). */
  children: (entry: T, index: number) => React.ReactNode;
}

/** A grid of cards, one per entry of a query's list, with the four states of the list. */
export function EntryGrid<T extends { id: string | number }>({
  skeleton,
  skeletonCount,
  className,
  ...list
}: EntryGridProps<T>) {
  return (
    <QueryEntries
      {...list}
      skeleton={<SkeletonList count={skeletonCount} className={className} item={skeleton} />}
      className={className}
      entryClassName="flex"
    />
  );
}
