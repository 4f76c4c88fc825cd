/**
 * The endpoints a visitor's page calls: one entry per method and path (the admin's: ADMIN_API,
 * admin-api-table.ts). Frontends call them through @stairs/api-client (`apiQueryOptions`, `apiCall`), typed by the
 * entry, so a URL, a query key or an answer type is written only here. backend/test/api-table.int.test.ts fails
 * when an entry has no route or a route has no entry. A new endpoint starts here, or in the admin's table.
 * This table is in every public page's bundle (the page's API chunk): an admin-only entry belongs there.
 */
import { type AdminLoginRequest, type AdminSessionState, type SignInLinkRequested } from '../auth';
import { type GalleryImage, type HomepageImage, type ReferenceProject } from '../gallery';
import { type SiteConfig } from '../site-config';
import { type HealthReport } from '../api-errors';
import { type BlogArticle, type BlogArticlesPage, type BlogDraftCreated, type BlogPhotoQuery } from '../blog';
import { type CalculationWithResult } from '../calculators';
import { type OrderQuote } from '../orders';
import { type QuoteEmailSentQuote } from '../quote-email';
import { endpoint } from './endpoint';
import { PUBLIC_FORMS, publicFormEndpoints } from './public-forms';

/** Query of the blog list (both optional: page 1, 6 per page). */
export interface BlogArticlesQuery {
  page?: number;
  limit?: number;
}

/**
 * Where the admin's resources live: every admin read's path starts with it, so its query key does too, and the
 * admin session refetches or drops those keys on login and logout by this prefix (@stairs/site isAdminQueryKey).
 */
export const ADMIN_API_PREFIX = '/api/admin';

/** The endpoints other than the public forms' (whose entries follow from PUBLIC_FORMS). */
const ENDPOINTS = {
  health: endpoint<HealthReport>()({ method: 'GET', path: '/api/health', access: 'public' }),
  siteConfig: endpoint<SiteConfig>()({ method: 'GET', path: '/api/site-config', access: 'public' }),

  // Admin session
  session: endpoint<AdminSessionState>()({ method: 'GET', path: '/api/auth/session', access: 'public' }),
  login: endpoint<AdminSessionState, AdminLoginRequest>()({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
  }),
  logout: endpoint<AdminSessionState>()({ method: 'POST', path: '/api/auth/logout', access: 'public' }),
  /** Mails the operator a single-use sign-in link (the same answer whether or not a new one was made). */
  requestSignInLink: endpoint<SignInLinkRequested>()({
    method: 'POST',
    path: '/api/auth/sign-in-link',
    access: 'public',
  }),
  /** The link in the e-mail: a page with a button (mail scanners open links), which posts below. */
  signInLinkPage: endpoint<string, never, 'id', { token: string }>()({
    method: 'GET',
    path: '/api/auth/sign-in-link/:id',
    access: 'public',
  }),
  /** Uses the link: a session and the device cookie, then 303 to /admin. */
  signInByLink: endpoint<string, never, 'id', { token: string }>()({
    method: 'POST',
    path: '/api/auth/sign-in-link/:id',
    access: 'public',
  }),

  // Calculators and their quote documents
  concreteQuoteHtml: endpoint<string, never, 'id'>()({
    method: 'GET',
    path: '/api/concrete-html/:id',
    access: 'public',
  }),
  renovationQuoteHtml: endpoint<string, never, 'id'>()({
    method: 'GET',
    path: '/api/renovation-html/:id',
    access: 'public',
  }),
  /** A stored calculation's inputs and result by its id (unguessable; no personal data): its result page's data. */
  calculationResult: endpoint<CalculationWithResult, never, 'id'>()({
    method: 'GET',
    path: '/api/calculations/:id',
    access: 'public',
  }),

  // Leads
  /** The quote document by its share link (HTML, no session; 404/410 as a German page). */
  quoteShare: endpoint<string, never, 'token'>()({
    method: 'GET',
    path: '/api/quote-share/:token',
    access: 'public',
  }),
  /** An e-mailed quote by its share token: its thank-you page's data (404 unknown, 410 expired). */
  quoteEmailSent: endpoint<QuoteEmailSentQuote, never, 'token'>()({
    method: 'GET',
    path: '/api/quote-email/:token',
    access: 'public',
  }),
  /** The order page's quote by the share token (JSON; 404 unknown, 410 expired). */
  orderQuote: endpoint<OrderQuote, never, 'token'>()({
    method: 'GET',
    path: '/api/orders/quote/:token',
    access: 'public',
  }),

  // Gallery and references: public reads and the price check
  galleryImages: endpoint<GalleryImage[]>()({ method: 'GET', path: '/api/gallery-images', access: 'public' }),
  homepageImages: endpoint<HomepageImage[]>()({
    method: 'GET',
    path: '/api/homepage-images',
    access: 'public',
  }),
  referenceProjects: endpoint<ReferenceProject[]>()({
    method: 'GET',
    path: '/api/reference-projects',
    access: 'public',
  }),

  /** A stored image (its URL is in the image records; read by the browser, not by apiCall). */
  storedObject: endpoint<string>()({ method: 'GET', path: '/objects/*key', access: 'public' }),

  // Blog
  blogArticles: endpoint<BlogArticlesPage, never, never, BlogArticlesQuery>()({
    method: 'GET',
    path: '/api/blog/articles',
    access: 'public',
  }),
  blogArticle: endpoint<BlogArticle, never, 'slug'>()({
    method: 'GET',
    path: '/api/blog/article/:slug',
    access: 'public',
  }),
  sitemap: endpoint<string>()({ method: 'GET', path: '/sitemap.xml', access: 'public' }),
  robots: endpoint<string>()({ method: 'GET', path: '/robots.txt', access: 'public' }),
  /** The body is the picture's bytes (sent with XMLHttpRequest for its progress), not JSON. */
  blogFromPhoto: endpoint<BlogDraftCreated, never, never, BlogPhotoQuery>()({
    method: 'POST',
    path: '/api/blog/quick-upload',
    access: 'public',
  }),
  /** The operator's e-mail links here: a page with a button (mail scanners open links), which posts below. */
  blogPublishLinkPage: endpoint<string, never, 'id', { token: string }>()({
    method: 'GET',
    path: '/api/blog/publish-link/:id',
    access: 'public',
  }),
  blogPublishLink: endpoint<string, never, 'id', { token: string }>()({
    method: 'POST',
    path: '/api/blog/publish-link/:id',
    access: 'public',
  }),
} as const;

export const API = { ...ENDPOINTS, ...publicFormEndpoints(PUBLIC_FORMS) };
