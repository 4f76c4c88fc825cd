import { type CustomerTouchpoint } from '@stairs/contracts';

/** A customer touchpoint as stored: where one record was matched, with its person. */
export interface TouchpointRow {
  source_kind: CustomerTouchpoint['kind'];
  source_id: string;
  occurred_at: Date;
  matched_by: CustomerTouchpoint['matchedBy'];
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** The columns of a TouchpointRow; a query adds its WHERE and ORDER BY. */
export const TOUCHPOINT_SELECT = `SELECT source_kind, source_id, occurred_at, matched_by, name, email, phone
  FROM customer_touchpoints`;

/** A touchpoint as the admin and the personal-data export show it (the timeline adds its record's summary). */
export function toTouchpoint(row: TouchpointRow): Omit<CustomerTouchpoint, 'summary'> {
  return {
    kind: row.source_kind,
    id: row.source_id,
    occurredAt: row.occurred_at.toISOString(),
    matchedBy: row.matched_by,
    name: row.name,
    email: row.email,
    phone: row.phone,
  };
}
