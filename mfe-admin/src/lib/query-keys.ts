import { apiQueryKey } from '@stairs/api-client';
import { API } from '@stairs/contracts';

// Query keys come from the API table (their URL), and every admin URL starts with /api/admin: the shared admin
// session refetches or drops them all on login/logout by that prefix (@stairs/site isAdminQueryKey).
export const PRICE_SETTINGS_QUERY_KEY = apiQueryKey(API.priceSettings);
export const CONVERSION_STATS_QUERY_KEY = apiQueryKey(API.conversionStats);
export const PHONE_LEADS_QUERY_KEY = apiQueryKey(API.phoneLeads);
export const QUOTE_REQUESTS_QUERY_KEY = apiQueryKey(API.quoteRequests);
export const HTML_DOCUMENTS_QUERY_KEY = apiQueryKey(API.htmlDocuments);
export const PDF_DOCUMENTS_QUERY_KEY = apiQueryKey(API.pdfDocuments);

/** Content of one archived HTML document (preview screen). */
export function htmlDocumentQueryKey(filename: string) {
  return apiQueryKey(API.htmlDocument, { params: { filename } });
}

/** Conversion stats refresh every 30 s (docs/product.md §9). */
export const CONVERSION_STATS_REFETCH_INTERVAL = 30_000;
