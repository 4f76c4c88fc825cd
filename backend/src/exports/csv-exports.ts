import { type CsvExportName } from '@stairs/contracts';
import { type DataSource } from 'typeorm';
import { type CsvColumn, toExcelCsv } from './csv-writer';

/**
 * The admin's CSV exports, one entry each: a file name, the columns and how the rows are read. An export of
 * orders or customers is one more entry here and one more name in CSV_EXPORTS (@stairs/contracts), e.g.
 * `orders: csvExport('auftraege', ORDER_COLUMNS, (db) => db.query('SELECT … FROM orders ORDER BY created_at'))`
 * with a column `{ header: 'Summe brutto (€)', value: (row) => ({ cents: row.gross_total_cents }) }`.
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
};
