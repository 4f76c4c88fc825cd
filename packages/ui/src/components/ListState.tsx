import * as React from 'react';
import { cn } from '../lib/cn';
import { LoadError } from './LoadError';

/** The title and intro of a content page (gallery, references, blog). */
export function PageHeader({
  title,
  children,
  className,
}: {
  title: React.ReactNode;
  /** The intro paragraph. */
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <header className={cn('mb-8 max-w-3xl space-y-3', className)}>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      {children ? <p className="text-lg text-muted-foreground">{children}</p> : null}
    </header>
  );
}

export type ListStatus = 'loading' | 'error' | 'empty' | 'ready';

/** The status of a list read: loading, failed (never shown as "nothing there"), empty, or ready. */
export function listStatus(read: { isPending: boolean; isError: boolean }, count: number): ListStatus {
  if (read.isPending) return 'loading';
  if (read.isError) return 'error';
  return count === 0 ? 'empty' : 'ready';
}

export interface ListStateProps {
  status: ListStatus;
  /** Announced to screen readers while loading, e.g. 'Bilder werden geladen...'. */
  loadingLabel: string;
  /** The skeleton grid shown while loading. */
  skeleton: React.ReactNode;
  errorMessage: string;
  onRetry: () => void;
  retrying?: boolean;
  emptyText: string;
  /** A link or button under the empty text. */
  emptyAction?: React.ReactNode;
  /** The list itself, shown when ready. */
  children: React.ReactNode;
}

/**
 * The four states every list page has, once: a skeleton with a status for screen readers, the load error
 * with 'Erneut versuchen', the empty state, or the list.
 */
export function ListState({
  status,
  loadingLabel,
  skeleton,
  errorMessage,
  onRetry,
  retrying = false,
  emptyText,
  emptyAction,
  children,
}: ListStateProps) {
  if (status === 'loading') {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          {loadingLabel}
        </span>
        {skeleton}
      </div>
    );
  }
  if (status === 'error') return <LoadError message={errorMessage} onRetry={onRetry} retrying={retrying} />;
  if (status === 'empty') {
    return (
      <div className="rounded-lg border border-dashed p-10 text-center">
        <p className="text-lg font-medium">{emptyText}</p>
        {emptyAction}
      </div>
    );
  }
  return <>{children}</>;
}
