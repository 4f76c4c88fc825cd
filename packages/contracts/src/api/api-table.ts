/**
 * Every endpoint of the site: one entry per method and path. Frontends call them through @stairs/api-client
 * (`apiQueryOptions`, `apiCall`), typed by the entry, so a URL, a query key or an answer type is written only
 * here. backend/test/api-table.int.test.ts fails when an entry has no route or a route has no entry. A new
 * endpoint starts here.
 */
import { type AdminListPage, type AdminListQuery } from '../admin-lists';
import { type AdminLoginRequest, type AdminSessionState, type SignInLinkRequested } from '../auth';
import { type ContactMessage } from '../contact';
import {
  type CustomerChange,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerMergeRequest,
  type CustomerSplitRequest,
  type CustomerSummary,
} from '../customers';
import {
  type AiDescriptionResponse,
  type DemoContentRemoval,
  type DescribePictureRequest,
  type DirectUploadTicket,
  type GalleryImage,
  type GalleryImageInput,
  type GalleryUploadResponse,
  type HomepageImage,
  type ReferenceProject,
  type ReferenceProjectInput,
} from '../gallery';
import {
  type ConversionStats,
  type ConversionTrends,
  type PersonalDataErasure,
  type PersonalDataExport,
  type PersonalDataQuery,
  type PhoneLead,
  type QuoteRequest,
  type QuoteRequestStatusUpdate,
  type SavedDocument,
  type SuccessResponse,
} from '../leads';
import { type PriceSettings } from '../pricing';
import { type SiteConfig } from '../site-config';
import { type HealthReport } from '../api-errors';
import { type OperationsHealthReport } from '../operations';
import {
  type BlogArticle,
  type BlogArticleInput,
  type BlogArticlesPage,
  type BlogArticleUpdate,
  type BlogDraftCreated,
  type BlogPhotoQuery,
  type MainPageScanResult,
} from '../blog';
import { type CalculationFollowUp } from '../forms';
import { type SpamCounts } from '../spam';
import {
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
  type WebhookSecretRotation,
} from '../webhooks';
import {
  type AdminOrder,
  type OrderQuote,
  type OrderStatusUpdate,
  type OrderVisitConfirmation,
} from '../orders';
import { endpoint } from './endpoint';
import { PUBLIC_FORMS, publicFormEndpoints } from './public-forms';

/** Filter of the gallery admin list: one category, or all. */
export interface AdminGalleryQuery {
  category?: string;
}

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

/**
 * Admin tools the API serves as whole web apps, with routes of their own rather than entries of the table below;
 * both need the admin session like every admin route: the job queues' board (Bull Board) and the OpenAPI
 * documentation (Swagger UI and its JSON document).
 */
export const ADMIN_TOOLS = {
  queueBoard: `${ADMIN_API_PREFIX}/queues`,
  apiDocs: '/api/docs',
  apiDocument: '/api/docs-json',
} as const;

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

  // Leads
  /** The quote document by its share link (HTML, no session; 404/410 as a German page). */
  quoteShare: endpoint<string, never, 'token'>()({
    method: 'GET',
    path: '/api/quote-share/:token',
    access: 'public',
  }),
  /** The order page's quote by the share token (JSON; 404 unknown, 410 expired). */
  orderQuote: endpoint<OrderQuote, never, 'token'>()({
    method: 'GET',
    path: '/api/orders/quote/:token',
    access: 'public',
  }),

  // Admin: prices, statistics, leads, quote requests, contact messages
  priceSettings: endpoint<PriceSettings>()({ method: 'GET', path: '/api/admin/pricing', access: 'admin' }),
  savePriceSettings: endpoint<PriceSettings, PriceSettings>()({
    method: 'POST',
    path: '/api/admin/pricing',
    access: 'admin',
  }),
  conversionStats: endpoint<ConversionStats>()({
    method: 'GET',
    path: '/api/admin/conversion-stats',
    access: 'admin',
  }),
  conversionTrends: endpoint<ConversionTrends>()({
    method: 'GET',
    path: '/api/admin/conversion-trends',
    access: 'admin',
  }),
  phoneLeads: endpoint<AdminListPage<PhoneLead>, never, never, AdminListQuery>()({
    method: 'GET',
    path: '/api/admin/phone-leads',
    access: 'admin',
  }),
  deletePhoneLead: endpoint<SuccessResponse, never, 'id'>()({
    method: 'DELETE',
    path: '/api/admin/phone-lead/:id',
    access: 'admin',
  }),
  quoteRequests: endpoint<AdminListPage<QuoteRequest>, never, never, AdminListQuery>()({
    method: 'GET',
    path: '/api/admin/quote-requests',
    access: 'admin',
  }),
  updateQuoteRequestStatus: endpoint<SuccessResponse, QuoteRequestStatusUpdate, 'id'>()({
    method: 'PATCH',
    path: '/api/admin/quote-requests/:id',
    access: 'admin',
  }),
  deleteQuoteRequest: endpoint<SuccessResponse, never, 'id'>()({
    method: 'DELETE',
    path: '/api/admin/quote-requests/:id',
    access: 'admin',
  }),
  contactMessages: endpoint<AdminListPage<ContactMessage>, never, never, AdminListQuery>()({
    method: 'GET',
    path: '/api/admin/contact-messages',
    access: 'admin',
  }),
  deleteContactMessage: endpoint<SuccessResponse, never, 'id'>()({
    method: 'DELETE',
    path: '/api/admin/contact-messages/:id',
    access: 'admin',
  }),
  orders: endpoint<AdminListPage<AdminOrder>, never, never, AdminListQuery>()({
    method: 'GET',
    path: '/api/admin/orders',
    access: 'admin',
  }),
  updateOrderStatus: endpoint<AdminOrder, OrderStatusUpdate, 'id'>()({
    method: 'PATCH',
    path: '/api/admin/orders/:id',
    access: 'admin',
  }),
  /** Confirms one of the visitor's windows (again: a change); the visitor gets the calendar invitation. */
  confirmOrderVisit: endpoint<AdminOrder, OrderVisitConfirmation, 'id'>()({
    method: 'PUT',
    path: '/api/admin/orders/:id/visit',
    access: 'admin',
  }),
  /** Cancels the Besichtigung (the order is 'neu' again); the visitor gets the cancellation. */
  cancelOrderVisit: endpoint<AdminOrder, never, 'id'>()({
    method: 'DELETE',
    path: '/api/admin/orders/:id/visit',
    access: 'admin',
  }),
  /** The public forms' posts the spam defence caught (spam.ts), per form and day. */
  spamCounts: endpoint<SpamCounts>()({ method: 'GET', path: '/api/admin/spam-counts', access: 'admin' }),

  // Admin: the quote-document archive (files are read as text or Blob)
  htmlDocuments: endpoint<AdminListPage<SavedDocument>, never, never, AdminListQuery>()({
    method: 'GET',
    path: '/api/admin/html',
    access: 'admin',
  }),
  htmlDocument: endpoint<string, never, 'filename'>()({
    method: 'GET',
    path: '/api/admin/html/:filename',
    access: 'admin',
  }),
  deleteHtmlDocument: endpoint<SuccessResponse, never, 'filename'>()({
    method: 'DELETE',
    path: '/api/admin/html/:filename',
    access: 'admin',
  }),
  pdfDocuments: endpoint<AdminListPage<SavedDocument>, never, never, AdminListQuery>()({
    method: 'GET',
    path: '/api/admin/pdfs',
    access: 'admin',
  }),
  pdfDocument: endpoint<Blob, never, 'filename'>()({
    method: 'GET',
    path: '/api/admin/pdfs/:filename',
    access: 'admin',
  }),
  deletePdfDocument: endpoint<SuccessResponse, never, 'filename'>()({
    method: 'DELETE',
    path: '/api/admin/pdfs/:filename',
    access: 'admin',
  }),
  concreteQuoteByRequest: endpoint<string, never, 'quoteId'>()({
    method: 'GET',
    path: '/api/concrete-html/quote/:quoteId',
    access: 'admin',
  }),
  renovationQuoteByRequest: endpoint<string, never, 'quoteId'>()({
    method: 'GET',
    path: '/api/renovation-html/quote/:quoteId',
    access: 'admin',
  }),

  // The operations console (/external-admin)
  operationsHealth: endpoint<OperationsHealthReport>()({
    method: 'GET',
    path: '/api/admin/operations/health',
    access: 'admin',
  }),

  // The ERP sync (webhooks.ts): endpoints with their secrets, the deliveries, the CSV exports
  webhookEndpoints: endpoint<WebhookEndpoint[]>()({
    method: 'GET',
    path: '/api/admin/webhooks/endpoints',
    access: 'admin',
  }),
  createWebhookEndpoint: endpoint<WebhookEndpointWithSecret, WebhookEndpointInput>()({
    method: 'POST',
    path: '/api/admin/webhooks/endpoints',
    access: 'admin',
  }),
  updateWebhookEndpoint: endpoint<WebhookEndpoint, WebhookEndpointUpdate, 'id'>()({
    method: 'PATCH',
    path: '/api/admin/webhooks/endpoints/:id',
    access: 'admin',
  }),
  rotateWebhookSecret: endpoint<WebhookEndpointWithSecret, WebhookSecretRotation, 'id'>()({
    method: 'POST',
    path: '/api/admin/webhooks/endpoints/:id/rotate-secret',
    access: 'admin',
  }),
  webhookDeliveries: endpoint<AdminListPage<WebhookDelivery>, never, never, AdminListQuery>()({
    method: 'GET',
    path: '/api/admin/webhooks/deliveries',
    access: 'admin',
  }),
  resendWebhookDelivery: endpoint<WebhookDelivery, never, 'id'>()({
    method: 'POST',
    path: '/api/admin/webhooks/deliveries/:id/resend',
    access: 'admin',
  }),
  csvExport: endpoint<Blob, never, 'name', never>()({
    method: 'GET',
    path: '/api/admin/exports/:name',
    access: 'admin',
  }),

  // Personal data of one person (DSGVO): export as a file, erase
  exportPersonalData: endpoint<PersonalDataExport, never, never, PersonalDataQuery>()({
    method: 'GET',
    path: '/api/admin/personal-data',
    access: 'admin',
  }),
  erasePersonalData: endpoint<PersonalDataErasure, never, never, PersonalDataQuery>()({
    method: 'DELETE',
    path: '/api/admin/personal-data',
    access: 'admin',
  }),

  // Customers: one record per person across every channel
  customers: endpoint<AdminListPage<CustomerSummary>, never, never, CustomerListQuery>()({
    method: 'GET',
    path: '/api/admin/customers',
    access: 'admin',
  }),
  customer: endpoint<CustomerDetail, never, 'id'>()({
    method: 'GET',
    path: '/api/admin/customers/:id',
    access: 'admin',
  }),
  mergeCustomers: endpoint<CustomerChange, CustomerMergeRequest, 'id'>()({
    method: 'POST',
    path: '/api/admin/customers/:id/merge',
    access: 'admin',
  }),
  splitCustomer: endpoint<CustomerChange, CustomerSplitRequest, 'id'>()({
    method: 'POST',
    path: '/api/admin/customers/:id/split',
    access: 'admin',
  }),
  exportCustomerData: endpoint<PersonalDataExport, never, 'id'>()({
    method: 'GET',
    path: '/api/admin/customers/:id/personal-data',
    access: 'admin',
  }),
  eraseCustomerData: endpoint<PersonalDataErasure, never, 'id'>()({
    method: 'DELETE',
    path: '/api/admin/customers/:id/personal-data',
    access: 'admin',
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

  // Gallery admin: the one set of gallery writes, for /admin-gallery and /admin-references
  adminGalleryImages: endpoint<GalleryImage[], never, never, AdminGalleryQuery>()({
    method: 'GET',
    path: '/api/admin/gallery-images',
    access: 'admin',
  }),
  createGalleryImage: endpoint<GalleryImage, GalleryImageInput>()({
    method: 'POST',
    path: '/api/admin/gallery-images',
    access: 'admin',
  }),
  updateGalleryImage: endpoint<GalleryImage, GalleryImageInput, 'id'>()({
    method: 'PUT',
    path: '/api/admin/gallery-images/:id',
    access: 'admin',
  }),
  deleteGalleryImage: endpoint<SuccessResponse, never, 'id'>()({
    method: 'DELETE',
    path: '/api/admin/gallery-images/:id',
    access: 'admin',
  }),
  galleryAiDescription: endpoint<AiDescriptionResponse, never, 'id'>()({
    method: 'POST',
    path: '/api/admin/gallery-images/:id/ai-description',
    access: 'admin',
  }),
  describePicture: endpoint<AiDescriptionResponse, DescribePictureRequest>()({
    method: 'POST',
    path: '/api/admin/gallery-images/ai-description',
    access: 'admin',
  }),
  uploadGalleryImage: endpoint<GalleryUploadResponse>()({
    method: 'POST',
    path: '/api/admin/gallery-images/upload',
    access: 'admin',
  }),
  directUploadTicket: endpoint<DirectUploadTicket>()({
    method: 'POST',
    path: '/api/objects/upload',
    access: 'admin',
  }),
  directUpload: endpoint<GalleryUploadResponse, never, 'token'>()({
    method: 'PUT',
    path: '/api/objects/upload/:token',
    access: 'admin',
  }),
  removeDemoContent: endpoint<DemoContentRemoval>()({
    method: 'DELETE',
    path: '/api/admin/demo-content',
    access: 'admin',
  }),

  // Reference projects admin (/admin-references)
  adminReferenceProjects: endpoint<ReferenceProject[]>()({
    method: 'GET',
    path: '/api/admin/reference-projects',
    access: 'admin',
  }),
  createReferenceProject: endpoint<ReferenceProject, ReferenceProjectInput>()({
    method: 'POST',
    path: '/api/reference-projects',
    access: 'admin',
  }),
  updateReferenceProject: endpoint<ReferenceProject, ReferenceProjectInput, 'id'>()({
    method: 'PUT',
    path: '/api/reference-projects/:id',
    access: 'admin',
  }),
  deleteReferenceProject: endpoint<SuccessResponse, never, 'id'>()({
    method: 'DELETE',
    path: '/api/reference-projects/:id',
    access: 'admin',
  }),

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
  scanMainPage: endpoint<MainPageScanResult>()({
    method: 'POST',
    path: '/api/blog/scan-main-page',
    access: 'admin',
  }),
  adminBlogArticles: endpoint<{ articles: BlogArticle[] }>()({
    method: 'GET',
    path: '/api/admin/blog/articles',
    access: 'admin',
  }),
  createBlogArticle: endpoint<BlogArticle, BlogArticleInput>()({
    method: 'POST',
    path: '/api/blog/create',
    access: 'admin',
  }),
  updateBlogArticle: endpoint<BlogArticle, BlogArticleUpdate, 'id'>()({
    method: 'PUT',
    path: '/api/blog/article/:id',
    access: 'admin',
  }),
  deleteBlogArticle: endpoint<SuccessResponse, never, 'id'>()({
    method: 'DELETE',
    path: '/api/blog/article/:id',
    access: 'admin',
  }),

  // The public forms' pages without script (forms.ts): their posts' answers
  concreteCalculationPage: endpoint<string, never, 'id', { sent?: CalculationFollowUp }>()({
    method: 'GET',
    path: '/api/forms/concrete-calculation/:id',
    access: 'public',
  }),
  renovationCalculationPage: endpoint<string, never, 'id', { sent?: CalculationFollowUp }>()({
    method: 'GET',
    path: '/api/forms/renovation-calculation/:id',
    access: 'public',
  }),
  /** Where the quote-email form's post leads (303): what was sent, and the share link. */
  quoteEmailSentPage: endpoint<string, never, 'token'>()({
    method: 'GET',
    path: '/api/forms/quote-email/sent/:token',
    access: 'public',
  }),
} as const;

export const API = { ...ENDPOINTS, ...publicFormEndpoints(PUBLIC_FORMS) };
