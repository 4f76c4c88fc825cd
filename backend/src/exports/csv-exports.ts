import {
  type CsvExportName,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  TOUCHPOINT_KIND_LABELS,
  type TouchpointKind,
  type VisitWindow,
} from '@stairs/contracts';
import { type DataSource } from 'typeorm';
import { windowLabel } from '../orders/order-windows';
import { type CsvColumn, toExcelCsv } from './csv-writer';

/**
 * The admin's CSV exports, one entry each: a file name, the columns and how the rows are read; the CSV rules
 * (Excel de-AT, formula defence) are csv-writer.ts's alone. A new export is one more entry here and one more name in
 * CSV_EXPORTS (@stairs/contracts).
 */
export interface CsvExport {
  /** The download's name without date and extension. */
  filename: string;
  render(db: DataSource): Promise<string>;
}

function csvExport<Row>(
  filename: string,
  columns: readonly CsvColumn<Row>[],
  read: (db: DataSource) => Promise<Row[]>,
): CsvExport {
  return { filename, render: async (db) => toExcelCsv(columns, await read(db)) };
}

interface LeadRow {
  kind: string;
  created_at: Date;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  quote_number: string | null;
}

const LEAD_COLUMNS: readonly CsvColumn<LeadRow>[] = [
  { header: 'Art', value: (row) => row.kind },
  { header: 'Eingegangen', value: (row) => row.created_at },
  { header: 'Name', value: (row) => row.name },
  { header: 'E-Mail', value: (row) => row.email },
  { header: 'Telefon', value: (row) => row.phone },
  { header: 'Leistung', value: (row) => row.service },
  { header: 'Nachricht', value: (row) => row.message },
  { header: 'Angebotsnummer', value: (row) => row.quote_number },
];

interface OrderRow {
  quote_number: string;
  status: OrderStatus;
  accepted_at: Date;
  option_title: string;
  total_cents: number;
  signature_name: string;
  email: string;
  phone: string;
  site_address: string;
  visit: VisitWindow | null;
  cancel_reason: string | null;
  note: string | null;
}

const ORDER_COLUMNS: readonly CsvColumn<OrderRow>[] = [
  { header: 'Angebotsnummer', value: (row) => row.quote_number },
  { header: 'Status', value: (row) => ORDER_STATUS_LABELS[row.status] ?? row.status },
  { header: 'Angenommen', value: (row) => row.accepted_at },
  { header: 'Variante', value: (row) => row.option_title },
  { header: 'Summe brutto (€)', value: (row) => ({ cents: row.total_cents }) },
  { header: 'Name (Unterschrift)', value: (row) => row.signature_name },
  { header: 'E-Mail', value: (row) => row.email },
  { header: 'Telefon', value: (row) => row.phone },
  { header: 'Adresse der Baustelle', value: (row) => row.site_address },
  { header: 'Besichtigung', value: (row) => (row.visit ? windowLabel(row.visit) : null) },
  { header: 'Storno-Grund', value: (row) => row.cancel_reason },
  { header: 'Notiz', value: (row) => row.note },
];

interface CustomerRow {
  name: string | null;
  email: string | null;
  phone: string | null;
  last_touchpoint_kind: string;
  last_touchpoint_at: Date;
  touchpoint_count: number;
  created_at: Date;
}

const CUSTOMER_COLUMNS: readonly CsvColumn<CustomerRow>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'E-Mail', value: (row) => row.email },
  { header: 'Telefon', value: (row) => row.phone },
  {
    header: 'Letzter Schritt',
    value: (row) =>
      TOUCHPOINT_KIND_LABELS[row.last_touchpoint_kind as TouchpointKind] ?? row.last_touchpoint_kind,
  },
  { header: 'Letzter Kontakt', value: (row) => row.last_touchpoint_at },
  { header: 'Kontakte', value: (row) => row.touchpoint_count },
  { header: 'Kunde seit', value: (row) => row.created_at },
];

export const CSV_EXPORT_DEFINITIONS: Record<CsvExportName, CsvExport> = {
  leads: csvExport('anfragen', LEAD_COLUMNS, (db) =>
    db.query(`
      SELECT 'Telefon-Lead' AS kind, submitted_at AS created_at, NULL AS name, NULL AS email,
             customer_phone AS phone, service, NULL AS message, calculation_data->>'quoteNumber' AS quote_number
        FROM phone_leads
      UNION ALL
      SELECT 'Preisprüfung/Angebotsanfrage', created_at, customer_name, email, phone, service,
             calculation_data->>'message', calculation_data->>'quoteNumber'
        FROM quote_requests
      UNION ALL
      SELECT 'Kontaktnachricht', created_at, name, email, NULL, NULL, message, NULL
        FROM contact_messages
      ORDER BY created_at DESC`),
  ),
  orders: csvExport('auftraege', ORDER_COLUMNS, (db) =>
    db.query(`
      SELECT o.quote_number, o.status, o.accepted_at, o.total_cents, o.signature_name, o.email, o.phone,
             o.site_address, o.visit, o.cancel_reason, o.note,
             coalesce((SELECT opt->>'title' FROM jsonb_array_elements(o.quote->'options') AS opt
                        WHERE opt->>'key' = o.option LIMIT 1), o.option) AS option_title
        FROM orders o
       ORDER BY o.created_at DESC, o.id DESC`),
  ),
  customers: csvExport('kunden', CUSTOMER_COLUMNS, (db) =>
    db.query(`
      SELECT name, email, phone, last_touchpoint_kind, last_touchpoint_at, touchpoint_count, created_at
        FROM customers
       ORDER BY last_touchpoint_at DESC, id DESC`),
  ),
};
