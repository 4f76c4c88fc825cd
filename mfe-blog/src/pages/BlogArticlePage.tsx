import { useMemo } from 'react';
import { Link, useParams } from '@stairs/router';
import { ArrowLeftIcon, Badge, Button, CallToAction, FileTextIcon, LoadError, Spinner } from '@stairs/ui';
import { PageHead, usePageStatus, useSiteConfig } from '@stairs/site';
import { ArticleMeta } from '../components/ArticleMeta';
import { BackToBlog, BLOG_LINK } from '../components/BackToBlog';
import { Markdown } from '../components/Markdown';
import { ShareButton } from '../components/ShareButton';
import { isNotFoundError, useBlogArticle } from '../hooks/useBlogArticle';
import { articleDate, splitKeywords } from '../lib/format';
import { markdownToPlainText } from '../lib/markdown';
import { countWords, readingTimeMinutes } from '../lib/reading-time';
import { articleCanonicalUrl, articleDescription, buildBlogPostingJsonLd } from '../lib/seo';
import { type BlogArticle, pagePath } from '@stairs/contracts';

/** /blog/:slug — one article (docs/product.md §2). */
export default function BlogArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const query = useBlogArticle(slug);

  if (slug === '') return <ArticleNotFound />;

  if (query.isPending) {
    return (
      <div className="container flex min-h-[50vh] items-center justify-center py-16">
        <Spinner size="lg" label="Artikel wird geladen..." />
      </div>
    );
  }

  if (query.isError && !isNotFoundError(query.error)) {
    return (
      <div className="container py-16">
        <LoadError
          message="Der Artikel konnte nicht geladen werden."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
        <div className="mt-6 text-center">
          <BackToBlog />
        </div>
      </div>
    );
  }

  if (!query.data) return <ArticleNotFound />;

  return <ArticleView article={query.data} />;
}

function ArticleNotFound() {
  // The server HTML of an unknown article answers 404.
  usePageStatus(404);
  return (
    <div className="container flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <PageHead
        title="Artikel nicht gefunden"
        description="Der gesuchte Artikel existiert nicht oder wurde entfernt."
        path={pagePath('blog')}
        noIndex
      />
      <FileTextIcon className="size-12 text-muted-foreground" />
      <h1 className="text-3xl font-bold tracking-tight">Artikel nicht gefunden</h1>
      <p className="max-w-md text-muted-foreground">
        Der gesuchte Artikel existiert nicht oder wurde entfernt.
      </p>
      <Button asChild>
        <Link to={BLOG_LINK.href}>
          <ArrowLeftIcon />
          {BLOG_LINK.label}
        </Link>
      </Button>
    </div>
  );
}

function ArticleView({ article }: { article: BlogArticle }) {
  const { data: site } = useSiteConfig();
  const plainText = useMemo(() => markdownToPlainText(article.content), [article.content]);
  const wordCount = countWords(plainText);
  const minutes = readingTimeMinutes(plainText);
  const tags = splitKeywords(article.keywords);
  const canonicalUrl = articleCanonicalUrl(article.slug, site?.publicUrl ?? '');

  return (
    <article className="container max-w-3xl py-10 md:py-14">
      <PageHead
        title={article.title}
        description={articleDescription(article)}
        path={pagePath('blogArticle', { slug: article.slug })}
        openGraphType="article"
        keywords={article.keywords}
        publishedTime={article.publishedAt}
        structuredData={buildBlogPostingJsonLd({ article, site, url: canonicalUrl, wordCount })}
      />
      <BackToBlog />
      <header className="mb-8 mt-4 space-y-4">
        <ArticleMeta date={articleDate(article)} minutes={minutes} />
        <h1 className="text-3xl font-bold leading-tight tracking-tight md:text-4xl">{article.title}</h1>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Schlagwörter">
              {tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <span />
          )}
          <ShareButton title={article.title} text={article.excerpt ?? undefined} />
        </div>
      </header>

      <Markdown source={article.content} />

      <CallToAction
        as="aside"
        titleId="article-cta-title"
        title="Sie planen ein Treppenprojekt?"
        textWidth="max-w-xl"
        primary={<Link to={pagePath('concreteCalculator')}>Kostenvoranschlag erstellen</Link>}
        secondary={<Link to={{ pathname: '/', hash: '#contact' }}>Kontakt aufnehmen</Link>}
      >
        Berechnen Sie Ihren unverbindlichen Kostenvoranschlag online oder sprechen Sie direkt mit uns.
      </CallToAction>
    </article>
  );
}
