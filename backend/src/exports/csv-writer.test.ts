import { toExcelCsv } from './csv-writer';

interface Order {
  number: string;
  customer: string;
  totalCents: number;
  area: number;
  acceptedAt: Date;
  note: string | null;
}

const columns = [
  { header: 'Nummer', value: (row: Order) => row.number },
  { header: 'Kunde', value: (row: Order) => row.customer },
  { header: 'Summe (€)', value: (row: Order) => ({ cents: row.totalCents }) },
  { header: 'Fläche (m²)', value: (row: Order) => row.area },
  { header: 'Angenommen', value: (row: Order) => row.acceptedAt },
  { header: 'Notiz', value: (row: Order) => row.note },
];

describe('toExcelCsv (Excel, de-AT)', () => {
  const csv = toExcelCsv(columns, [
    {
      number: 'KV-2026-0001',
      customer: 'Jürgen "Jö" Größ; Wien',
      totalCents: 123456,
      area: 12.5,
      acceptedAt: new Date('2026-07-01T10:05:09Z'),
      note: 'Zeile 1\nZeile 2',
    },
    {
      number: 'KV-2026-0002',
      customer: '=HYPERLINK("http://x")',
      totalCents: -5,
      area: 3,
      acceptedAt: new Date('2026-01-15T23:30:00Z'),
      note: null,
    },
  ]);

  it('starts with the UTF-8 byte-order mark and ends every record with CRLF', () => {
    expect(csv.startsWith('\uFEFF"Nummer";')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    // The line break inside a quoted field is the record's, not a record end.
    expect(csv.split('\r\n')).toHaveLength(4);
  });

  it('quotes every field, doubles quotes and keeps semicolons and umlauts inside the field', () => {
    const [, first] = csv.slice(1).split('\r\n');
    expect(first).toBe(
      '"KV-2026-0001";"Jürgen ""Jö"" Größ; Wien";"1234,56";"12,5";"01.07.2026 12:05:09";"Zeile 1\nZeile 2"',
    );
  });

  it('writes cents with a decimal comma, Vienna time, empty cells for null, and defuses formulas', () => {
    const [, , second] = csv.slice(1).split('\r\n');
    expect(second).toBe('"KV-2026-0002";"\'=HYPERLINK(""http://x"")";"-0,05";"3";"16.01.2026 00:30:00";""');
  });

  it('encodes as UTF-8 bytes with the BOM EF BB BF', () => {
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
