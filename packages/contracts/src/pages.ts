/**
 * The site's pages, one record each. Everything else about a page follows from its record: the shell's routes
 * and the remotes' exposes, the page renderer's list, the gateway's and nginx's page paths, the sitemap and
 * robots.txt, the footer's list of every page, the JavaScript budgets, the end-to-end tests' lists, and every
 * link to it (`pagePath`). Adding a public page: its record here, the page and its exposed wrapper in the remote
 * (docs/conventions.md).
 */
// Nothing but types imported: every page that links another reads this module, and a text module imported here
// would travel with each of them (the vocabulary and the form texts cost a remote page 2.8 KB gzip).
import { type RemoteName } from './remotes';

/**
 * JavaScript a rendered page may run, KB gzip -9 of each script (e2e/tests/js-budget.e2e.ts measures,
 * infra/js-budget/js-budget.mjs compares). firstIntent: what a visit runs at the visitor's first intent (the
 * frame's islands); never above 90 KB on a content page, 120 KB on a calculator. islands: what reaching into a
 * demand island adds (a form, a remote's part of the page), and a home fragment scrolled to. They hold today's
 * figures as a ratchet: lower them with every reduction.
 */
export interface JsBudget {
  readonly firstIntent: number;
  readonly islands: Readonly<Record<string, number>>;
}

/** Where a page's component comes from: the shell's own (home) or a module a remote exposes. */
type PageSource =
  | { readonly remote: 'shell' }
  | {
      readonly remote: RemoteName;
      /** Exposed module, e.g. 'ConcreteCalculatorPage' → loadRemote('calculators/ConcreteCalculatorPage'). */
      readonly module: string;
    };

/** A public page, written as HTML ahead of time (an article: whenever it is published). */
interface RenderedPage {
  readonly rendered: true;
  /**
   * What its HTML shows as the <h1> and within the <title> (e2e/tests/html-first.e2e.ts); none for a page per
   * published item (an article), whose words are the item's.
   */
  readonly shows?: { readonly heading: string; readonly title: string };
  /** false: it asks search engines to stay away (no canonical URL, not in the sitemap). */
  readonly indexed: boolean;
  readonly jsBudget: JsBudget;
  /** How the navigation, the footer and links name it (PAGE_NAMES); none for an article (its title names it). */
  readonly name?: string;
  /**
   * Where the footer's list of every page links it (a phone without script reaches every page from there), in
   * the record's order: among the services (the calculators) or the further pages. None for the home page (the
   * logo links it) and an article.
   */
  readonly footer?: 'services' | 'pages';
}

/** An admin screen: rendered in the browser, kept from search engines (robots.txt). */
interface BrowserPage {
  readonly rendered: false;
}

export type PageRecord = { readonly path: string } & PageSource & (RenderedPage | BrowserPage);

const CONTENT_PAGE_FIRST_INTENT = 82;
/** The upload page's name is its heading too. */
const UPLOAD_PAGE_NAME = 'Blog-Artikel einreichen';

/** In the order the footer lists them and the sitemap names them. */
export const PAGES = {
  home: {
    path: '/',
    name: 'Startseite',
    remote: 'shell',
    rendered: true,
    shows: { heading: 'Schöne Treppen aus Holz', title: 'Treppen Wien' },
    indexed: true,
    jsBudget: { firstIntent: CONTENT_PAGE_FIRST_INTENT, islands: { contactForm: 33, remoteFragment: 74 } },
  },
  concreteCalculator: {
    path: '/concrete-calculator',
    name: 'Betonstufen verkleiden',
    remote: 'calculators',
    module: 'ConcreteCalculatorPage',
    rendered: true,
    shows: { heading: 'Betonstufen verkleiden – Preisrechner', title: 'Betonstufen verkleiden' },
    indexed: true,
    jsBudget: { firstIntent: CONTENT_PAGE_FIRST_INTENT, islands: { remotePage: 101 } },
    footer: 'services',
  },
  renovationCalculator: {
    path: '/renovation-calculator',
    name: 'Treppe renovieren',
    remote: 'calculators',
    module: 'RenovationCalculatorPage',
    rendered: true,
    shows: { heading: 'Treppe renovieren – Preisrechner', title: 'Treppe renovieren' },
    indexed: true,
    jsBudget: { firstIntent: CONTENT_PAGE_FIRST_INTENT, islands: { remotePage: 101 } },
    footer: 'services',
  },
  references: {
    path: '/references',
    name: 'Referenzprojekte',
    remote: 'gallery',
    module: 'ReferencesPage',
    rendered: true,
    shows: { heading: 'Referenzprojekte', title: 'Referenzprojekte' },
    indexed: true,
    jsBudget: { firstIntent: CONTENT_PAGE_FIRST_INTENT, islands: { remotePage: 95 } },
    footer: 'pages',
  },
  gallery: {
    path: '/gallery',
    name: 'Galerie',
    remote: 'gallery',
    module: 'GalleryPage',
    rendered: true,
    shows: { heading: 'Bildergalerie', title: 'Bildergalerie' },
    indexed: true,
    jsBudget: { firstIntent: CONTENT_PAGE_FIRST_INTENT, islands: { remotePage: 95 } },
    footer: 'pages',
  },
  blog: {
    path: '/blog',
    name: 'Blog',
    remote: 'blog',
    module: 'BlogListPage',
    rendered: true,
    shows: { heading: 'Blog', title: 'Blog' },
    indexed: true,
    // 94.8 → 95.5 KB: the list is also its further pages (blogListPagePath), which the page server renders.
    jsBudget: { firstIntent: CONTENT_PAGE_FIRST_INTENT, islands: { remotePage: 96 } },
    footer: 'pages',
  },
  // Rendered when it is published: one record (and one budget) stands for every article.
  blogArticle: {
    path: '/blog/:slug',
    remote: 'blog',
    module: 'BlogArticlePage',
    rendered: true,
    indexed: true,
    jsBudget: { firstIntent: CONTENT_PAGE_FIRST_INTENT, islands: { remotePage: 129 } },
  },
  upload: {
    path: '/upload',
    name: UPLOAD_PAGE_NAME,
    remote: 'blog',
    module: 'BlogUploadPage',
    rendered: true,
    shows: { heading: UPLOAD_PAGE_NAME, title: 'Bilder und Texte für den Blog einsenden' },
    indexed: false,
    jsBudget: { firstIntent: CONTENT_PAGE_FIRST_INTENT, islands: { remotePage: 100 } },
    footer: 'pages',
  },
  admin: { path: '/admin', remote: 'admin', module: 'AdminPage', rendered: false },
  // The blog's admin screen under the admin's path and its own.
  adminBlog: { path: '/admin/blog', remote: 'blog', module: 'BlogAdminPage', rendered: false },
  simpleAdmin: { path: '/simple-admin', remote: 'admin', module: 'SimpleAdminPage', rendered: false },
  adminPricing: { path: '/admin-pricing', remote: 'admin', module: 'PricingAdminPage', rendered: false },
  adminReferences: {
    path: '/admin-references',
    remote: 'admin',
    module: 'AdminReferencesPage',
    rendered: false,
  },
  adminGallery: { path: '/admin-gallery', remote: 'admin', module: 'AdminGalleryPage', rendered: false },
  blogAdmin: { path: '/blog-admin', remote: 'blog', module: 'BlogAdminPage', rendered: false },
  externalAdmin: { path: '/external-admin', remote: 'admin', module: 'ExternalAdminPage', rendered: false },
  preview: { path: '/preview/:filename', remote: 'admin', module: 'PreviewPage', rendered: false },
  // 'Angebot annehmen': opened by an e-mailed quote's share token alone; a visitor's own, never indexed.
  order: { path: '/angebot-annehmen/:token', remote: 'calculators', module: 'OrderPage', rendered: false },
} as const satisfies Record<string, PageRecord>;

export type PageKey = keyof typeof PAGES;

/** The parameters a path names: '/blog/:slug' → 'slug'. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

type PagePathArgs<Key extends PageKey> = [PathParams<(typeof PAGES)[Key]['path']>] extends [never]
  ? []
  : [params: Record<PathParams<(typeof PAGES)[Key]['path']>, string>];

/** The path of a page, its parameters filled in (encoded): `pagePath('blogArticle', { slug })` → '/blog/eiche'. */
export function pagePath<Key extends PageKey>(key: Key, ...[params]: PagePathArgs<Key>): string {
  const values: Record<string, string> = params ?? {};
  return PAGES[key].path.replace(/:([A-Za-z]\w*)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

/** Every page, in the record's order (the footer's, the sitemap's). */
export const PAGE_RECORDS: readonly PageRecord[] = Object.values(PAGES);

export type RemotePage = Extract<PageRecord, { module: string }>;

/** The routes the remotes own (the shell's routes, the remotes' exposes): every page but the home page. */
export const REMOTE_ROUTES: readonly RemotePage[] = PAGE_RECORDS.filter(
  (page): page is RemotePage => page.remote !== 'shell',
);

export type RenderedPageRecord = Extract<PageRecord, { rendered: true }>;

/** Every rendered page, an article's path with its parameter: each has its JavaScript budget. */
export const RENDERED_PAGES: readonly RenderedPageRecord[] = PAGE_RECORDS.filter(
  (page): page is RenderedPageRecord => page.rendered,
);

/** True for a path with a parameter ('/blog/:slug'): such a page exists once per published item. */
export const hasPathParams = (path: string): boolean => path.includes(':');

type RenderedPageKey = {
  [Key in PageKey]: (typeof PAGES)[Key] extends { rendered: true } ? Key : never;
}[PageKey];

/** The path of a rendered page of its own (not one per article): what the page renderer writes each time. */
export type RenderedPagePath = {
  [Key in RenderedPageKey]: [PathParams<(typeof PAGES)[Key]['path']>] extends [never]
    ? (typeof PAGES)[Key]['path']
    : never;
}[RenderedPageKey];

/**
 * The pages the page renderer writes as HTML (with their content, head and data) every time; every other route
 * (admin) is rendered in the browser. Articles (/blog/{slug}) are added from the published list.
 */
export const RENDERED_PAGE_PATHS = RENDERED_PAGES.map((page) => page.path).filter(
  (path) => !hasPathParams(path),
) as readonly RenderedPagePath[];

/** The pages a search index should know, in the sitemap (an article's come from the published list). */
export const INDEXED_PAGE_PATHS: readonly RenderedPagePath[] = RENDERED_PAGE_PATHS.filter(
  (path) => RENDERED_PAGES.find((page) => page.path === path)?.indexed,
);

/** The admin screens: kept from search engines (robots.txt). */
export const BROWSER_PAGE_PATHS: readonly string[] = PAGE_RECORDS.filter((page) => !page.rendered).map(
  (page) => page.path,
);
