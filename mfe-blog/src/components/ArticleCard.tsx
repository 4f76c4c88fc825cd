import { pagePath } from '@stairs/contracts';
import { Link } from '@stairs/router';
import { ArrowRightIcon, Badge } from '@stairs/ui';
import { ArticleMeta } from './ArticleMeta';
import { articleDate, splitKeywords } from '../lib/format';
import { readingTimeMinutes } from '../lib/reading-time';
import { type BlogArticleSummary } from '../lib/articles';

/**
 * One card of the blog list. The title link is stretched over the whole card (one link per card for screen
 * readers, the whole card clickable for everyone else). The reading time comes from the excerpt (docs/product.md §9).
 */
export function ArticleCard({ article }: { article: BlogArticleSummary }) {
  const firstKeyword = splitKeywords(article.keywords)[0];
  return (
    <article className="group relative flex h-full flex-col rounded-lg border bg-card p-6 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:shadow-md">
      <ArticleMeta date={articleDate(article)} minutes={readingTimeMinutes(article.excerpt)} />
      <h2 className="mt-3 text-xl font-semibold leading-snug">
        <Link
          to={pagePath('blogArticle', { slug: article.slug })}
          className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none group-hover:text-primary"
        >
          {article.title}
        </Link>
      </h2>
      {article.excerpt && <p className="mt-3 line-clamp-4 text-muted-foreground">{article.excerpt}</p>}
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        {firstKeyword ? <Badge variant="secondary">{firstKeyword}</Badge> : <span />}
        <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-medium text-primary">
          Weiterlesen
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
