import {
  API,
  LEAD_MESSAGES,
  type PhoneService,
  type SpamSignals,
  QUOTE_EMAIL_MESSAGES,
  type QuoteEmailRequest,
  type QuoteEmailResult,
  type SuccessResponse,
} from '@stairs/contracts';
import { apiCall } from '@stairs/api-client';
import { showCallFailure, trackConversion } from '@stairs/site';
import { toast } from '@stairs/ui';
import type { AnyCalculation } from '../lib/calculations';
import { buildDetailedQuoteRequest, buildStorePhoneRequest } from '../lib/leads';
import { useGuardedMutation } from './useGuardedMutation';

export interface PhoneLeadVariables {
  service: PhoneService;
  phone: string;
  signals: SpamSignals;
}

export interface DetailedQuoteVariables {
  phone: string;
  signals: SpamSignals;
}

/**
 * POST /api/store-phone from the phone-service dialog, with the calculation it belongs to. The toasts and
 * the phone conversion live here; closing the dialog is the caller's (submit's onSuccess).
 */
export function usePhoneServiceLead(calculation: AnyCalculation) {
  return useGuardedMutation<SuccessResponse, PhoneLeadVariables>({
    // Lead endpoints answer {success, message?}; a refusal is a 4xx with the German reason (ApiError).
    mutationFn: ({ service, phone, signals }) =>
      apiCall(API.storePhone, {
        body: { ...buildStorePhoneRequest(calculation, service, phone), ...signals },
      }),
    onSuccess: () => {
      trackConversion('phone');
      toast({ variant: 'success', title: LEAD_MESSAGES.phoneStored });
    },
    onError: (error) => showCallFailure(error, LEAD_MESSAGES.phoneRegistrationFailed),
  });
}

/** POST /api/detailed-quote, linked to the calculation (quoteId) so the admin can open that quote. */
export function useDetailedQuoteRequest(calculation: AnyCalculation) {
  return useGuardedMutation<SuccessResponse, DetailedQuoteVariables>({
    mutationFn: ({ phone, signals }) =>
      apiCall(API.detailedQuote, { body: { ...buildDetailedQuoteRequest(calculation, phone), ...signals } }),
    onSuccess: (response) => {
      toast({ variant: 'success', title: response.message || LEAD_MESSAGES.detailedQuoteStored });
    },
    onError: (error) => showCallFailure(error, LEAD_MESSAGES.detailedQuoteFailed),
  });
}

/** POST /api/quote-email: the quote as a PDF to the visitor; the answer carries the share link. */
export function useQuoteEmailRequest() {
  return useGuardedMutation<QuoteEmailResult, { request: QuoteEmailRequest; signals: SpamSignals }>({
    mutationFn: ({ request, signals }) => apiCall(API.quoteEmail, { body: { ...request, ...signals } }),
    onSuccess: (response) => toast({ variant: 'success', title: response.message }),
    onError: (error) => showCallFailure(error, QUOTE_EMAIL_MESSAGES.failed),
  });
}
