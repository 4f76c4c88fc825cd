import {
  BLOG_EMAIL_FORM_TEXTS,
  BLOG_LIST_TEXTS,
  blogListPagePath,
  PAGE_NAMES,
  pagePath,
  PAGE_BOOT,
} from '@stairs/contracts';
import { Link, useLocation, useParams } from '@stairs/router';
import { useMemo, type MouseEvent } from 'react';
import { Button, ListState, listStatus, PageHeader, SkeletonLines, SkeletonList, Spinner } from '@stairs/ui';
import { FormRefusedPage, isPlainClick, PageHead, usePageStatus } from '@stairs/site';
import { ArticleCard } from '../components/ArticleCard';
import { BLOG_LINK } from '../components/BackToBlog';
import { useBlogArticles } from '../hooks/useBlogArticles';
import { BLOG_PAGE_SIZE, mergeArticlePages } from '../lib/articles';

export const BLOG_EMPTY_TEXT = 'Noch keine Artikel verfügbar';

/** A further page's number (2 and on, blogListPagePath); a number this long is no page of any blog. */
const FURTHER_PAGE = /^[2-9]$|^[1-9][0-9]{1,5}$/;

/**
 * /blog — article cards, 6 per page, more on request (docs/product.md §2, §4, §9). 'Mehr Artikel anzeigen' is a
 * link to the next page, this list from that page on (blogListPagePath: the page server renders it, so a visitor
 * without script gets there); alive, it loads that page into the list instead (PAGE_BOOT.enhancedLink: a tap
 * before then is held and replayed).
 */
export default function BlogListPage() {
  const { page } = useParams();
  if (page === undefined) return <BlogList firstPage={1} />;
  return FURTHER_PAGE.test(page) ? <BlogList firstPage={Number(page)} /> : <BlogPageNotFound />;
}

/** A further page that is not one (no number, or past the last article). */
function BlogPageNotFound() {
  usePageStatus(404);
  return (
    <FormRefusedPage
      status={404}
      message={BLOG_LIST_TEXTS.pageNotFound}
      path={useLocation().pathname}
      back={BLOG_LINK}
    />
  );
}

function BlogList({ firstPage }: { firstPage: number }) {
  const query = useBlogArticles(firstPage);
  const articles = useMemo(() => mergeArticlePages(query.data?.pages ?? []), [query.data]);
  const lastPage = query.data?.pages.at(-1);
  const total = lastPage?.total ?? null;
  const further = firstPage > 1;
  // Those on the pages before this one count as shown.
  const shown = articles.length + (firstPage - 1) * BLOG_PAGE_SIZE;
  const loadMoreLabel =
    total === null ? BLOG_LIST_TEXTS.loadMoreUncounted : BLOG_LIST_TEXTS.loadMore(total - shown);
  if (further && query.data && articles.length === 0) return <BlogPageNotFound />;
  const loadMore = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (!query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <div className="container py-10 md:py-14">
      <PageHead
        title={further ? BLOG_LIST_TEXTS.pageTitle(firstPage) : 'Blog: Tipps rund um Treppen'}
        description="Tipps, Ratgeber und Neuigkeiten rund um Treppen, Stufenverkleidung und Renovierung in Wien."
        path={further ? blogListPagePath(firstPage) : pagePath('blog')}
        // Page 1 is /blog; the further pages are not for a search index.
        noIndex={further}
      />
      <PageHeader title={further ? BLOG_LIST_TEXTS.pageTitle(firstPage) : PAGE_NAMES.blog} className="mb-10">
        Tipps, Ratgeber und Neuigkeiten rund um Treppen, Stufenverkleidung und Renovierung in Wien.{' '}
        {/* Where a visitor with a photo or a story for the blog looks for how to send it. */}
        <Link to={pagePath('upload')} className="underline underline-offset-4 hover:text-foreground">
          {BLOG_EMAIL_FORM_TEXTS.pageTitle}
        </Link>
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
          {query.hasNextPage && lastPage && (
            <div className="mt-10 flex justify-center">
              <Button variant="outline" size="lg" asChild>
                <a
                  href={blogListPagePath(lastPage.page + 1)}
                  onClick={loadMore}
                  aria-disabled={query.isFetchingNextPage || undefined}
                  {...{ [PAGE_BOOT.enhancedLink]: '' }}
                >
                  {query.isFetchingNextPage ? (
                    <>
                      <Spinner size="sm" label="Weitere Artikel werden geladen..." />
                      Wird geladen...
                    </>
                  ) : query.isFetchNextPageError ? (
                    'Erneut versuchen'
                  ) : (
                    loadMoreLabel
                  )}
                </a>
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
