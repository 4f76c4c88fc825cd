// Every admin query key starts with its /api/admin URL: the shared admin session refetches or drops them all
// on login/logout by that prefix (@stairs/site isAdminQueryKey).
export const PRICE_SETTINGS_QUERY_KEY = ['/api/admin/pricing'] as const;
export const CONVERSION_STATS_QUERY_KEY = ['/api/admin/conversion-stats'] as const;
export const PHONE_LEADS_QUERY_KEY = ['/api/admin/phone-leads'] as const;
export const QUOTE_REQUESTS_QUERY_KEY = ['/api/admin/quote-requests'] as const;
export const HTML_DOCUMENTS_QUERY_KEY = ['/api/admin/html'] as const;
export const PDF_DOCUMENTS_QUERY_KEY = ['/api/admin/pdfs'] as const;

/** Content of one archived HTML document (preview screen). */
export function htmlDocumentQueryKey(filename: string) {
  return ['/api/admin/html', filename, 'content'] as const;
}

/** Conversion stats refresh every 30 s (docs/product.md §9). */
export const CONVERSION_STATS_REFETCH_INTERVAL = 30_000;
