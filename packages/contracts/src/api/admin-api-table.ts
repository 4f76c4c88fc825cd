/**
 * The admin's endpoints (every entry `access: 'admin'`): read by the admin screens, the backend and its tests, never
 * by a visitor's page, so none of it travels in the public pages' bundles (public pages import API only; the
 * lint refuses ADMIN_API outside the admin code). Written and typed as API's entries (api-table.ts).
 */
import { type AdminListPage, type AdminListQuery } from '../admin-lists';
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
import { type OperationsHealthReport } from '../operations';
import {
  type BlogArticle,
  type BlogArticleInput,
  type BlogArticleUpdate,
  type MainPageScanResult,
} from '../blog';
import { type SpamCounts } from '../spam';
import {
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
  type WebhookSecretRotation,
} from '../webhooks';
import { type AdminOrder, type OrderStatusUpdate, type OrderVisitConfirmation } from '../orders';
import { endpoint } from './endpoint';
import { API, ADMIN_API_PREFIX } from './api-table';

/** Filter of the gallery admin list: one category, or all. */
export interface AdminGalleryQuery {
  category?: string;
}

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

export const ADMIN_API = {
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

  // Blog admin
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
} as const;

/** Every endpoint of the API: what the backend serves (its route tests, fuzzing, the README's table). */
export const EVERY_ENDPOINT = { ...API, ...ADMIN_API };
