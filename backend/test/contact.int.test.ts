import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import request from 'supertest';
import {
  type AdminListPage,
  API_MESSAGES,
  CONTACT_MESSAGES,
  type ContactMessage,
  type ConversionStats,
} from '@stairs/contracts';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { JobQueue } from '../src/jobs/job-queue.service';
import { Outbox } from '../src/jobs/outbox.service';
import { testAppForSuite } from './helpers/test-app';

const UNKNOWN_ID = '0b7e4c1a-5d3f-4e2a-9c8b-1f2e3d4c5b6a';
const VALID = {
  name: 'Maria Muster',
  email: 'maria.muster@example.at',
  message: 'Grüß Gott! Ich hätte gerne ein Angebot für 12 Betonstufen.',
};
const M = CONTACT_MESSAGES;

describe('contact form (POST /api/contact) and contact messages admin', () => {
  const t = testAppForSuite({ admin: true });

  const count = async (): Promise<number> =>
    ((await t.db.query('SELECT count(*)::int AS n FROM contact_messages')) as { n: number }[])[0]?.n ?? 0;
  const stats = async (): Promise<ConversionStats> =>
    (await t.admin.get('/api/admin/conversion-stats').expect(200)).body as ConversionStats;

  it('stores the message (trimmed), counts a contact conversion for today and answers with the toast text', async () => {
    const before = await stats();
    const res = await request(t.server)
      .post('/api/contact')
      .send({
        name: '  Maria Muster ',
        email: ' maria.muster@example.at ',
        message: `\n${VALID.message}\n\n`,
      })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: M.stored });
    expect(res.body.message).toBe('Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.');

    const [row] = await t.db.query('SELECT id, name, email, message, created_at FROM contact_messages');
    expect(row).toMatchObject(VALID);
    const events = await t.db.query('SELECT kind FROM conversion_events WHERE reference_id = $1', [row.id]);
    expect(events).toEqual([{ kind: 'contact' }]);
    const after = await stats();
    expect(after).toEqual({ ...before, contact: { today: before.contact.today + 1 } });

    // The operator e-mail is a queued job (id derived from the row), recorded on the row.
    await t.app.get(BackgroundTasks).idle();
    const mail = t.app.get<Queue>(getQueueToken('mail'), { strict: false });
    const job = await mail.getJob(`contact-message-${row.id}`);
    expect(job?.name).toBe('notify-lead');
    expect(job?.data).toEqual({ kind: 'contact-message', id: row.id });
    expect(job?.opts.attempts).toBe(12);
    const [queued] = await t.db.query('SELECT notification_queued_at FROM contact_messages WHERE id = $1', [
      row.id,
    ]);
    expect(queued.notification_queued_at).toBeInstanceOf(Date);
  });

  it('keeps line breaks and umlauts of the message, and accepts the maximum lengths', async () => {
    const body = {
      name: 'Ä'.repeat(200),
      email: `${'a'.repeat(309)}@example.at`,
      message: `Zeile 1\nZeile 2\n${'ß'.repeat(4984)}`,
    };
    expect(body.email).toHaveLength(320);
    expect([...body.message]).toHaveLength(5000);
    await request(t.server).post('/api/contact').send(body).expect(200);
    const [row] = await t.db.query('SELECT name, email, message FROM contact_messages WHERE email = $1', [
      body.email,
    ]);
    expect(row).toEqual(body);
  });

  const invalid: [string, unknown, string][] = [
    ['an empty body', {}, M.allFieldsRequired],
    ['a missing name', { ...VALID, name: undefined }, M.allFieldsRequired],
    ['a blank name', { ...VALID, name: '   ' }, M.allFieldsRequired],
    ['a missing e-mail', { ...VALID, email: undefined }, M.allFieldsRequired],
    ['an empty e-mail', { ...VALID, email: '' }, M.allFieldsRequired],
    ['a null message', { ...VALID, message: null }, M.allFieldsRequired],
    ['a blank message', { ...VALID, message: ' \n\t ' }, M.allFieldsRequired],
    ['a numeric name', { ...VALID, name: 42 }, M.allFieldsRequired],
    ['a message as an array', { ...VALID, message: ['Hallo'] }, M.allFieldsRequired],
    ['an e-mail without @', { ...VALID, email: 'maria.example.at' }, M.emailInvalid],
    ['an e-mail without a domain', { ...VALID, email: 'maria@' }, M.emailInvalid],
    ['an e-mail without a local part', { ...VALID, email: '@example.at' }, M.emailInvalid],
    ['an e-mail with two @', { ...VALID, email: 'maria@muster@example.at' }, M.emailInvalid],
    ['an e-mail with a space', { ...VALID, email: 'maria muster@example.at' }, M.emailInvalid],
    ['an e-mail without a dot in the domain', { ...VALID, email: 'maria@localhost' }, M.emailInvalid],
    ['an address list', { ...VALID, email: 'maria@example.at,evil@example.com' }, M.emailInvalid],
    ['a display name', { ...VALID, email: 'Maria <maria@example.at>' }, M.emailInvalid],
    ['a header injection', { ...VALID, email: 'maria@example.at\r\nBcc: evil@example.com' }, M.emailInvalid],
    ['a name over 200 characters', { ...VALID, name: 'x'.repeat(201) }, M.nameTooLong],
    ['an e-mail over 320 characters', { ...VALID, email: `${'a'.repeat(310)}@example.at` }, M.emailTooLong],
    ['a message over 5000 characters', { ...VALID, message: 'x'.repeat(5001) }, M.messageTooLong],
    ['an unknown field', { ...VALID, phone: '0664 1234567' }, `${API_MESSAGES.unknownField}: phone.`],
  ];
  it.each(invalid)(
    'rejects %s with 400 and a German message, storing and counting nothing',
    async (_n, body, message) => {
      const before = await count();
      const conversionsBefore = await stats();
      const res = await request(t.server)
        .post('/api/contact')
        .send(body as object)
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message,
        error: 'Bad Request',
        fields: expect.any(Object),
      });
      expect(await count()).toBe(before);
      expect(await stats()).toEqual(conversionsBefore);
    },
  );

  it('the German texts are the spec’s', () => {
    expect(M.allFieldsRequired).toBe('Bitte füllen Sie alle Felder aus.');
    expect(M.emailInvalid).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });

  it('several problems are reported together, each once', async () => {
    const res = await request(t.server).post('/api/contact').send({ email: 'kaputt' }).expect(400);
    expect(res.body.message).toBe(`${M.allFieldsRequired} ${M.emailInvalid}`);
  });

  it('a body that is not JSON is a German 400', async () => {
    const res = await request(t.server)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(res.body.message).toBe(API_MESSAGES.invalidJson);
  });

  describe('admin', () => {
    it.each([
      ['get', '/api/admin/contact-messages'],
      ['delete', `/api/admin/contact-messages/${UNKNOWN_ID}`],
    ] as const)('%s %s answers 401 without a session', async (method, url) => {
      const res = await request(t.server)[method](url).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Anmeldung erforderlich', error: 'Unauthorized' });
    });

    it('lists the messages newest first in the contracts shape, and deletes one (the statistics keep it)', async () => {
      await request(t.server)
        .post('/api/contact')
        .send({ ...VALID, name: 'Zuletzt Gesendet' })
        .expect(200);
      const page = (await t.admin.get('/api/admin/contact-messages').expect(200))
        .body as AdminListPage<ContactMessage>;
      const list = page.items;
      expect(page.total).toBe(list.length);
      expect(list.length).toBeGreaterThanOrEqual(3);
      const [newest] = list;
      expect(newest).toEqual({
        id: expect.any(String),
        name: 'Zuletzt Gesendet',
        email: VALID.email,
        message: VALID.message,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const sorted = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      expect(list.map((m) => m.createdAt)).toEqual(sorted.map((m) => m.createdAt));

      const before = await stats();
      await t.admin.delete(`/api/admin/contact-messages/${newest?.id}`).expect(200, { success: true });
      const after = (await t.admin.get('/api/admin/contact-messages')).body as AdminListPage<ContactMessage>;
      expect(after.total).toBe(page.total - 1);
      expect(after.items.map((m) => m.id)).not.toContain(newest?.id);
      expect(await stats()).toEqual(before);
      const again = await t.admin.delete(`/api/admin/contact-messages/${newest?.id}`).expect(404);
      expect(again.body).toEqual({ statusCode: 404, message: M.notFound, error: 'Not Found' });
    });

    it.each(['123', 'not-a-uuid', "1'%20OR%20'1'='1"])('a malformed id (%s) is a German 400', async (id) => {
      const res = await t.admin.delete(`/api/admin/contact-messages/${id}`).expect(400);
      expect([API_MESSAGES.invalidId, API_MESSAGES.badRequest]).toContain(res.body.message);
    });
  });
});

describe('contact form when Redis is slow or down', () => {
  let mode: 'slow' | 'down' | 'up' = 'slow';
  let releaseStalled = (): void => undefined;
  const stalled = new Promise<void>((resolve) => {
    releaseStalled = resolve;
  });
  const enqueued: string[] = [];
  const t = testAppForSuite({
    override: (builder) =>
      builder.overrideProvider(JobQueue).useValue({
        enqueueMany: async (_job: string, payloads: { id: string }[]): Promise<boolean> => {
          // Stalled until the answer is in: a route that waited for the queue would never answer.
          if (mode === 'slow') await stalled;
          if (mode !== 'up') return false; // JobQueue reports failures and timeouts as false
          enqueued.push(...payloads.map((payload) => payload.id));
          return true;
        },
        status: () => Promise.resolve('missing'),
      }),
  });

  it('answers at once and keeps the message; the sweep enqueues it when Redis is back', async () => {
    const first = await request(t.server).post('/api/contact').send(VALID).expect(200);
    releaseStalled();
    expect(first.body).toEqual({ success: true, message: M.stored });

    mode = 'down';
    await request(t.server)
      .post('/api/contact')
      .send({ ...VALID, name: 'Zweite Nachricht' })
      .expect(200);
    await t.app.get(BackgroundTasks).idle();

    const pending: { id: string }[] = await t.db.query(
      'SELECT id FROM contact_messages WHERE notification_queued_at IS NULL ORDER BY created_at',
    );
    expect(pending).toHaveLength(2);

    // Fresh rows are left to the API; older ones are enqueued once Redis is back, oldest first.
    const outbox = t.app.get(Outbox);
    mode = 'up';
    expect(await outbox.sweep('contactMessageNotifications')).toEqual({ queued: 0, completed: 0 });
    await t.db.query(`UPDATE contact_messages SET created_at = created_at - interval '5 minutes'`);
    expect(await outbox.sweep('contactMessageNotifications')).toEqual({ queued: 2, completed: 0 });
    expect(enqueued).toEqual(pending.map((row) => row.id));
    expect(await t.db.query('SELECT id FROM contact_messages WHERE notification_queued_at IS NULL')).toEqual(
      [],
    );
  });
});
