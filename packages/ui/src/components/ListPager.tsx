import * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './Button';
import { Spinner } from './Spinner';

export const LIST_PAGER_TEXTS = {
  loadMore: 'Mehr laden',
  loading: 'Wird geladen...',
  loadingLabel: 'Weitere Einträge werden geladen...',
  loadFailed: 'Weitere Einträge konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  shown: (shown: number, total: number) => `${shown} von ${total} angezeigt`,
} as const;

/** The parts of a paged list query (React Query's useInfiniteQuery) the pager follows. */
export interface PagedListQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface ListPagerProps {
  query: PagedListQuery;
  /** How many entries are shown, and how many the whole list has. */
  shown: number;
  total: number;
  className?: string;
}

/**
 * The end of a list read a page at a time: how many of how many are shown (announced politely when it changes)
 * and 'Mehr laden' while there is more. A failed page keeps the list and says so, and the button tries again. When
 * the last page arrives the button goes, so focus moves to the count instead of falling back to the page.
 */
export function ListPager({ query, shown, total, className }: ListPagerProps) {
  const statusRef = React.useRef<HTMLParagraphElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const buttonHadFocus = React.useRef(false);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;

  React.useEffect(() => {
    if (!hasNextPage && buttonHadFocus.current) statusRef.current?.focus();
    buttonHadFocus.current = false;
  }, [hasNextPage]);

  return (
    <div className={cn('flex flex-col items-center gap-3 pt-2', className)}>
      <p
        ref={statusRef}
        tabIndex={-1}
        aria-live="polite"
        className="text-sm text-muted-foreground outline-none"
      >
        {LIST_PAGER_TEXTS.shown(shown, total)}
      </p>
      {isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          {LIST_PAGER_TEXTS.loadFailed}
        </p>
      ) : null}
      {hasNextPage ? (
        <Button
          ref={buttonRef}
          variant="outline"
          onClick={() => {
            if (isFetchingNextPage) return;
            buttonHadFocus.current = document.activeElement === buttonRef.current;
            void query.fetchNextPage();
          }}
          // Not `disabled`: a disabled button loses the focus, and the keyboard user would start over at the top.
          aria-disabled={isFetchingNextPage}
          aria-busy={isFetchingNextPage}
        >
          {isFetchingNextPage ? (
            <>
              <Spinner size="sm" className="text-current" label={LIST_PAGER_TEXTS.loadingLabel} />
              {LIST_PAGER_TEXTS.loading}
            </>
          ) : isFetchNextPageError ? (
            LIST_PAGER_TEXTS.retry
          ) : (
            LIST_PAGER_TEXTS.loadMore
          )}
        </Button>
      ) : null}
    </div>
  );
}
