/**
 * CSV as Excel in de-AT opens it with a double click: UTF-8 with a byte-order mark (else umlauts break), `;` between
 * fields (the list separator of a German locale), decimal commas, every field in double quotes (line breaks and
 * semicolons inside a field stay in it), CRLF between records. A text that Excel would run as a formula (starting
 * with = + - @ or a control character) is prefixed with an apostrophe (OWASP, "CSV injection").
 */

/** A money amount in integer cents: written as euros with a decimal comma, "1234,50". */
export interface CsvCents {
  cents: number;
}

export type CsvCell = string | number | Date | CsvCents | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): CsvCell;
}

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;

/** Vienna wall-clock time in the form Excel de-AT reads as a date: "28.11.2026 14:05:09". */
const VIENNA_TIME = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function decimalComma(value: number): string {
  return String(value).replace('.', ',');
}

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? decimalComma(cell) : '';
  if (cell instanceof Date) return VIENNA_TIME.format(cell).replace(', ', ' ');
  if (typeof cell === 'object') {
    const sign = cell.cents < 0 ? '-' : '';
    const abs = Math.abs(Math.round(cell.cents));
    return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
  }
  // NUL never belongs in a spreadsheet cell; a formula start is neutralised.
  const text = cell.replace(/\0/g, '');
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The whole file: BOM, a header record, one record per row. */
export function toExcelCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const records = [columns.map((column) => quoted(column.header)).join(SEPARATOR)];
  for (const row of rows) {
    records.push(columns.map((column) => quoted(cellText(column.value(row)))).join(SEPARATOR));
  }
  return BOM + records.join(LINE_END) + LINE_END;
}
