import { BLOG_EMAIL_FORM_TEXTS, FORM_ACTIONS, FORM_PAGE_TEXTS, PAGES, pagePath } from '@stairs/contracts';
import { Link } from '@stairs/router';
import { Badge, Button, LoadError, Skeleton } from '@stairs/ui';
import { FormErrorSummary, FormRefusedPage, PageHead, useFormAnswer } from '@stairs/site';
import { BackToBlog } from '../components/BackToBlog';
import { EmailToBlogForm } from '../components/upload/EmailToBlogForm';
import { PhotoUploadCard } from '../components/upload/PhotoUploadCard';
import { UploadHelpCard } from '../components/upload/UploadHelpCard';
import { useEmailToBlog, usePhotoUpload } from '../hooks/useBlogDrafts';
import { useLatestArticles } from '../hooks/useLatestArticles';
import { LATEST_ARTICLES_COUNT } from '../lib/articles';
import { articleDate, formatArticleDate, splitKeywords } from '../lib/format';

/**
 * /upload — public blog upload page (docs/product.md §2): a photo or an e-mail's text becomes a draft that the
 * company approves; one busy flag disables both forms while either works. No login. It is also the answer to the
 * e-mail form sent without script and refused (the page server renders it at the form's action): the e-mail form
 * with the visitor's text and each field's message, or what refused the post.
 */
export default function BlogUploadPage() {
  const upload = usePhotoUpload();
  const email = useEmailToBlog();
  const answer = useFormAnswer();
  const busy = upload.isPending || email.isPending;
  if (answer?.kind === 'refused') {
    return (
      <FormRefusedPage
        status={answer.status}
        message={answer.message}
        path={FORM_ACTIONS.blogFromEmail}
        back={{ href: pagePath('upload'), label: FORM_PAGE_TEXTS.backToForm }}
      />
    );
  }
  return (
    <div className="container max-w-4xl py-10 md:py-14">
      <PageHead
        title={PAGES.upload.shows.title}
        description="Senden Sie uns ein Foto Ihrer Treppe oder einen Text per E-Mail: daraus entsteht ein Blogartikel."
        path={pagePath('upload')}
        noIndex={!PAGES.upload.indexed}
      />
      <BackToBlog className="mb-4" />
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{BLOG_EMAIL_FORM_TEXTS.pageTitle}</h1>
        <p className="text-lg text-muted-foreground">{BLOG_EMAIL_FORM_TEXTS.pageIntro}</p>
      </header>
      {answer ? (
        <div className="mb-6">
          <FormErrorSummary errors={answer.errors} labels={BLOG_EMAIL_FORM_TEXTS.labels} />
        </div>
      ) : null}

      <div className="mb-10 grid gap-6 md:grid-cols-2" aria-busy={busy}>
        <PhotoUploadCard busy={busy} upload={upload} />
        <EmailToBlogForm
          busy={busy}
          send={email}
          initialValues={answer?.values}
          initialErrors={answer?.errors}
        />
        <div className="md:col-span-2">
          <UploadHelpCard />
        </div>
      </div>

      <LatestArticles />
    </div>
  );
}

function LatestArticles() {
  const query = useLatestArticles();
  const articles = query.data?.articles.slice(0, LATEST_ARTICLES_COUNT) ?? [];
  const total = query.data?.total ?? null;
  const hasMore = query.data
    ? query.data.hasMore || (total !== null && total > LATEST_ARTICLES_COUNT)
    : false;

  return (
    <section aria-labelledby="latest-articles-title">
      <h2 id="latest-articles-title" className="mb-4 text-2xl font-semibold">
        Neueste Artikel
      </h2>
      {query.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only" role="status">
            Artikel werden geladen...
          </span>
          {Array.from({ length: LATEST_ARTICLES_COUNT }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          message="Die Artikel konnten nicht geladen werden."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : articles.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          Noch keine Artikel verfügbar
        </p>
      ) : (
        <>
          <ul className="divide-y rounded-lg border bg-card">
            {articles.map((article) => {
              const date = articleDate(article);
              const keyword = splitKeywords(article.keywords)[0];
              return (
                <li key={article.slug} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="truncate font-medium">{article.title}</p>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      {date && <time dateTime={date}>{formatArticleDate(date)}</time>}
                      {keyword && <Badge variant="secondary">{keyword}</Badge>}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" asChild>
                    <Link to={pagePath('blogArticle', { slug: article.slug })}>
                      Ansehen<span className="sr-only">: {article.title}</span>
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
          {hasMore && (
            <div className="mt-6 text-center">
              <Button variant="link" asChild>
                <Link to={pagePath('blog')}>
                  {total !== null ? `Alle ${total} Artikel anzeigen` : 'Alle Artikel anzeigen'}
                </Link>
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
