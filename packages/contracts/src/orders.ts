/**
 * 'Angebot annehmen': a visitor accepts an e-mailed quote from its share link (the token is the whole capability)
 * with a simple electronic signature, and the operator takes the order through its pipeline and the on-site
 * measurement ('Besichtigung'). One order per quote, however often it is accepted.
 */
import { type CalculationType } from './calculators';
import { viennaDate } from './blog';
import { LEAD_MESSAGES } from './leads';
import { formatEuro } from './format';
import { pagePath } from './pages';

/** The operator's pipeline: neu → Besichtigung vereinbart → beauftragt → abgeschlossen, or storniert. */
export const ORDER_STATUSES = ['new', 'visitScheduled', 'commissioned', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'Neu',
  visitScheduled: 'Besichtigung vereinbart',
  commissioned: 'Beauftragt',
  completed: 'Abgeschlossen',
  cancelled: 'Storniert',
};

/**
 * Where the operator may move an order by hand. 'Besichtigung vereinbart' is reached by confirming one of the
 * visitor's windows (the visitor gets the invitation), never by a bare status change; cancelling needs a reason.
 */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['cancelled'],
  visitScheduled: ['commissioned', 'cancelled'],
  commissioned: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The time windows a visitor may offer for the Besichtigung (Vienna wall-clock hours). */
export const VISIT_SLOTS = {
  morning: { label: 'Vormittag (8–12 Uhr)', startHour: 8, endHour: 12 },
  afternoon: { label: 'Nachmittag (12–16 Uhr)', startHour: 12, endHour: 16 },
  evening: { label: 'Spätnachmittag (16–19 Uhr)', startHour: 16, endHour: 19 },
} as const;
export type VisitSlot = keyof typeof VISIT_SLOTS;
export const VISIT_SLOT_KEYS = Object.keys(VISIT_SLOTS) as VisitSlot[];

export const ORDER_LIMITS = {
  siteAddressMaxLength: 200,
  phoneMaxLength: 40,
  noteMaxLength: 1000,
  signatureNameMinLength: 3,
  signatureNameMaxLength: 100,
  cancelReasonMaxLength: 500,
  /** Windows from tomorrow up to this many days ahead (Vienna days). */
  visitWindowMaxDays: 60,
  minWindows: 2,
  maxWindows: 3,
} as const;

/** The calendar day `days` after `day` (both YYYY-MM-DD): counted in UTC, where every day has 24 hours. */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days a window may fall on: from tomorrow (Vienna) to ORDER_LIMITS.visitWindowMaxDays ahead. */
export function visitWindowRange(now: Date): { first: string; last: string } {
  const today = viennaDate(now);
  return { first: addCalendarDays(today, 1), last: addCalendarDays(today, ORDER_LIMITS.visitWindowMaxDays) };
}

/** One preferred window: a Vienna calendar day (YYYY-MM-DD) and a slot. */
export interface VisitWindow {
  date: string;
  slot: VisitSlot;
}

/**
 * Body of POST /api/orders/:token and the fields of its `<form method="post">` (flat names, so a form posts them
 * as they are): the chosen option, the site, two or three windows (the third optional), the note, and the
 * signature (typed full name and the ticked confirmation naming quote number and total).
 */
export interface OrderAcceptRequest {
  option: string;
  siteAddress: string;
  phone: string;
  window1Date: string;
  window1Slot: string;
  window2Date: string;
  window2Slot: string;
  window3Date?: string;
  window3Slot?: string;
  note?: string;
  signatureName: string;
  /** The unticked box; a form sends "true". */
  confirmed: boolean;
}

/** One priced line of a quote option, euros gross. */
export interface OrderQuoteLine {
  label: string;
  amount: number;
}

export interface OrderQuoteOption {
  key: string;
  title: string;
  lines: OrderQuoteLine[];
  total: number;
  recommended: boolean;
}

/** GET /api/orders/quote/:token: what the order page shows before the form. */
export interface OrderQuote {
  quoteNumber: string;
  type: CalculationType;
  /** When the quote was calculated (ISO). */
  createdAt: string;
  /** The last day it can be accepted, "15.07.2026" (Vienna). */
  validUntil: string;
  options: OrderQuoteOption[];
  /** Set once the quote was accepted: the order page then shows the confirmation. */
  accepted: OrderAccepted | null;
}

/** Answer of POST /api/orders/:token (the same for a second acceptance: one order per quote). */
export interface OrderAccepted {
  success: true;
  message: string;
  orderId: string;
  quoteNumber: string;
  option: string;
  optionTitle: string;
  /** Gross total in euros (the conversion's value). */
  total: number;
  acceptedAt: string;
  windows: VisitWindow[];
  /** The consumer's withdrawal right (FAGG) and the model withdrawal form, as the Auftragsbestätigung has them. */
  withdrawal: string;
}

/** The operator's view of an order: the accepted quote, the visitor's details and the signature's evidence. */
export interface AdminOrder {
  id: string;
  status: OrderStatus;
  cancelReason: string | null;
  quoteNumber: string;
  calculationId: string;
  calculationType: CalculationType;
  option: string;
  optionTitle: string;
  total: number;
  email: string;
  phone: string;
  siteAddress: string;
  note: string | null;
  windows: VisitWindow[];
  /** The confirmed window, or null. */
  visit: VisitWindow | null;
  evidence: {
    acceptedAt: string;
    signatureName: string;
    confirmationText: string;
    /** SHA-256 (hex) of the quote's price snapshot as accepted. */
    priceHash: string;
    clientIp: string;
  };
  createdAt: string;
}

/** PATCH /api/admin/orders/:id: the next status; a cancellation says why. */
export interface OrderStatusUpdate {
  status: OrderStatus;
  reason?: string;
}

/** PUT /api/admin/orders/:id/visit: which of the visitor's windows (1–3) the operator confirms. */
export interface OrderVisitConfirmation {
  window: number;
}

export const ORDER_MESSAGES = {
  optionInvalid: 'Bitte wählen Sie eine der beiden Optionen.',
  siteAddressRequired: 'Bitte geben Sie die Adresse der Baustelle an.',
  siteAddressTooLong: `Die Adresse darf höchstens ${ORDER_LIMITS.siteAddressMaxLength} Zeichen lang sein.`,
  phoneRequired: LEAD_MESSAGES.phoneRequired,
  phoneInvalid: LEAD_MESSAGES.phoneInvalid,
  windowRequired:
    'Bitte nennen Sie mindestens zwei Wunschtermine für die Besichtigung (Datum und Zeitfenster).',
  windowInvalid: `Bitte wählen Sie Wunschtermine ab morgen und höchstens ${ORDER_LIMITS.visitWindowMaxDays} Tage im Voraus.`,
  windowSlotInvalid: 'Bitte wählen Sie für jeden Wunschtermin ein Zeitfenster.',
  windowsRepeated: 'Bitte nennen Sie verschiedene Wunschtermine.',
  noteTooLong: `Die Anmerkung darf höchstens ${ORDER_LIMITS.noteMaxLength} Zeichen lang sein.`,
  signatureRequired: 'Bitte geben Sie zur Unterschrift Ihren vollständigen Namen ein.',
  signatureInvalid: `Der Name muss ${ORDER_LIMITS.signatureNameMinLength} bis ${ORDER_LIMITS.signatureNameMaxLength} Zeichen lang sein.`,
  confirmationRequired: 'Bitte bestätigen Sie die Annahme des Angebots mit dem Häkchen.',
  quoteNotFound: 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
  quoteExpired:
    'Dieser Kostenvoranschlag ist abgelaufen und kann nicht mehr angenommen werden. Berechnen Sie Ihren Preis gerne neu – zu den heutigen Preisen.',
  accepted:
    'Vielen Dank! Ihr Auftrag ist bei uns eingegangen. Die Auftragsbestätigung ist per E-Mail unterwegs.',
  alreadyAccepted: 'Dieses Angebot haben Sie bereits angenommen. Hier ist Ihre Bestätigung.',
  orderNotFound: 'Dieser Auftrag wurde nicht gefunden.',
  statusInvalid: 'Bitte wählen Sie einen gültigen Status.',
  transitionRefused: (from: string, to: string) =>
    `Ein Auftrag mit Status „${from}“ kann nicht auf „${to}“ gesetzt werden.`,
  cancelReasonRequired: 'Bitte geben Sie einen Grund für die Stornierung an.',
  cancelReasonTooLong: `Der Grund darf höchstens ${ORDER_LIMITS.cancelReasonMaxLength} Zeichen lang sein.`,
  visitWindowInvalid: 'Bitte wählen Sie einen der Wunschtermine des Kunden.',
  visitNotPossible: 'Für diesen Auftrag kann keine Besichtigung (mehr) vereinbart werden.',
  noVisit: 'Für diesen Auftrag ist keine Besichtigung vereinbart.',
} as const;

/** The order page's texts (the page, its form and the confirmation). */
export const ORDER_PAGE_TEXTS = {
  action: 'Angebot annehmen',
  quoteLoadFailed: 'Der Kostenvoranschlag konnte nicht geladen werden.',
  acceptFailed: 'Das Angebot konnte nicht angenommen werden. Bitte versuchen Sie es erneut.',
  title: 'Angebot annehmen',
  intro:
    'Prüfen Sie Ihren Kostenvoranschlag, nennen Sie uns die Baustelle und Wunschtermine für die Besichtigung und nehmen Sie das Angebot an.',
  quoteHeading: 'Ihr Kostenvoranschlag',
  quoteNumber: 'Nummer',
  validUntil: 'Gültig bis',
  total: 'Gesamt (inkl. USt.)',
  optionLegend: 'Gewählte Option',
  siteAddressLabel: 'Adresse der Baustelle',
  phoneLabel: 'Telefonnummer für Rückfragen',
  windowsLegend: 'Wunschtermine für die Besichtigung',
  windowsHint: 'Bitte nennen Sie zwei oder drei Termine; wir bestätigen einen davon per E-Mail.',
  windowDateLabel: (n: number) => `Wunschtermin ${n}: Datum`,
  windowSlotLabel: (n: number) => `Wunschtermin ${n}: Zeitfenster`,
  windowOptional: '(optional)',
  slotPlaceholder: 'Zeitfenster wählen',
  noteLabel: 'Anmerkung (optional)',
  signatureLegend: 'Unterschrift',
  signatureNameLabel: 'Ihr vollständiger Name',
  confirmLabel: (quoteNumber: string, total: number) =>
    `Ich nehme das Angebot ${quoteNumber} über ${formatEuro(total)} (inkl. USt.) verbindlich an.`,
  withdrawalHint:
    'Als Verbraucher haben Sie ein 14-tägiges Rücktrittsrecht; die Belehrung und das Muster-Widerrufsformular erhalten Sie mit der Auftragsbestätigung per E-Mail.',
  submit: 'Angebot verbindlich annehmen',
  sending: 'Wird gesendet …',
  confirmedTitle: 'Auftrag erhalten',
  confirmedWindows: 'Ihre Wunschtermine',
  whatsapp: 'Per WhatsApp zum Auftrag schreiben',
  newCalculation: 'Neu berechnen',
} as const;

/** The buttons that move an order on in /admin (cancelling has its own form: it needs a reason). */
export const ORDER_NEXT_STEP_LABELS: Partial<Record<OrderStatus, string>> = {
  commissioned: 'Als beauftragt markieren',
  completed: 'Als abgeschlossen markieren',
};

/** The order page of a share token (a page of the site; the token is the visitor's own). */
export function orderPagePath(token: string): string {
  return pagePath('order', { token });
}
