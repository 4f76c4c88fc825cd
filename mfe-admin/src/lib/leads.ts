import {
  CALCULATOR_CONTEXT_LABELS,
  LEAD_NAMES,
  LEAD_PRIORITY_LABELS,
  PHONE_SERVICE_LABELS,
} from '@stairs/contracts';

const { one, many } = LEAD_NAMES.phoneLead;

/** The words of the phone leads' list. */
export const PHONE_LEAD_LIST_TEXTS = {
  title: many,
  loadFailed: `Die ${many} konnten nicht geladen werden.`,
  empty: `Noch keine ${many} eingegangen.`,
  deleteTitle: `${one} löschen?`,
  deleteDescription: (phone: string) => `Die ${one} ${phone} wird gelöscht.`,
  deleteLabel: (phone: string) => `${one} ${phone} löschen`,
} as const;

export type PriorityBadgeVariant = 'destructive' | 'warning' | 'secondary';

/** docs/product.md §4: high = Hoch, medium = Mittel, anything else = Niedrig. */
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

export function phoneServiceLabel(service: string): string {
  return (PHONE_SERVICE_LABELS as Record<string, string>)[service] ?? service;
}

export function phoneContextLabel(context: string): string {
  // The same words as the operator's e-mail: one lead, one name for where it came from.
  return (CALCULATOR_CONTEXT_LABELS as Record<string, string>)[context] ?? context;
}

/** tel: link target: keeps a leading + and the digits, drops spaces, slashes, dashes and brackets. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
