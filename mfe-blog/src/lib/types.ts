// Blog response shapes (docs/product.md §3, "Blog article"); not in @stairs/contracts yet.

export interface BlogArticle {
  id: string;
  slug: string;
  title: string;
  /** Markdown (the spec's simple subset), rendered by components/Markdown.tsx. */
  content: string;
  excerpt: string | null;
  /** Comma plus space separated, e.g. "Treppe, Wien, Renovierung". */
  keywords: string | null;
  metaDescription: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt?: string | null;
}

/** A card of the list: the list endpoint may leave out the content. */
export type BlogArticleSummary = Omit<BlogArticle, 'content'> & { content?: string };

/** GET /api/blog/articles?page={n}&limit={m} (docs/product.md §7). */
export interface BlogArticlesResponse {
  articles: BlogArticleSummary[];
  pagination: { page: number; hasMore: boolean; total?: number };
}
