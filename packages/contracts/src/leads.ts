/** Phone leads, quote requests and conversion stats (docs/product.md §3, §4, §9; docs/decisions.md). */
import {
  calculationTotals,
  type CalculationType,
  type CalculationWithResult,
  type ConcreteCalculationInput,
  type RenovationCalculationInput,
} from './calculators';
import type { CustomerTouchpoint } from './customers';
import type { AdminOrder } from './orders';
import { LEAD_NAMES } from './vocabulary';

export const PHONE_SERVICES = ['whatsapp_beratung', 'preis_alarm', 'pdf_download', 'termin_service'] as const;
export type PhoneService = (typeof PHONE_SERVICES)[number];

/** What each offer of the phone-service form promises (docs/product.md §9), under its name. */
export const PHONE_SERVICE_DESCRIPTIONS: Record<PhoneService, string> = {
  whatsapp_beratung: 'Persönliche Beratung per WhatsApp – Antwort innerhalb von 2 Stunden',
  preis_alarm: 'Aktionen per SMS erhalten und bis zu 15 % sparen',
  pdf_download: 'Ihren Kostenvoranschlag als PDF zum Aufbewahren und Weiterleiten',
  termin_service: 'Wir rufen Sie an und vereinbaren einen Besichtigungstermin',
};

export const PHONE_LEAD_CONTEXTS = ['concrete_calculator', 'renovation_calculator'] as const;
export type PhoneLeadContext = (typeof PHONE_LEAD_CONTEXTS)[number];

/** The context of a phone lead made from a calculation's result (its calculator). */
export const PHONE_LEAD_CONTEXT_OF_CALCULATION: Record<CalculationType, PhoneLeadContext> = {
  concrete: 'concrete_calculator',
  renovation: 'renovation_calculator',
};

/**
 * What a phone lead from a result carries about its calculation (`calculationData` of POST /api/store-phone), so
 * the operator sees what the visitor saw: the calculator's dialog and the API's result page send the same shape.
 */
export interface PhoneLeadCalculationData {
  quoteId: string;
  quoteNumber: string;
  calculationType: CalculationType;
  inputs: ConcreteCalculationInput | RenovationCalculationInput;
  /** Each option's total in euros, by option name (massivholz/fertigparkett or sanding/covering). */
  totals: Record<string, number>;
}

/** The phone lead's `calculationData` of a result, built from the calculation the visitor has on screen. */
export function phoneLeadCalculationData(calculation: CalculationWithResult): PhoneLeadCalculationData {
  return {
    quoteId: calculation.result.id,
    quoteNumber: calculation.result.quoteNumber,
    calculationType: calculation.type,
    inputs: { ...calculation.input },
    totals: calculationTotals(calculation),
  };
}

/** One name per phone-service offer: the calculators' dialog and the admin's lead list show the same. */
export const PHONE_SERVICE_LABELS: Record<PhoneService, string> = {
  whatsapp_beratung: 'WhatsApp-Beratung',
  preis_alarm: 'Preis-Alarm per SMS',
  pdf_download: 'PDF-Angebot',
  termin_service: 'Termin-Service',
};

export type LeadPriority = 'high' | 'medium' | 'low';

export const LEAD_PRIORITY_LABELS: Record<LeadPriority, string> = {
  high: 'Hoch',
  medium: 'Mittel',
  low: 'Niedrig',
};

export function priorityForService(service: string): LeadPriority {
  if (service === 'whatsapp_beratung' || service === 'termin_service') return 'high';
  if (service === 'preis_alarm') return 'medium';
  return 'low';
}

export interface PhoneLead {
  id: string;
  customerPhone: string;
  service: string;
  context: string;
  submittedAt: string;
  priority: LeadPriority;
  /** JSON text of the calculation the visitor had on screen, if any. */
  calculationData?: string | null;
}

export const QUOTE_REQUEST_STATUSES = ['pending', 'contacted', 'completed'] as const;
export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number];
export const QUOTE_REQUEST_STATUS_LABELS: Record<QuoteRequestStatus, string> = {
  pending: 'Wartend',
  contacted: 'Kontaktiert',
  completed: 'Abgeschlossen',
};

export interface QuoteRequest {
  id: string;
  email: string | null;
  phone: string | null;
  customerName: string | null;
  service: string;
  calculationType: string | null;
  status: QuoteRequestStatus;
  createdAt: string;
  /** JSON text; may hold quoteId (the calculation id) and galleryNumber. */
  calculationData: string | null;
}

/**
 * What the conversions tab counts today: a calculation of either calculator, a contact message, a phone lead.
 * WhatsApp clicks are not recorded on the server.
 */
export const CONVERSION_KINDS = ['concrete', 'renovation', 'contact', 'phone'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

export type ConversionStats = Record<ConversionKind, { today: number }>;

/**
 * What conversion_events records (its CHECK constraint) and the 30-day trend counts: the kinds above and the
 * quote requests (detailed quotes, gallery price checks and quotes by e-mail) and the accepted quotes (orders). An event outlives its lead, so
 * deleting leads changes no count. WhatsApp clicks leave the site for WhatsApp and are recorded nowhere on the
 * server (only by the ad service, with consent), so no trend can show them.
 */
export const TREND_KINDS = [...CONVERSION_KINDS, 'quoteRequest', 'order'] as const;
export type TrendKind = (typeof TREND_KINDS)[number];

/** Days the conversion trend covers, today (Europe/Vienna) included. */
export const CONVERSION_TREND_DAYS = 30;

/** One Vienna calendar day of the trend: `date` is YYYY-MM-DD, every kind counted (0 on a day without). */
export interface ConversionTrendDay {
  date: string;
  counts: Record<TrendKind, number>;
}

/** GET /api/admin/conversion-trends: the last CONVERSION_TREND_DAYS days, oldest first, ending today. */
export interface ConversionTrends {
  days: ConversionTrendDay[];
}

/** An archived quote document (HTML or PDF). */
export interface SavedDocument {
  filename: string;
  date: string;
  size: number;
}

/** Standard answer of the public lead endpoints. */
export interface SuccessResponse {
  success: boolean;
  message?: string;
  error?: string;
}

/**
 * Body of POST /api/store-phone: the dialog sends its context and calculation data; the result page's form
 * without script the calculation's id instead, and the API takes both from the stored calculation.
 */
export interface StorePhoneRequest {
  phone: string;
  service: string;
  /** Required without calculationId. */
  context?: string;
  /**
   * The calculators send PhoneLeadCalculationData; the API stores any JSON object here (it only checks that it is
   * one), so a client with another shape is not refused.
   */
  calculationData?: PhoneLeadCalculationData | Record<string, unknown> | null;
  calculationId?: string;
}

/** Body of POST /api/detailed-quote; calculationId (or its alias quoteId) links the stored calculation. */
export interface DetailedQuoteRequest {
  phone: string;
  service: string;
  calculationType: CalculationType;
  calculationId?: string;
  quoteId?: string;
}

/** Body of PATCH /api/admin/quote-requests/{id}. */
export interface QuoteRequestStatusUpdate {
  status: QuoteRequestStatus;
}

export const LEAD_MESSAGES = {
  phoneRequired: 'Bitte geben Sie eine Telefonnummer ein.',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  serviceRequired: 'Bitte wählen Sie einen Service aus.',
  contextInvalid: 'Ungültiger Kontext.',
  calculationDataInvalid: 'Ungültige Berechnungsdaten.',
  calculationTypeInvalid: 'Der Berechnungstyp muss concrete oder renovation sein.',
  calculationIdInvalid: 'Ungültige Berechnungs-ID.',
  statusInvalid: 'Der Status muss pending, contacted oder completed sein.',
  phoneStored: 'Erfolgreich registriert!',
  /** Client-side failure toasts of the two calculator dialogs (docs/product.md §8). */
  phoneRegistrationFailed: 'Registrierung fehlgeschlagen. Bitte versuchen Sie es erneut.',
  detailedQuoteFailed: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  detailedQuoteStored: 'Detailliertes Angebot angefordert! Wir kontaktieren Sie in Kürze.',
  leadNotFound: `Die ${LEAD_NAMES.phoneLead.one} wurde nicht gefunden.`,
  quoteRequestNotFound: `Die ${LEAD_NAMES.quoteRequest.one} wurde nicht gefunden.`,
  /** The gallery price check (docs/product.md §5). */
  requiredFieldsMissing: 'Bitte füllen Sie alle Pflichtfelder aus.',
  galleryServiceInvalid: 'Bitte wählen Sie eine Leistung: concrete, renovation oder custom.',
  galleryNumberInvalid: 'Ungültige Projektnummer.',
  galleryNumberUnknown:
    'Dieses Projekt gibt es in der Galerie nicht (mehr). Bitte wählen Sie ein Projekt aus der Galerie.',
  messageTooLong: 'Die Nachricht darf höchstens 2000 Zeichen lang sein.',
  galleryRequestStored: 'Anfrage gesendet! Wir melden uns in Kürze bei Ihnen.',
} as const;

/** Whose data an export or erasure is about (DSGVO): an e-mail address, a phone number, or both. */
export interface PersonalDataQuery {
  email?: string;
  phone?: string;
}

/** Everything the site stores about one person (the admin's DSGVO export). */
export interface PersonalDataExport {
  subject: PersonalDataQuery;
  exportedAt: string;
  contactMessages: Array<{ id: string; name: string; email: string; message: string; createdAt: string }>;
  phoneLeads: PhoneLead[];
  quoteRequests: QuoteRequest[];
  /** Quotes sent to the person's address ('Angebot per E-Mail erhalten'). */
  quoteEmails: QuoteEmailRecord[];
  /** Accepted quotes with the signature's evidence (an erased person's orders are kept anonymised, without them). */
  orders: AdminOrder[];
  /** Where the records were matched to a customer (src/customers): the name, address and number as each had them. */
  touchpoints: Array<Omit<CustomerTouchpoint, 'summary'>>;
}

/** A quote e-mailed to a visitor as the DSGVO export lists it (the share link's token is a key, not their data). */
export interface QuoteEmailRecord {
  id: string;
  email: string;
  quoteNumber: string;
  contactConsentAt: string;
  shareExpiresAt: string;
  createdAt: string;
}

export interface PersonalDataErasure {
  success: true;
  /** Records deleted; `orders`: orders anonymised (their commercial record is kept, docs/decisions.md). */
  erased: {
    contactMessages: number;
    phoneLeads: number;
    quoteRequests: number;
    quoteEmails: number;
    orders: number;
  };
}

export const PRIVACY_MESSAGES = {
  subjectRequired: 'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein.',
} as const;
