import { apiQueryKey } from '@stairs/api-client';
import { ADMIN_API } from '@stairs/contracts';

// Query keys come from the API table (their URL; the screens read with adminQueryOptions, which has the same
// key), and every admin URL starts with /api/admin: the shared admin session refetches or drops them all on
// login/logout by that prefix (@stairs/site isAdminQueryKey). These are the keys written after a change.
export const PRICE_SETTINGS_QUERY_KEY = apiQueryKey(ADMIN_API.priceSettings);
export const PHONE_LEADS_QUERY_KEY = apiQueryKey(ADMIN_API.phoneLeads);
export const QUOTE_REQUESTS_QUERY_KEY = apiQueryKey(ADMIN_API.quoteRequests);
export const CONTACT_MESSAGES_QUERY_KEY = apiQueryKey(ADMIN_API.contactMessages);
export const ORDERS_QUERY_KEY = apiQueryKey(ADMIN_API.orders);

/** Conversion stats refresh every 30 s (docs/product.md §9). */
export const CONVERSION_STATS_REFETCH_INTERVAL = 30_000;

/** The operations console's health: the worker reports every 15 s, so reading more often shows nothing new. */
export const OPERATIONS_HEALTH_REFETCH_INTERVAL = 15_000;

/** The ERP sync's endpoints (with their last delivery) and the deliveries in the operations console. */
export const WEBHOOK_ENDPOINTS_QUERY_KEY = apiQueryKey(ADMIN_API.webhookEndpoints);
export const WEBHOOK_DELIVERIES_QUERY_KEY = apiQueryKey(ADMIN_API.webhookDeliveries);
