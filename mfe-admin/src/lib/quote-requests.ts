import { apiUrl } from '@stairs/api-client';
import {
  QUOTE_REQUEST_STATUSES,
  QUOTE_REQUEST_STATUS_LABELS,
  CALCULATION_TYPE_LABELS,
  type CalculationType,
  LEAD_NAMES,
  QUOTE_REQUEST_SERVICE_LABELS,
  type QuoteRequestService,
  type QuoteRequest,
  type QuoteRequestStatus,
  ADMIN_API,
} from '@stairs/contracts';

const { one, many } = LEAD_NAMES.quoteRequest;

/** The words of the quote requests' list; its title is the tab's (docs/product.md §2). */
export const QUOTE_REQUEST_LIST_TEXTS = {
  title: one,
  loadFailed: `Die ${many} konnten nicht geladen werden.`,
  empty: `Noch keine ${many} eingegangen.`,
  statusLabel: (contact: string) => `Status der ${one} von ${contact}`,
  deleteTitle: `${one} löschen?`,
  deleteDescription: (contact: string) => `Die ${one} von ${contact} wird gelöscht.`,
  deleteLabel: (contact: string) => `${one} von ${contact} löschen`,
} as const;

export const QUOTE_REQUEST_STATUS_OPTIONS: readonly { value: QuoteRequestStatus; label: string }[] =
  QUOTE_REQUEST_STATUSES.map((value) => ({ value, label: QUOTE_REQUEST_STATUS_LABELS[value] }));

export function isQuoteRequestStatus(value: unknown): value is QuoteRequestStatus {
  return typeof value === 'string' && (QUOTE_REQUEST_STATUSES as readonly string[]).includes(value);
}

/** German label of a status; an unknown value is shown as it is. */
export function quoteRequestStatusLabel(status: string): string {
  return isQuoteRequestStatus(status) ? QUOTE_REQUEST_STATUS_LABELS[status] : status;
}

export function isCalculationType(value: unknown): value is CalculationType {
  return value === 'concrete' || value === 'renovation';
}

export function calculationTypeLabel(type: string | null): string {
  if (type === null || type === '') return '–';
  return isCalculationType(type) ? CALCULATION_TYPE_LABELS[type] : type;
}

export function quoteServiceLabel(service: string): string {
  return service in QUOTE_REQUEST_SERVICE_LABELS
    ? QUOTE_REQUEST_SERVICE_LABELS[service as QuoteRequestService]
    : service;
}

/** calculationData is JSON text written by the server; anything that is not a JSON object counts as absent. */
export function parseCalculationData(raw: string | null | undefined): Record<string, unknown> | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function textField(data: Record<string, unknown> | null, key: string): string | null {
  const value = data?.[key];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The calculation id (quoteId) a detailed-quote request carries, if any. */
export function quoteIdFromCalculationData(raw: string | null | undefined): string | null {
  return textField(parseCalculationData(raw), 'quoteId');
}

/** Gallery number of a gallery price-check request, if any. */
export function galleryNumberFromCalculationData(raw: string | null | undefined): string | null {
  return textField(parseCalculationData(raw), 'galleryNumber');
}

/** Quote number (KV-…) if the server stored it with the request. */
export function quoteNumberFromCalculationData(raw: string | null | undefined): string | null {
  return textField(parseCalculationData(raw), 'quoteNumber');
}

/**
 * Admin view of the calculation behind a request: /api/{type}-html/quote/{quoteId}, or null when the request
 * has no known calculation type or no quoteId.
 */
export function quoteDocumentUrl(
  request: Pick<QuoteRequest, 'calculationType' | 'calculationData'>,
): string | null {
  if (!isCalculationType(request.calculationType)) return null;
  const quoteId = quoteIdFromCalculationData(request.calculationData);
  if (quoteId === null) return null;
  const document =
    request.calculationType === 'concrete'
      ? ADMIN_API.concreteQuoteByRequest
      : ADMIN_API.renovationQuoteByRequest;
  return apiUrl(document, { params: { quoteId } });
}
