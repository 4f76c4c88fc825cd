import { LEAD_PRIORITY_LABELS, type PhoneLead } from '@stairs/contracts';
import { sortNewestFirst } from './sort';

export type PriorityBadgeVariant = 'destructive' | 'warning' | 'secondary';

/** Spec section 4: high = Hoch, medium = Mittel, anything else = Niedrig. */
export function priorityLabel(priority: string): string {
  if (priority === 'high') return LEAD_PRIORITY_LABELS.high;
  if (priority === 'medium') return LEAD_PRIORITY_LABELS.medium;
  return LEAD_PRIORITY_LABELS.low;
}

export function priorityBadgeVariant(priority: string): PriorityBadgeVariant {
  if (priority === 'high') return 'destructive';
  if (priority === 'medium') return 'warning';
  return 'secondary';
}

/** Offers of the phone-service dialog (spec section 9). */
const PHONE_SERVICE_LABELS: Record<string, string> = {
  whatsapp_beratung: 'WhatsApp-Beratung',
  preis_alarm: 'Preis-Alarm',
  pdf_download: 'PDF-Download',
  termin_service: 'Termin-Service',
};

const PHONE_CONTEXT_LABELS: Record<string, string> = {
  concrete_calculator: 'Betonstufen-Kalkulator',
  renovation_calculator: 'Renovierungs-Kalkulator',
};

export function phoneServiceLabel(service: string): string {
  return PHONE_SERVICE_LABELS[service] ?? service;
}

export function phoneContextLabel(context: string): string {
  return PHONE_CONTEXT_LABELS[context] ?? context;
}

/** tel: link target: keeps a leading + and the digits, drops spaces, slashes, dashes and brackets. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export function sortPhoneLeads(leads: readonly PhoneLead[]): PhoneLead[] {
  return sortNewestFirst(leads, (lead) => lead.submittedAt);
}
