import { PAGE_NAMES } from '@stairs/contracts';
import { useMemo } from 'react';
import { Button, ListState, listStatus, PageHeader, SkeletonLines, SkeletonList, Spinner } from '@stairs/ui';
import { PageHead } from '@stairs/site';
import { ArticleCard } from '../components/ArticleCard';
import { useBlogArticles } from '../hooks/useBlogArticles';
import { BLOG_PAGE_SIZE, mergeArticlePages } from '../lib/articles';

export const BLOG_EMPTY_TEXT = 'Noch keine Artikel verfügbar';
export const LOAD_MORE_LABEL = `Mehr Artikel anzeigen (${BLOG_PAGE_SIZE} weitere)`;

/** /blog — article cards, 6 per page, more on request (docs/product.md §2, §4, §9). */
export default function BlogListPage() {
  const query = useBlogArticles();
  const articles = useMemo(() => mergeArticlePages(query.data?.pages ?? []), [query.data]);

  return (
    <div className="container py-10 md:py-14">
      <PageHead
        title="Blog: Tipps rund um Treppen"
        description="Tipps, Ratgeber und Neuigkeiten rund um Treppen, Stufenverkleidung und Renovierung in Wien."
        path="/blog"
      />
      <PageHeader title={PAGE_NAMES.blog} className="mb-10">
        Tipps, Ratgeber und Neuigkeiten rund um Treppen, Stufenverkleidung und Renovierung in Wien.
      </PageHeader>

      <ListState
        // A failed first page leaves no data; a failed further page keeps the list and says so below it.
        status={listStatus(
          { isPending: query.isPending, isError: query.data === undefined },
          articles.length,
        )}
        loadingLabel="Artikel werden geladen..."
        skeleton={
          <SkeletonList
            count={BLOG_PAGE_SIZE}
            className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            item={<ArticleCardSkeleton />}
          />
        }
        errorMessage="Die Artikel konnten nicht geladen werden."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        emptyText={BLOG_EMPTY_TEXT}
      >
        <>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>

          {query.isFetchNextPageError && (
            <p role="alert" className="mt-8 text-center text-destructive">
              Weitere Artikel konnten nicht geladen werden.
            </p>
          )}
          {query.hasNextPage && (
            <div className="mt-10 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                onClick={() => void query.fetchNextPage()}
                // A tap before hydration is held by the page's boot script and replayed after.
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? (
                  <>
                    <Spinner size="sm" label="Weitere Artikel werden geladen..." />
                    Wird geladen...
                  </>
                ) : query.isFetchNextPageError ? (
                  'Erneut versuchen'
                ) : (
                  LOAD_MORE_LABEL
                )}
              </Button>
            </div>
          )}
        </>
      </ListState>
    </div>
  );
}

function ArticleCardSkeleton() {
  return (
    <SkeletonLines
      data-testid="blog-skeleton"
      className="space-y-4 rounded-lg border bg-card p-6 shadow-sm"
      lines={['h-4 w-1/2', 'h-6 w-5/6', 'h-4 w-full', 'h-4 w-full', 'h-4 w-2/3']}
    />
  );
}
