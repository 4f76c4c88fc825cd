import { type UploadSizeLimit } from './gallery';

/** A blog article (docs/product.md §3). Keywords: comma plus space separated. */
export interface BlogArticle {
  id: string;
  slug: string;
  title: string;
  /** Markdown (the spec's subset). */
  content: string;
  excerpt: string | null;
  keywords: string | null;
  metaDescription: string | null;
  /** 'draft' until an admin publishes it (docs/decisions.md). */
  status: BlogArticleStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const BLOG_ARTICLE_STATUSES = ['draft', 'published'] as const;
export type BlogArticleStatus = (typeof BLOG_ARTICLE_STATUSES)[number];

/** An article's status as the blog admin shows it. */
export const BLOG_STATUS_LABELS: Record<BlogArticleStatus, string> = {
  draft: 'Entwurf',
  published: 'Veröffentlicht',
};

/** GET /api/blog/articles: published articles, newest first. */
export interface BlogArticlesPage {
  articles: BlogArticle[];
  pagination: { page: number; limit: number; hasMore: boolean; total: number };
}

/** POST /api/blog/create (admin). The slug is made by the server from the title (docs/decisions.md). */
export interface BlogArticleInput {
  title: string;
  content: string;
  excerpt?: string | null;
  keywords?: string | null;
  metaDescription?: string | null;
}

/** PUT /api/blog/article/{id} (admin): the fields of the create form, and the status. */
export interface BlogArticleUpdate extends BlogArticleInput {
  status?: BlogArticleStatus;
}

/** POST /api/blog/from-email: a draft from an e-mail's text (one of the two suffices). */
export interface EmailToBlogInput {
  subject?: string;
  body?: string;
}

/** POST /api/blog/quick-upload?filename&description: the query beside the picture (the body, image bytes). */
export interface BlogPhotoQuery {
  filename?: string;
  description?: string;
}

/** The answer of the public draft endpoints: the draft, awaiting an admin's approval. */
export interface BlogDraftCreated {
  success: true;
  article: Pick<BlogArticle, 'id' | 'title' | 'status'>;
}

/** POST /api/blog/scan-main-page (admin): drafts from the main site's sections the blog has no article of. */
export interface MainPageScanResult {
  success: true;
  foundNewContent: boolean;
  /** How many drafts were created. */
  createdArticles: number;
}

export const BLOG_LIMITS = {
  /** Blog list page size (docs/product.md §9). */
  pageSize: 6,
  /** The largest page a caller may ask for. */
  maxPageSize: 50,
  /** The upload page lists the latest 5. */
  latestCount: 5,
  titleMaxLength: 200,
  contentMaxLength: 100_000,
  excerptMaxLength: 1_000,
  keywordsMaxLength: 500,
  metaDescriptionMaxLength: 300,
  emailSubjectMaxLength: 200,
  emailBodyMaxLength: 20_000,
  /** A photo for a draft: the upload page says 'JPG, PNG bis 50MB'. */
  photoMaxBytes: 52_428_800,
  /**
   * Pixels of a photo for a draft, read from its header before anything decodes it: a 48-megapixel phone photo
   * (8064 × 6048) fits; a few KB that decode to 256 million pixels (seconds and hundreds of MB in the worker)
   * do not. Stricter than the admin's gallery upload, because anyone may send one.
   */
  photoMaxPixels: 50_000_000,
  photoFileNameMaxLength: 200,
  photoDescriptionMaxLength: 2_000,
} as const;

/** The blog list's texts that its page and the API's further pages share. */
export const BLOG_LIST_TEXTS = {
  /** 'Mehr Artikel anzeigen (6 weitere)': how many the next page brings, never more than are left. */
  loadMore: (remaining: number) =>
    `Mehr Artikel anzeigen (${Math.min(remaining, BLOG_LIMITS.pageSize)} weitere)`,
  /** Without a total from the server. */
  loadMoreUncounted: 'Mehr Artikel anzeigen',
  /** The heading of a further page of the list (page 2 and on). */
  pageTitle: (page: number) => `Blog – Seite ${page}`,
  pageNotFound: 'Diese Seite des Blogs gibt es nicht.',
} as const;

/** The upload page's photo: 50 MB ('JPG, PNG bis 50MB'); BLOG_MESSAGES names its message (see GALLERY_UPLOAD_SIZE). */
export const BLOG_PHOTO_UPLOAD_SIZE: UploadSizeLimit = {
  maxBytes: BLOG_LIMITS.photoMaxBytes,
  tooLargeMessage: 'Das Bild ist größer als 50 MB.',
};

export const BLOG_MESSAGES = {
  titleAndContentRequired: 'Titel und Inhalt sind erforderlich!',
  titleTooLong: `Der Titel darf höchstens ${BLOG_LIMITS.titleMaxLength} Zeichen lang sein.`,
  contentTooLong: `Der Inhalt darf höchstens ${BLOG_LIMITS.contentMaxLength} Zeichen lang sein.`,
  fieldTooLong: 'Ein Feld ist zu lang.',
  statusInvalid: 'Der Status muss draft oder published sein.',
  pageInvalid: 'Die Seite muss eine ganze Zahl ab 1 sein.',
  limitInvalid: `Die Seitengröße muss eine ganze Zahl von 1 bis ${BLOG_LIMITS.maxPageSize} sein.`,
  articleNotFound: 'Artikel nicht gefunden',
  emailEmpty: 'Bitte geben Sie einen Betreff oder einen Text ein.',
  emailTooLong: 'Betreff oder Text ist zu lang.',
  photoTooLarge: BLOG_PHOTO_UPLOAD_SIZE.tooLargeMessage,
  photoTooManyPixels: `Das Bild hat zu viele Bildpunkte (höchstens ${BLOG_LIMITS.photoMaxPixels / 1_000_000} Megapixel).`,
  photoQueryTooLong: 'Dateiname oder Beschreibung ist zu lang.',
  publishLinkInvalid: 'Dieser Link ist ungültig.',
  publishLinkUsed: 'Dieser Link wurde bereits verwendet.',
  mainPageUnreachable: 'Die Hauptseite konnte nicht geladen werden.',
} as const;

// German letters are written out first (a careful Austrian site wants "treppe-fuer-wien", not
// "treppe-fr-wien"); the spec's steps then drop everything else outside a-z, 0-9, whitespace and hyphen.
const TRANSLITERATIONS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A date as YYYY-MM-DD in Vienna, where the company publishes. */
export function viennaDate(date: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** The title part of a slug (docs/product.md §5 steps 1–4): lower case, a-z/0-9 words joined by single hyphens. */
export function slugifyTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => TRANSLITERATIONS[letter] ?? '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Whether a text can be an article's slug (what slugifyTitle and articleSlug make); anything else is no article. */
export function isArticleSlug(text: string): boolean {
  return /^[a-z0-9-]{1,200}$/.test(text);
}

/** Slug of a new article (step 5): the title part, a hyphen and the date. */
export function articleSlug(title: string, now: Date = new Date()): string {
  const base = slugifyTitle(title);
  return base ? `${base}-${viennaDate(now)}` : viennaDate(now);
}
