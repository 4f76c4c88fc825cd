import { API, LEAD_MESSAGES, type PhoneService, type SuccessResponse } from '@stairs/contracts';
import { apiRequest, apiUrl, readErrorMessage } from '@stairs/api-client';
import { trackConversion } from '@stairs/site';
import { toast } from '@stairs/ui';
import type { AnyCalculation } from '../lib/calculations';
import {
  assertLeadAccepted,
  buildDetailedQuoteRequest,
  buildStorePhoneRequest,
  LeadRejectedError,
} from '../lib/leads';
import { TOAST_TITLES } from '../lib/messages';
import { useGuardedMutation } from './useGuardedMutation';

/**
 * The German reason of a failed lead: the server's text for a refusal (success false, or a 4xx such as an
 * invalid number), else the spec's fallback, also for a server failure (5xx) or no answer at all.
 */
function leadFailureMessage(error: Error, fallback: string): string {
  if (error instanceof LeadRejectedError) return error.serverMessage ?? fallback;
  return readErrorMessage(error, fallback);
}

/** Lead endpoints answer {success, message?, error?}; success false is a failure as well. */
async function postLead(
  endpoint: typeof API.storePhone | typeof API.detailedQuote,
  body: object,
): Promise<SuccessResponse> {
  return assertLeadAccepted(await apiRequest<SuccessResponse>(endpoint.method, apiUrl(endpoint), body));
}

export interface PhoneLeadVariables {
  service: PhoneService;
  phone: string;
}

/**
 * POST /api/store-phone from the phone-service dialog, with the calculation it belongs to. The toasts and
 * the phone conversion live here; closing the dialog is the caller's (submit's onSuccess).
 */
export function usePhoneServiceLead(calculation: AnyCalculation) {
  return useGuardedMutation<SuccessResponse, PhoneLeadVariables>({
    mutationFn: ({ service, phone }) =>
      postLead(API.storePhone, buildStorePhoneRequest(calculation, service, phone)),
    onSuccess: () => {
      trackConversion('phone');
      toast({ variant: 'success', title: LEAD_MESSAGES.phoneStored });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: TOAST_TITLES.error,
        description: leadFailureMessage(error, LEAD_MESSAGES.phoneRegistrationFailed),
      });
    },
  });
}

/** POST /api/detailed-quote, linked to the calculation (quoteId) so the admin can open that quote. */
export function useDetailedQuoteRequest(calculation: AnyCalculation) {
  return useGuardedMutation<SuccessResponse, string>({
    mutationFn: (phone) => postLead(API.detailedQuote, buildDetailedQuoteRequest(calculation, phone)),
    onSuccess: (response) => {
      toast({ variant: 'success', title: response.message || LEAD_MESSAGES.detailedQuoteStored });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: TOAST_TITLES.error,
        description: leadFailureMessage(error, LEAD_MESSAGES.detailedQuoteFailed),
      });
    },
  });
}
