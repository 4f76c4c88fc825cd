import request from 'supertest';
import { type Response } from 'supertest';
import { WEBHOOK_MESSAGES } from '@stairs/contracts';
import { parseExcelCsv } from './helpers/csv';
import { storeOrder } from './helpers/stored-order';
import { testAppForSuite } from './helpers/test-app';

/** The operator's CSV exports (leads, orders, customers), read back as Excel de-AT reads them. */
describe('CSV exports of leads, orders and customers (Excel, de-AT)', () => {
  const t = testAppForSuite({ admin: true });

  const download = async (name: string): Promise<{ res: Response; bytes: Buffer; rows: string[][] }> => {
    const res = await t.admin
      .get(`/api/admin/exports/${name}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const bytes = res.body as Buffer;
    return { res, bytes, rows: parseExcelCsv(bytes.toString('utf8')) };
  };

  beforeAll(async () => {
    await request(t.server)
      .post('/api/contact')
      .send({
        name: 'Maria Muster',
        email: 'maria.muster@example.at',
        message: 'Bitte um Rückruf zu 12 Stufen.',
      })
      .expect(200);
    await storeOrder(t.db, {
      email: 'juergen@example.at',
      phone: '+43 664 1234567',
      quoteNumber: 'KV-2026-0001',
      totalCents: 845050,
      signatureName: 'Jürgen "Jö" Größ; Wien',
      acceptedAt: new Date('2026-07-01T10:05:09Z'),
    });
    await storeOrder(t.db, {
      email: 'x@example.at',
      phone: '0664 7654321',
      quoteNumber: 'KV-2026-0002',
      totalCents: 5,
      signatureName: '=HYPERLINK("http://x")',
      acceptedAt: new Date('2026-07-02T10:00:00Z'),
    });
    await t.db.query(
      `UPDATE orders SET status = 'cancelled', cancel_reason = '+Kunde sagt ab' WHERE quote_number = 'KV-2026-0002'`,
    );
    await t.db.query(
      `INSERT INTO customers (name, email, phone, last_touchpoint_kind, last_touchpoint_at, touchpoint_count, created_at)
       VALUES ('Maria Muster', 'maria@example.at', '0664 1234567', 'quote-request', '2026-07-03T08:00:00Z', 3,
               '2026-06-01T08:00:00Z'),
              ('@Karl', NULL, '-1', 'phone-lead', '2026-07-02T08:00:00Z', 1, '2026-07-02T08:00:00Z')`,
    );
  });

  it('orders: BOM, semicolons, comma decimals, Vienna times, status labels, newest first', async () => {
    const { res, bytes, rows } = await download('orders');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="auftraege-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows).toEqual([
      [
        'Angebotsnummer',
        'Status',
        'Angenommen',
        'Variante',
        'Summe brutto (€)',
        'Name (Unterschrift)',
        'E-Mail',
        'Telefon',
        'Adresse der Baustelle',
        'Besichtigung',
        'Storno-Grund',
        'Notiz',
      ],
      [
        'KV-2026-0002',
        'Storniert',
        '02.07.2026 12:00:00',
        'Standard',
        '0,05',
        // Cells Excel would run as formulas are neutralised.
        `'=HYPERLINK("http://x")`,
        'x@example.at',
        '0664 7654321',
        'Hauptstraße 1, 1010 Wien',
        '',
        "'+Kunde sagt ab",
        'Bitte läuten',
      ],
      [
        'KV-2026-0001',
        'Neu',
        '01.07.2026 12:05:09',
        'Standard',
        '8450,50',
        'Jürgen "Jö" Größ; Wien',
        'juergen@example.at',
        "'+43 664 1234567",
        'Hauptstraße 1, 1010 Wien',
        '',
        '',
        'Bitte läuten',
      ],
    ]);
  });

  it('customers: latest step first, with its label, count and dates', async () => {
    const { res, rows } = await download('customers');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kunden-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(rows).toEqual([
      ['Name', 'E-Mail', 'Telefon', 'Letzter Schritt', 'Letzter Kontakt', 'Kontakte', 'Kunde seit'],
      [
        'Maria Muster',
        'maria@example.at',
        '0664 1234567',
        'Angebotsanfrage',
        '03.07.2026 10:00:00',
        '3',
        '01.06.2026 10:00:00',
      ],
      ["'@Karl", '', "'-1", 'Rückrufwunsch', '02.07.2026 10:00:00', '1', '02.07.2026 10:00:00'],
    ]);
  });

  it('leads: BOM, semicolons, quoted fields and CRLF', async () => {
    const { res, bytes } = await download('leads');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="anfragen-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Art";"Eingegangen";"Name";"E-Mail";"Telefon";"Leistung";"Nachricht";"Angebotsnummer"',
    );
    expect(lines[1]).toMatch(
      /^"Kontaktnachricht";"\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}";"Maria Muster";"maria\.muster@example\.at";"";"";"Bitte um Rückruf zu 12 Stufen\.";""$/,
    );
  });

  it('refuses an unknown export in German', async () => {
    const res = await t.admin.get('/api/admin/exports/passwords').expect(404);
    expect(JSON.stringify(res.body)).toContain(WEBHOOK_MESSAGES.exportUnknown);
  });

  it('only with a session', async () => {
    await request(t.server).get('/api/admin/exports/orders').expect(401);
    await request(t.server).get('/api/admin/exports/customers').expect(401);
    await request(t.server).get('/api/admin/exports/leads').expect(401);
  });
});
