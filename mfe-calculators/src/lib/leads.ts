/**
 * Request bodies of the two lead calls a calculation result offers (docs/product.md §7) and the rules of their
 * dialogs (docs/product.md §5). Built here, from the stored calculation, so the server gets exactly what the
 * visitor saw.
 */
import {
  LEAD_MESSAGES,
  PHONE_LEAD_CONTEXT_OF_CALCULATION,
  QUOTE_EMAIL_MESSAGES,
  phoneLeadCalculationData,
  type DetailedQuoteRequest,
  type PhoneService,
  type QuoteEmailRequest,
  type StorePhoneRequest,
} from '@stairs/contracts';
import type { AnyCalculation } from './calculations';

export const DETAILED_QUOTE_SERVICE = 'detailliertes_angebot';

export type PhoneCheck = { ok: true; phone: string } | { ok: false; message: string };

/** The phone number is required and trimmed (docs/product.md §5, detailed-quote dialog). */
export function checkPhone(raw: string): PhoneCheck {
  const phone = raw.trim();
  return phone === '' ? { ok: false, message: LEAD_MESSAGES.phoneRequired } : { ok: true, phone };
}

/** The phone-service dialog's activate button needs a service and a phone number (docs/product.md §5). */
export function canActivatePhoneService(
  service: PhoneService | null,
  phone: string,
): service is PhoneService {
  return service !== null && phone.trim() !== '';
}

/** POST /api/store-phone */
export function buildStorePhoneRequest(
  calculation: AnyCalculation,
  service: PhoneService,
  phone: string,
): StorePhoneRequest {
  return {
    phone: phone.trim(),
    service,
    context: PHONE_LEAD_CONTEXT_OF_CALCULATION[calculation.type],
    calculationData: phoneLeadCalculationData(calculation),
  };
}

/** POST /api/detailed-quote; quoteId lets the admin open the quote the request refers to. */
export function buildDetailedQuoteRequest(calculation: AnyCalculation, phone: string): DetailedQuoteRequest {
  return {
    phone: phone.trim(),
    service: DETAILED_QUOTE_SERVICE,
    calculationType: calculation.type,
    quoteId: calculation.result.id,
  };
}

export type QuoteEmailField = 'email' | 'contactConsent';

export type QuoteEmailCheck =
  { ok: true; request: QuoteEmailRequest } | { ok: false; errors: Partial<Record<QuoteEmailField, string>> };

/**
 * 'Angebot per E-Mail erhalten' before sending: an address with an @ and the ticked consent, each message for its
 * field. The server checks the address strictly (its message then comes back in the failure toast).
 */
export function checkQuoteEmail(
  calculation: AnyCalculation,
  rawEmail: string,
  consent: boolean,
): QuoteEmailCheck {
  const email = rawEmail.trim();
  const errors: Partial<Record<QuoteEmailField, string>> = {};
  if (email === '') errors.email = QUOTE_EMAIL_MESSAGES.emailRequired;
  else if (!/^[^\s@]+@[^\s@]+$/.test(email)) errors.email = QUOTE_EMAIL_MESSAGES.emailInvalid;
  if (!consent) errors.contactConsent = QUOTE_EMAIL_MESSAGES.consentRequired;
  if (errors.email || errors.contactConsent) return { ok: false, errors };
  return { ok: true, request: { calculationId: calculation.result.id, email, contactConsent: true } };
}
