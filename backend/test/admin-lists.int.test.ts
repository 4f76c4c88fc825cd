import request from 'supertest';
import { ADMIN_LIST_LIMITS, ADMIN_LIST_MESSAGES, API_MESSAGES, type AdminListPage } from '@stairs/contracts';
import { testAppForSuite } from './helpers/test-app';

/** The three admin lists that grow with the visitors, and how to put a row into each without the forms. */
const LISTS = [
  {
    url: '/api/admin/contact-messages',
    deleteUrl: '/api/admin/contact-messages',
    table: 'contact_messages',
    time: 'created_at',
    insert: `INSERT INTO contact_messages (name, email, message, created_at)
             SELECT 'Nachricht ' || n, 'person' || n || '@example.at', 'Text ' || n, $2::timestamptz - (n / 3) * interval '1 microsecond' * $3
             FROM generate_series(1, $1) AS n`,
  },
  {
    url: '/api/admin/phone-leads',
    deleteUrl: '/api/admin/phone-lead',
    table: 'phone_leads',
    time: 'submitted_at',
    insert: `INSERT INTO phone_leads (customer_phone, service, context, priority, submitted_at)
             SELECT '+43 660 ' || n, 'termin_service', 'concrete', 'high', $2::timestamptz - (n / 3) * interval '1 microsecond' * $3
             FROM generate_series(1, $1) AS n`,
  },
  {
    url: '/api/admin/quote-requests',
    deleteUrl: '/api/admin/quote-requests',
    table: 'quote_requests',
    time: 'created_at',
    insert: `INSERT INTO quote_requests (phone, service, created_at)
             SELECT '+43 660 ' || n, 'concrete', $2::timestamptz - (n / 3) * interval '1 microsecond' * $3
             FROM generate_series(1, $1) AS n`,
  },
] as const;

type Entry = { id: string };

describe.each(LISTS)('paged admin list $url', ({ url, deleteUrl, table, time, insert }) => {
  const t = testAppForSuite({ admin: true });

  /** `count` rows, three at a time sharing one instant, `stepMicros` apart (1: many in one millisecond). */
  const fill = async (count: number, stepMicros: number): Promise<string[]> => {
    await t.db.query(`TRUNCATE ${table}`);
    await t.db.query(insert, [count, '2026-11-20T10:00:00.123456Z', stepMicros]);
    const rows = (await t.db.query(`SELECT id FROM ${table} ORDER BY ${time} DESC, id DESC`)) as Entry[];
    return rows.map((row) => row.id);
  };

  const page = async (query: Record<string, string | number>): Promise<AdminListPage<Entry>> =>
    (await t.admin.get(url).query(query).expect(200)).body as AdminListPage<Entry>;

  const readAll = async (limit: number): Promise<AdminListPage<Entry>[]> => {
    const pages: AdminListPage<Entry>[] = [];
    let cursor: string | null | undefined;
    do {
      const next = await page(cursor ? { limit, cursor } : { limit });
      pages.push(next);
      cursor = next.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  };

  it.each([
    ['three entries per instant, within one millisecond', 1],
    ['three entries per instant, seconds apart', 1_000_000],
  ])('pages are disjoint and cover every entry newest first (%s)', async (_, step) => {
    const expected = await fill(250, step);
    const pages = await readAll(ADMIN_LIST_LIMITS.maxPageSize);
    expect(pages.map((p) => p.items.length)).toEqual([100, 100, 50]);
    expect(pages.map((p) => p.total)).toEqual([250, 250, 250]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.flatMap((p) => p.items.map((item) => item.id))).toEqual(expected);
  });

  it('answers the default page size without a limit, and the whole list in one page when it fits', async () => {
    await fill(ADMIN_LIST_LIMITS.pageSize + 1, 10);
    const first = await page({});
    expect(first.items).toHaveLength(ADMIN_LIST_LIMITS.pageSize);
    expect(first.total).toBe(ADMIN_LIST_LIMITS.pageSize + 1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const whole = await page({ limit: ADMIN_LIST_LIMITS.pageSize + 1 });
    expect(whole.items).toHaveLength(ADMIN_LIST_LIMITS.pageSize + 1);
    expect(whole.nextCursor).toBeNull();
  });

  it('an entry deleted or added between two pages neither repeats nor skips another', async () => {
    const expected = await fill(30, 1000);
    const first = await page({ limit: 10 });
    // The operator deletes the last entry of the page they read; a visitor sends a new one.
    await t.admin.delete(`${deleteUrl}/${first.items[9]?.id}`).expect(200);
    await t.db.query(insert, [1, new Date().toISOString(), 0]);
    const second = await page({ limit: 10, cursor: first.nextCursor ?? '' });
    expect(second.items.map((item) => item.id)).toEqual(expected.slice(10, 20));
    expect(second.total).toBe(30); // 30 - 1 deleted + 1 new
  });

  it.each(['0', '-1', '1.5', 'abc', '1e2', String(ADMIN_LIST_LIMITS.maxPageSize + 1), '100000000'])(
    'refuses the page size %s with a German 400',
    async (limit) => {
      const res = await t.admin.get(url).query({ limit }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: ADMIN_LIST_MESSAGES.limitInvalid,
        error: 'Bad Request',
        fields: { limit: ADMIN_LIST_MESSAGES.limitInvalid },
      });
    },
  );

  it.each([
    ['not base64', '%%%'],
    ['base64 of other text', Buffer.from('hallo').toString('base64url')],
    ['a bad id', Buffer.from('1763632800123456_not-a-uuid').toString('base64url')],
    ['a bad time', Buffer.from('-5_0b7e4c1a-5d3f-4e2a-9c8b-1f2e3d4c5b6a').toString('base64url')],
    ['too long', 'A'.repeat(ADMIN_LIST_LIMITS.cursorMaxLength + 1)],
    ['empty', ''],
  ])('refuses a cursor that is %s with a German 400', async (_, cursor) => {
    const res = await t.admin.get(url).query({ cursor }).expect(400);
    expect(res.body.message).toBe(ADMIN_LIST_MESSAGES.cursorInvalid);
  });

  it('refuses two cursors and unknown query fields with a German 400, and answers 401 without a session', async () => {
    const twice = await t.admin.get(`${url}?cursor=a&cursor=b`).expect(400);
    expect(twice.body.message).toBe(ADMIN_LIST_MESSAGES.cursorInvalid);
    const unknown = await t.admin.get(url).query({ offset: 5 }).expect(400);
    expect(unknown.body.message).toBe(`${API_MESSAGES.unknownField}: offset.`);
    await request(t.server).get(url).expect(401);
  });
});
