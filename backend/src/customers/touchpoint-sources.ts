import { type TouchpointKind } from '@stairs/contracts';

/**
 * Where each kind of touchpoint is stored and how its person and its one-line summary are read: SQL over the
 * source row `s`, from this file's constants only, never input. The matcher, the timeline, the per-customer export
 * and the migrations read this list; adding a channel is one more entry (docs/operations.md "Customers:
 * adding a touchpoint source").
 */
export interface TouchpointSource {
  table: string;
  /** The column of when the record was made: the timeline's order and its outbox's age. */
  occurredAt: string;
  email: string | null;
  phone: string | null;
  name: string | null;
  summary: string;
}

export const TOUCHPOINT_SOURCES: Record<TouchpointKind, TouchpointSource> = {
  'contact-message': {
    table: 'contact_messages',
    occurredAt: 'created_at',
    email: 's.email',
    phone: null,
    name: 's.name',
    summary: 'left(s.message, 140)',
  },
  'phone-lead': {
    table: 'phone_leads',
    occurredAt: 'submitted_at',
    email: null,
    phone: 's.customer_phone',
    name: null,
    summary: `concat_ws(' · ', s.service, s.calculation_data->>'quoteNumber')`,
  },
  'quote-request': {
    table: 'quote_requests',
    occurredAt: 'created_at',
    email: 's.email',
    phone: 's.phone',
    name: 's.customer_name',
    summary: `concat_ws(' · ', s.service, s.calculation_data->>'quoteNumber', 'Nr. ' || (s.calculation_data->>'galleryNumber'))`,
  },
  'quote-email': {
    table: 'quote_emails',
    occurredAt: 'created_at',
    email: 's.email',
    phone: null,
    name: null,
    summary: `(SELECT c.quote_number FROM calculations c WHERE c.id = s.calculation_id)`,
  },
  // The accepted quote: its number, option and total ('KV-2026-000123 · Massivholz · 4.980,00 €').
  order: {
    table: 'orders',
    occurredAt: 'created_at',
    email: 's.email',
    phone: 's.phone',
    name: 's.signature_name',
    summary: `concat_ws(' · ', s.quote_number,
      (SELECT o->>'title' FROM jsonb_array_elements(s.quote->'options') o WHERE o->>'key' = s.option),
      replace(to_char(s.total_cents / 100.0, 'FM999999990.00'), '.', ',') || ' €')`,
  },
};

/** The SQL that reads one source row's person, time and summary (`$1` = the row's id). */
export function touchpointSelect(kind: TouchpointKind): string {
  const source = TOUCHPOINT_SOURCES[kind];
  return `SELECT s.id, s.${source.occurredAt} AS occurred_at, ${source.email ?? 'NULL::text'} AS email,
                 ${source.phone ?? 'NULL::text'} AS phone, ${source.name ?? 'NULL::text'} AS name,
                 coalesce(${source.summary}, '') AS summary
            FROM ${source.table} s`;
}
