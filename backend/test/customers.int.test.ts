import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import request from 'supertest';
import {
  type AdminListPage,
  API_MESSAGES,
  ADMIN_LIST_MESSAGES,
  CUSTOMER_MESSAGES,
  type CustomerDetail,
  type CustomerSummary,
  type OrderAccepted,
  type PersonalDataExport,
} from '@stairs/contracts';
import { CustomerMatcher } from '../src/customers/customer-matcher.service';
import { MatchCustomerHandler } from '../src/customers/match-customer.handler';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { type JobPayload } from '../src/jobs/job-registry';
import { emailedQuote } from './helpers/emailed-quote';
import { orderAcceptance } from './helpers/order-acceptance';
import { storeOrder } from './helpers/stored-order';
import { testAppForSuite } from './helpers/test-app';

/**
 * One customer across the channels: visitors' records come in through the public API, their matching jobs wait in
 * the 'customers' queue (nothing is matched on the request path), and are run here as the worker runs them.
 */
describe('customers: matching, list, timeline, merge, split, per-customer DSGVO', () => {
  const t = testAppForSuite({ admin: true });
  const queue = () => t.app.get<Queue>(getQueueToken('customers'), { strict: false });

  /** Runs the queued matching jobs in the order they were added, as the worker would. */
  async function matchQueued(): Promise<number> {
    await t.app.get(BackgroundTasks).idle();
    const handler = new MatchCustomerHandler(new CustomerMatcher(t.db));
    const jobs = (await queue().getJobs(['waiting', 'prioritized'])).sort(
      (a, b) => a.timestamp - b.timestamp,
    );
    for (const job of jobs) {
      await handler.handle(job.data as JobPayload<'matchCustomer'>);
      await job.remove();
    }
    return jobs.length;
  }

  const list = async (query: Record<string, string> = {}) =>
    (await t.admin.get('/api/admin/customers').query(query).expect(200))
      .body as AdminListPage<CustomerSummary>;
  const detail = async (id: string) =>
    (await t.admin.get(`/api/admin/customers/${id}`).expect(200)).body as CustomerDetail;
  const customerOf = async (kind: string, sourceId: string): Promise<string> => {
    const [row] = (await t.db.query(
      'SELECT customer_id FROM customer_touchpoints WHERE source_kind = $1 AND source_id = $2',
      [kind, sourceId],
    )) as { customer_id: string }[];
    return row!.customer_id;
  };
  const idOf = async (table: string, where: string, value: string): Promise<string> =>
    ((await t.db.query(`SELECT id FROM ${table} WHERE ${where} = $1`, [value])) as { id: string }[])[0]!.id;

  const contact = (name: string, email: string) =>
    request(t.server).post('/api/contact').send({ name, email, message: 'Grüß Gott' }).expect(200);
  const phoneLead = (phone: string) =>
    request(t.server)
      .post('/api/store-phone')
      .send({ phone, service: 'termin_service', context: 'concrete_calculator' })
      .expect(200);
  let galleryNumber = '';
  const priceCheck = (name: string, email: string, phone: string) =>
    request(t.server)
      .post('/api/gallery-quote-request')
      .send({
        galleryNumber,
        customerName: name,
        customerEmail: email,
        customerPhone: phone,
        requestedService: 'custom',
      })
      .expect(200);

  beforeAll(async () => {
    galleryNumber = (
      (
        await t.admin
          .post('/api/admin/gallery-images')
          .send({
            title: 'Eiche',
            category: 'massivstufen',
            imageUrl: '/objects/gallery/e.jpg',
            isActive: true,
          })
          .expect(201)
      ).body as { galleryNumber: string }
    ).galleryNumber;
  });

  it('matches off the request path: the visitor is answered, the job waits, then one customer per person', async () => {
    await contact('Anna Berger', 'anna.berger@example.at');
    await contact('Anna B.', '  Anna.Berger@EXAMPLE.at ');
    await phoneLead('+43 1 234 56 78');
    await phoneLead('01/234 56 78');
    // Answered and stored, not matched yet: matching is a job of the worker.
    expect((await list()).total).toBe(0);
    expect(await matchQueued()).toBe(4);
    // Each outbox row is done: the sweep will not queue it again.
    expect(
      await t.db.query(
        `SELECT (SELECT count(*) FROM contact_messages WHERE customer_matched_at IS NULL)::int
              + (SELECT count(*) FROM phone_leads WHERE customer_matched_at IS NULL)::int AS open`,
      ),
    ).toEqual([{ open: 0 }]);

    const { items } = await list();
    expect(items).toHaveLength(2);
    const anna = items.find((c) => c.email?.includes('Anna'))!;
    expect(anna).toMatchObject({
      touchpointCount: 2,
      lastTouchpointKind: 'contact-message',
      name: 'Anna B.',
    });
    const annaTimeline = await detail(anna.id);
    expect(annaTimeline.touchpoints.map((tp) => tp.matchedBy)).toEqual(['email', 'new']);
    expect(annaTimeline.touchpoints[0]!.summary).toBe('Grüß Gott');

    const landline = items.find((c) => c.phone !== null)!;
    expect(landline).toMatchObject({
      touchpointCount: 2,
      lastTouchpointKind: 'phone-lead',
      phone: '01/234 56 78',
    });
    expect((await detail(landline.id)).touchpoints.map((tp) => tp.matchedBy)).toEqual(['phone', 'new']);

    // Matching a record again (a retried or swept job) changes nothing.
    const again = new CustomerMatcher(t.db);
    const contactId = annaTimeline.touchpoints[0]!.id;
    expect(await again.match('contact-message', contactId)).toBe('already');
    expect((await list()).total).toBe(2);
  });

  it('a record whose e-mail and phone name two different customers joins the e-mail one; they are not merged', async () => {
    await contact('Maria Muster', 'maria@example.at');
    await phoneLead('0664 123 45 67');
    await matchQueued();
    const maria = await customerOf(
      'contact-message',
      await idOf('contact_messages', 'email', 'maria@example.at'),
    );
    const caller = await customerOf(
      'phone-lead',
      await idOf('phone_leads', 'customer_phone', '0664 123 45 67'),
    );
    expect(maria).not.toBe(caller);

    await priceCheck('Maria Muster', 'Maria@example.at', '+43 (0) 664 1234567');
    await matchQueued();
    const requestId = await idOf('quote_requests', 'email', 'Maria@example.at');
    expect(await customerOf('quote-request', requestId)).toBe(maria);
    expect((await detail(maria)).touchpoints[0]).toMatchObject({ kind: 'quote-request', matchedBy: 'email' });
    expect((await detail(caller)).touchpointCount).toBe(1);

    // Both keys on one customer: matched by both.
    await priceCheck('Maria Muster', 'maria@example.at', '0043 664 1234567');
    await matchQueued();
    expect((await detail(maria)).touchpoints[0]).toMatchObject({ matchedBy: 'email-phone' });
  });

  it('lists customers latest step first, searchable by name, e-mail and a number in another notation', async () => {
    const all = await list();
    expect(all.total).toBe(4);
    const times = all.items.map((c) => c.lastTouchpointAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list({ search: 'ANNA' })).items.map((c) => c.name)).toEqual(['Anna B.']);
    expect((await list({ search: '0043 1 2345678' })).items.map((c) => c.phone)).toEqual(['01/234 56 78']);
    expect((await list({ search: 'niemand@example.at' })).total).toBe(0);
    // LIKE's wildcards are searched for as text, not as "anything".
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ search: 'anna_berger' })).total).toBe(0);
    expect((await list({ search: 'erger@exa' })).items.map((c) => c.name)).toEqual(['Anna B.']);
    const first = await list({ limit: '1' });
    expect(first.items).toHaveLength(1);
    const second = await list({ limit: '1', cursor: first.nextCursor! });
    expect(second.items[0]!.id).toBe(all.items[1]!.id);
  });

  it('merge moves every touchpoint to the kept customer; the other is gone', async () => {
    const maria = await customerOf(
      'contact-message',
      await idOf('contact_messages', 'email', 'maria@example.at'),
    );
    const caller = await customerOf(
      'phone-lead',
      await idOf('phone_leads', 'customer_phone', '0664 123 45 67'),
    );
    const merged = await t.admin
      .post(`/api/admin/customers/${maria}/merge`)
      .send({ otherCustomerId: caller })
      .expect(200);
    expect(merged.body).toEqual({ success: true, customerId: maria });
    const after = await detail(maria);
    expect(after.touchpointCount).toBe(4);
    expect(after.touchpoints.find((tp) => tp.kind === 'phone-lead')).toMatchObject({ matchedBy: 'operator' });
    const gone = await t.admin.get(`/api/admin/customers/${caller}`).expect(404);
    expect(gone.body.message).toBe(CUSTOMER_MESSAGES.notFound);
  });

  it('split makes a touchpoint a customer of its own, and matching never brings it back', async () => {
    const maria = await customerOf(
      'contact-message',
      await idOf('contact_messages', 'email', 'maria@example.at'),
    );
    const leadId = await idOf('phone_leads', 'customer_phone', '0664 123 45 67');
    const split = await t.admin
      .post(`/api/admin/customers/${maria}/split`)
      .send({ kind: 'phone-lead', id: leadId })
      .expect(200);
    const alone = (split.body as { customerId: string }).customerId;
    expect(alone).not.toBe(maria);
    expect(await detail(alone)).toMatchObject({ touchpointCount: 1, phone: '0664 123 45 67' });
    expect((await detail(maria)).touchpointCount).toBe(3);

    // The job of that record runs again (a sweep), and a new record with the same number comes in.
    expect(await new CustomerMatcher(t.db).match('phone-lead', leadId)).toBe('already');
    await phoneLead('0664/1234567');
    await matchQueued();
    expect(await customerOf('phone-lead', leadId)).toBe(alone);
    expect((await detail(alone)).touchpoints.find((tp) => tp.id === leadId)?.matchedBy).toBe('operator');
    // Still two customers: nothing merged them again.
    const withNumber = await list({ search: '06641234567' });
    expect(withNumber.items.map((c) => c.id).sort()).toEqual([alone, maria].sort());
  });

  it("exports and erases everything of one customer, and nothing of anybody else's", async () => {
    const maria = await customerOf(
      'contact-message',
      await idOf('contact_messages', 'email', 'maria@example.at'),
    );
    // Her order, matched as a touchpoint of any source kind ('order' comes with the order flow).
    const order = await storeOrder(t.db, {
      email: 'maria@example.at',
      phone: '0664 1234567',
      quoteNumber: 'KV-2026-0042',
      totalCents: 845050,
    });
    await t.db.query(
      `INSERT INTO customer_touchpoints (source_kind, source_id, customer_id, occurred_at, name, email, phone,
                                         email_key, matched_by)
       VALUES ('order', $1, $2, now(), 'Maria Muster', 'maria@example.at', '0664 1234567', 'maria@example.at', 'email')`,
      [order, maria],
    );
    const exported = await t.admin.get(`/api/admin/customers/${maria}/personal-data`).expect(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="kunde-personendaten-/);
    const data = exported.body as PersonalDataExport;
    expect(data.subject.email).toBe('maria@example.at');
    expect(data.contactMessages.map((m) => m.email)).toEqual(['maria@example.at']);
    expect(data.quoteRequests).toHaveLength(2);
    // The caller's number came in once more after the split: it joined the customer with the latest step.
    expect(data.phoneLeads.map((lead) => lead.customerPhone)).toEqual(['0664/1234567']);
    expect(data.orders.map((o) => [o.quoteNumber, o.total, o.siteAddress, o.evidence.signatureName])).toEqual(
      [['KV-2026-0042', 8450.5, 'Hauptstraße 1, 1010 Wien', 'Maria Muster']],
    );
    expect(data.touchpoints.map((tp) => tp.kind).sort()).toEqual([
      'contact-message',
      'order',
      'phone-lead',
      'quote-request',
      'quote-request',
    ]);

    const erased = await t.admin.delete(`/api/admin/customers/${maria}/personal-data`).expect(200);
    expect(erased.body).toEqual({
      success: true,
      erased: { contactMessages: 1, phoneLeads: 1, quoteRequests: 2, quoteEmails: 0, orders: 1 },
    });
    await t.admin.get(`/api/admin/customers/${maria}`).expect(404);
    expect(await t.db.query("SELECT 1 FROM contact_messages WHERE email = 'maria@example.at'")).toEqual([]);
    expect(
      await t.db.query("SELECT 1 FROM customer_touchpoints WHERE email_key = 'maria@example.at'"),
    ).toEqual([]);
    // The order stays as a commercial record, without her.
    expect(
      await t.db.query(
        `SELECT quote_number, total_cents, email, phone, site_address, note, signature_name, client_ip,
                personal_data_erased_at IS NOT NULL AS erased
           FROM orders WHERE id = $1`,
        [order],
      ),
    ).toEqual([
      {
        quote_number: 'KV-2026-0042',
        total_cents: 845050,
        email: '',
        phone: '',
        site_address: '',
        note: null,
        signature_name: '',
        client_ip: '',
        erased: true,
      },
    ]);
    // Anna, the landline and the split-off caller are still there.
    expect((await list()).total).toBe(3);
    expect(await t.db.query('SELECT count(*)::int AS n FROM contact_messages')).toEqual([{ n: 2 }]);
  });

  it('an admin tab deleting a record takes its touchpoint along (the customer goes with its last one)', async () => {
    const lead = await idOf('phone_leads', 'customer_phone', '0664 123 45 67');
    const alone = await customerOf('phone-lead', lead);
    await t.admin.delete(`/api/admin/phone-lead/${lead}`).expect(200);
    await t.admin.get(`/api/admin/customers/${alone}`).expect(404);
    expect((await list()).total).toBe(2);
  });

  it('answers bad ids and input with a German 4xx, and nothing without a session', async () => {
    const [someone] = (await list()).items;
    const badId = await t.admin.get('/api/admin/customers/kein-kunde').expect(400);
    expect(badId.body.message).toBe(API_MESSAGES.invalidId);
    const unknown = await t.admin
      .get('/api/admin/customers/00000000-0000-4000-8000-000000000000')
      .expect(404);
    expect(unknown.body.message).toBe(CUSTOMER_MESSAGES.notFound);

    const noOther = await t.admin.post(`/api/admin/customers/${someone!.id}/merge`).send({}).expect(400);
    expect(noOther.body.message).toBe(CUSTOMER_MESSAGES.otherIdInvalid);
    const self = await t.admin
      .post(`/api/admin/customers/${someone!.id}/merge`)
      .send({ otherCustomerId: someone!.id })
      .expect(400);
    expect(self.body.message).toBe(CUSTOMER_MESSAGES.mergeSelf);
    const otherGone = await t.admin
      .post(`/api/admin/customers/${someone!.id}/merge`)
      .send({ otherCustomerId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    expect(otherGone.body.message).toBe(CUSTOMER_MESSAGES.otherNotFound);

    const badKind = await t.admin
      .post(`/api/admin/customers/${someone!.id}/split`)
      .send({ kind: 'invoice', id: '00000000-0000-4000-8000-000000000000' })
      .expect(400);
    expect(badKind.body.message).toBe(CUSTOMER_MESSAGES.touchpointKindInvalid);
    const notHers = await t.admin
      .post(`/api/admin/customers/${someone!.id}/split`)
      .send({ kind: 'phone-lead', id: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    expect(notHers.body.message).toBe(CUSTOMER_MESSAGES.touchpointNotFound);
    await contact('Solo', 'solo@example.at');
    await matchQueued();
    const only = (await list({ search: 'solo@' })).items[0]!;
    const [onlyTouchpoint] = (await detail(only.id)).touchpoints;
    const last = await t.admin
      .post(`/api/admin/customers/${only.id}/split`)
      .send({ kind: onlyTouchpoint!.kind, id: onlyTouchpoint!.id })
      .expect(400);
    expect(last.body.message).toBe(CUSTOMER_MESSAGES.splitLast);

    const longSearch = await t.admin
      .get('/api/admin/customers')
      .query({ search: 'x'.repeat(101) })
      .expect(400);
    expect(longSearch.body.message).toBe(CUSTOMER_MESSAGES.searchInvalid);
    const badCursor = await t.admin.get('/api/admin/customers').query({ cursor: 'abc' }).expect(400);
    expect(badCursor.body.message).toBe(ADMIN_LIST_MESSAGES.cursorInvalid);

    await request(t.server).get('/api/admin/customers').expect(401);
    await request(t.server).get(`/api/admin/customers/${someone!.id}`).expect(401);
    await request(t.server)
      .post(`/api/admin/customers/${someone!.id}/merge`)
      .send({ otherCustomerId: someone!.id })
      .expect((res) => expect([401, 403]).toContain(res.status));
    await request(t.server)
      .delete(`/api/admin/customers/${someone!.id}/personal-data`)
      .expect((res) => expect([401, 403]).toContain(res.status));
    expect((await list()).total).toBe(3);
  });

  it('an accepted order is a touchpoint of the customer its quote was e-mailed to, with the typed name', async () => {
    const email = 'erika.auftrag@example.at';
    const quote = await emailedQuote(t.server, email);
    const order = (
      await request(t.server)
        .post(`/api/orders/${quote.token}`)
        .send(orderAcceptance({ phone: '0664 987 65 43', signatureName: 'Erika Auftrag' }))
        .expect(200)
    ).body as OrderAccepted;
    await matchQueued();
    const customer = await customerOf('order', order.orderId);
    expect(await customerOf('quote-email', await idOf('quote_emails', 'email', email))).toBe(customer);
    const timeline = await detail(customer);
    expect(timeline).toMatchObject({ name: 'Erika Auftrag', lastTouchpointKind: 'order' });
    expect(timeline.touchpoints[0]).toMatchObject({
      kind: 'order',
      id: order.orderId,
      matchedBy: 'email',
      phone: '0664 987 65 43',
    });
    expect(timeline.touchpoints[0]!.summary).toBe(
      `${quote.quoteNumber} · Massivholz · ${order.total.toFixed(2).replace('.', ',')} €`,
    );
    expect(timeline.touchpoints.map((touchpoint) => touchpoint.kind)).toContain('quote-email');
    expect(
      await t.db.query('SELECT count(*)::int AS open FROM orders WHERE customer_matched_at IS NULL'),
    ).toEqual([{ open: 0 }]);
  });

  it("one job matches the waiting records with it, oldest first, each seeing the ones before; the others' jobs find theirs done", async () => {
    await contact('Bernd Huber', 'bernd@example.at');
    await priceCheck('Bernd Huber', 'BERND@example.at', '0699 11122233');
    await phoneLead('+43 699 111 222 33');
    await contact('Clara', 'clara@example.at');
    await t.app.get(BackgroundTasks).idle();
    const jobs = (await queue().getJobs(['waiting', 'prioritized'])).sort(
      (a, b) => a.timestamp - b.timestamp,
    );
    expect(jobs).toHaveLength(4);
    const matcher = new CustomerMatcher(t.db);
    const [first, ...rest] = jobs.map((job) => job.data as JobPayload<'matchCustomer'>);
    expect(await matcher.match(first!.kind, first!.id)).toBe('matched');
    for (const payload of rest) expect(await matcher.match(payload.kind, payload.id)).toBe('already');
    for (const job of jobs) await job.remove();

    const bernd = (await list({ search: 'bernd@' })).items;
    expect(bernd).toHaveLength(1);
    expect((await detail(bernd[0]!.id)).touchpoints.map((tp) => [tp.kind, tp.matchedBy])).toEqual([
      ['phone-lead', 'phone'],
      ['quote-request', 'email'],
      ['contact-message', 'new'],
    ]);
    expect((await list({ search: 'clara@' })).total).toBe(1);
  });

  it('the oldest record starts the customer even when a newer one is matched first', async () => {
    await contact('Dora Wimmer', 'dora@example.at');
    await priceCheck('Dora Wimmer', 'dora@example.at', '0664 5556667');
    await t.app.get(BackgroundTasks).idle();
    const jobs = (await queue().getJobs(['waiting', 'prioritized'])).sort(
      (a, b) => b.timestamp - a.timestamp,
    );
    const matcher = new CustomerMatcher(t.db);
    // A busy worker can take the newer record's job first.
    for (const job of jobs) {
      const payload = job.data as JobPayload<'matchCustomer'>;
      await matcher.match(payload.kind, payload.id);
      await job.remove();
    }
    const [dora] = (await list({ search: 'dora@' })).items;
    expect((await detail(dora!.id)).touchpoints.map((tp) => [tp.kind, tp.matchedBy])).toEqual([
      ['quote-request', 'email'],
      ['contact-message', 'new'],
    ]);
  });
});
