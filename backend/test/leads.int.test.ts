import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import request from 'supertest';
import {
  API_MESSAGES,
  type ConversionStats,
  LEAD_MESSAGES,
  type PhoneLead,
  type QuoteRequest,
} from '@stairs/contracts';
import { ConversionsService } from '../src/conversions/conversions.service';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { testAppForSuite } from './helpers/test-app';

const UNKNOWN_ID = '0b7e4c1a-5d3f-4e2a-9c8b-1f2e3d4c5b6a';

describe('phone leads, quote requests and conversion stats', () => {
  const t = testAppForSuite({ admin: true });

  describe('POST /api/store-phone', () => {
    it.each([
      ['whatsapp_beratung', 'high'],
      ['termin_service', 'high'],
      ['preis_alarm', 'medium'],
      ['pdf_download', 'low'],
      ['etwas_anderes', 'low'],
    ])('stores a %s lead with priority %s (trimmed phone)', async (service, priority) => {
      const res = await request(t.server)
        .post('/api/store-phone')
        .send({
          phone: '  +43 664 123 45 67 ',
          service,
          context: 'concrete_calculator',
          calculationData: { quoteNumber: 'KV-2026-000001', total: 390 },
        })
        .expect(200);
      expect(res.body).toEqual({ success: true, message: LEAD_MESSAGES.phoneStored });
      const [row] = await t.db.query(
        'SELECT customer_phone, priority, calculation_data FROM phone_leads WHERE service = $1',
        [service],
      );
      expect(row).toEqual({
        customer_phone: '+43 664 123 45 67',
        priority,
        calculation_data: { quoteNumber: 'KV-2026-000001', total: 390 },
      });
    });

    it('accepts calculationData null', async () => {
      await request(t.server)
        .post('/api/store-phone')
        .send({
          phone: '01 234 56 78',
          service: 'preis_alarm',
          context: 'renovation_calculator',
          calculationData: null,
        })
        .expect(200);
    });

    const valid = {
      phone: '0664 1234567',
      service: 'termin_service',
      context: 'concrete_calculator',
      calculationData: null,
    };
    it.each([
      ['a missing phone', { ...valid, phone: undefined }, LEAD_MESSAGES.phoneRequired],
      ['a blank phone', { ...valid, phone: '   ' }, LEAD_MESSAGES.phoneRequired],
      ['a numeric phone', { ...valid, phone: 6641234567 }, LEAD_MESSAGES.phoneRequired],
      ['letters', { ...valid, phone: 'ruf mich an' }, LEAD_MESSAGES.phoneInvalid],
      ['too few digits', { ...valid, phone: '12345' }, LEAD_MESSAGES.phoneInvalid],
      ['a too long phone', { ...valid, phone: '1'.repeat(41) }, LEAD_MESSAGES.phoneInvalid],
      ['a missing service', { ...valid, service: undefined }, LEAD_MESSAGES.serviceRequired],
      ['an empty service', { ...valid, service: '' }, LEAD_MESSAGES.serviceRequired],
      ['a missing context', { ...valid, context: undefined }, LEAD_MESSAGES.contextInvalid],
      ['calculationData as text', { ...valid, calculationData: 'x' }, LEAD_MESSAGES.calculationDataInvalid],
      ['calculationData as array', { ...valid, calculationData: [1] }, LEAD_MESSAGES.calculationDataInvalid],
    ])('rejects %s with 400 German', async (_name, body, message) => {
      const res = await request(t.server).post('/api/store-phone').send(body).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message,
        error: 'Bad Request',
        fields: expect.any(Object),
      });
    });

    it('queues an operator notification for the lead', async () => {
      await t.app.get(BackgroundTasks).idle();
      const [lead] = await t.db.query(`SELECT id, notification_queued_at FROM phone_leads LIMIT 1`);
      expect(lead.notification_queued_at).toBeInstanceOf(Date);
      const mail = t.app.get<Queue>(getQueueToken('mail'), { strict: false });
      expect((await mail.getJob(`phone-lead-${lead.id}`))?.data).toEqual({ kind: 'phone-lead', id: lead.id });
    });
  });

  describe('POST /api/detailed-quote', () => {
    it('stores a pending quote request linked to the calculation', async () => {
      const calc = await request(t.server)
        .post('/api/calculate-renovation')
        .send({ stepCount: 8, stepWidth: 90, condition: 'good' })
        .expect(200);
      const res = await request(t.server)
        .post('/api/detailed-quote')
        .send({
          phone: ' 0664 7654321 ',
          service: 'detailliertes_angebot',
          calculationType: 'concrete',
          calculationId: calc.body.id,
        })
        .expect(200);
      expect(res.body).toEqual({ success: true, message: LEAD_MESSAGES.detailedQuoteStored });

      const list = (await t.admin.get('/api/admin/quote-requests').expect(200)).body.items as QuoteRequest[];
      const request1 = list.find((r) => r.phone === '0664 7654321');
      expect(request1).toMatchObject({
        status: 'pending',
        service: 'detailliertes_angebot',
        calculationType: 'renovation',
        email: null,
      });
      expect(JSON.parse(request1?.calculationData ?? 'null')).toEqual({
        quoteId: calc.body.id,
        quoteNumber: calc.body.quoteNumber,
      });
    });

    it('accepts quoteId as the link, and defaults the service', async () => {
      const calc = await request(t.server)
        .post('/api/calculate-concrete')
        .send({ stepCount: 3, stepWidth: 90, stepDepth: 28 });
      await request(t.server)
        .post('/api/detailed-quote')
        .send({ phone: '+43 1 999 88 77', calculationType: 'concrete', quoteId: calc.body.id })
        .expect(200);
      const [row] = await t.db.query(
        `SELECT service, calculation_data FROM quote_requests WHERE phone = '+43 1 999 88 77'`,
      );
      expect(row).toEqual({
        service: 'detailliertes_angebot',
        calculation_data: { quoteId: calc.body.id, quoteNumber: calc.body.quoteNumber },
      });
    });

    it('keeps the lead when the calculation does not exist', async () => {
      await request(t.server)
        .post('/api/detailed-quote')
        .send({ phone: '0676 1111111', calculationType: 'renovation', calculationId: UNKNOWN_ID })
        .expect(200);
      const [row] = await t.db.query(
        `SELECT calculation_type, calculation_data FROM quote_requests WHERE phone = '0676 1111111'`,
      );
      expect(row).toEqual({ calculation_type: 'renovation', calculation_data: null });
    });

    const valid = { phone: '0664 7654321', service: 'detailliertes_angebot', calculationType: 'concrete' };
    it.each([
      ['a missing phone', { ...valid, phone: undefined }, LEAD_MESSAGES.phoneRequired],
      ['a blank phone', { ...valid, phone: ' ' }, LEAD_MESSAGES.phoneRequired],
      ['a bad phone', { ...valid, phone: 'abc' }, LEAD_MESSAGES.phoneInvalid],
      [
        'a missing calculation type',
        { ...valid, calculationType: undefined },
        LEAD_MESSAGES.calculationTypeInvalid,
      ],
      [
        'an unknown calculation type',
        { ...valid, calculationType: 'roof' },
        LEAD_MESSAGES.calculationTypeInvalid,
      ],
      ['a malformed calculation id', { ...valid, calculationId: '42' }, LEAD_MESSAGES.calculationIdInvalid],
      ['a malformed quote id', { ...valid, quoteId: 'KV-2026-000001' }, LEAD_MESSAGES.calculationIdInvalid],
    ])('rejects %s with 400 German', async (_name, body, message) => {
      const res = await request(t.server).post('/api/detailed-quote').send(body).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message,
        error: 'Bad Request',
        fields: expect.any(Object),
      });
    });
  });

  describe('admin endpoints', () => {
    it.each([
      ['get', '/api/admin/phone-leads'],
      ['delete', `/api/admin/phone-lead/${UNKNOWN_ID}`],
      ['get', '/api/admin/quote-requests'],
      ['patch', `/api/admin/quote-requests/${UNKNOWN_ID}`],
      ['delete', `/api/admin/quote-requests/${UNKNOWN_ID}`],
      ['get', '/api/admin/conversion-stats'],
    ] as const)('%s %s answers 401 without a session', async (method, url) => {
      const res = await request(t.server)[method](url).send({ status: 'contacted' }).expect(401);
      expect(res.body.message).toBe('Anmeldung erforderlich');
    });

    it('lists phone leads newest first in the contracts shape, and deletes one', async () => {
      const leads = (await t.admin.get('/api/admin/phone-leads').expect(200)).body.items as PhoneLead[];
      expect(leads.length).toBeGreaterThanOrEqual(6);
      const [newest] = leads;
      expect(newest).toEqual({
        id: expect.any(String),
        customerPhone: '01 234 56 78',
        service: 'preis_alarm',
        context: 'renovation_calculator',
        submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        priority: 'medium',
        calculationData: null,
      });
      const sorted = [...leads].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
      expect(leads.map((l) => l.id)).toEqual(sorted.map((l) => l.id));

      await t.admin.delete(`/api/admin/phone-lead/${newest?.id}`).expect(200, { success: true });
      const after = (await t.admin.get('/api/admin/phone-leads')).body.items as PhoneLead[];
      expect(after.map((l) => l.id)).not.toContain(newest?.id);
      const again = await t.admin.delete(`/api/admin/phone-lead/${newest?.id}`).expect(404);
      expect(again.body.message).toBe(LEAD_MESSAGES.leadNotFound);
    });

    it('changes the status of a quote request freely and deletes it', async () => {
      const [first] = (await t.admin.get('/api/admin/quote-requests')).body.items as QuoteRequest[];
      for (const status of ['contacted', 'completed', 'pending'] as const) {
        const res = await t.admin
          .patch(`/api/admin/quote-requests/${first?.id}`)
          .send({ status })
          .expect(200);
        expect(res.body).toMatchObject({ id: first?.id, status });
      }
      await t.admin.delete(`/api/admin/quote-requests/${first?.id}`).expect(200, { success: true });
      const missing = await t.admin
        .patch(`/api/admin/quote-requests/${first?.id}`)
        .send({ status: 'completed' })
        .expect(404);
      expect(missing.body.message).toBe(LEAD_MESSAGES.quoteRequestNotFound);
      await t.admin.delete(`/api/admin/quote-requests/${first?.id}`).expect(404);
    });

    it.each([
      ['an unknown status', { status: 'archived' }],
      ['a missing status', {}],
      ['a German label', { status: 'Kontaktiert' }],
    ])('rejects %s with 400 German', async (_name, body) => {
      const res = await t.admin.patch(`/api/admin/quote-requests/${UNKNOWN_ID}`).send(body).expect(400);
      expect(res.body.message).toBe(LEAD_MESSAGES.statusInvalid);
    });

    it.each([
      ['delete', '/api/admin/phone-lead/123'],
      ['patch', '/api/admin/quote-requests/not-a-uuid'],
      ['delete', "/api/admin/quote-requests/1'%20OR%20'1'='1"],
      ['delete', '/api/admin/phone-lead/%E0%A4%A'],
    ] as const)('%s %s: a malformed id is a German 400, never a database error', async (method, url) => {
      const res = await t.admin[method](url).send({ status: 'pending' }).expect(400);
      expect([API_MESSAGES.invalidId, API_MESSAGES.badRequest]).toContain(res.body.message);
    });
  });

  describe('GET /api/admin/conversion-stats', () => {
    it("counts today's calculations and phone leads by kind", async () => {
      const before = (await t.admin.get('/api/admin/conversion-stats').expect(200)).body as ConversionStats;
      await request(t.server)
        .post('/api/calculate-concrete')
        .send({ stepCount: 1, stepWidth: 60, stepDepth: 30 });
      await request(t.server)
        .post('/api/calculate-renovation')
        .send({ stepCount: 1, stepWidth: 60, condition: 'good' });
      await request(t.server)
        .post('/api/calculate-renovation')
        .send({ stepCount: 1, stepWidth: 60, condition: 'poor' });
      await request(t.server).post('/api/store-phone').send({
        phone: '0664 2222222',
        service: 'pdf_download',
        context: 'concrete_calculator',
        calculationData: null,
      });
      // Invalid input counts nothing.
      await request(t.server).post('/api/calculate-concrete').send({}).expect(400);

      const after = (await t.admin.get('/api/admin/conversion-stats').expect(200)).body as ConversionStats;
      expect(after).toEqual({
        concrete: { today: before.concrete.today + 1 },
        renovation: { today: before.renovation.today + 2 },
        contact: { today: before.contact.today },
        phone: { today: before.phone.today + 1 },
      });
    });

    it('the day starts at midnight in Vienna, whatever the server time zone', async () => {
      await t.db.query('DELETE FROM conversion_events');
      // 2026-07-15 00:00 in Vienna (CEST, UTC+2) is 2026-07-14 22:00 UTC.
      await t.db.query(`
        INSERT INTO conversion_events (kind, created_at) VALUES
          ('phone', '2026-07-14T21:59:59Z'),
          ('phone', '2026-07-14T22:00:00Z'),
          ('contact', '2026-07-15T21:59:59Z'),
          ('concrete', '2026-07-15T22:00:01Z')`);
      const stats = await t.app.get(ConversionsService).todayStats(new Date('2026-07-15T21:59:59.500Z'));
      expect(stats).toEqual({
        concrete: { today: 0 },
        renovation: { today: 0 },
        contact: { today: 1 },
        phone: { today: 1 },
      });

      // Winter time (CET, UTC+1): 2026-01-10 00:00 in Vienna is 2026-01-09 23:00 UTC.
      await t.db.query(
        `INSERT INTO conversion_events (kind, created_at) VALUES ('renovation', '2026-01-09T22:59:59Z'), ('renovation', '2026-01-09T23:00:00Z')`,
      );
      const winter = await t.app.get(ConversionsService).todayStats(new Date('2026-01-10T10:00:00Z'));
      expect(winter.renovation.today).toBe(1);
    });
  });
});
