import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  type AdminListPage,
  API_MESSAGES,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
} from '@stairs/contracts';
import request from 'supertest';
import { WebhookPublisher } from '../src/webhooks/webhook-publisher.service';
import { WorkerModule } from '../src/worker.module';
import { testAppForSuite } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';
import { type ReceivedWebhook, verifyWebhook, WebhookReceiver } from './helpers/webhook-receiver';

const ORDER_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('ERP webhooks (Standard Webhooks) and CSV exports', () => {
  jest.setTimeout(120_000);
  const t = testAppForSuite({
    admin: true,
    // Short pauses between attempts: the test observes the schedule's effect, not its length.
    env: {
      WEBHOOK_RETRY_DELAYS_SECONDS: '0.2,0.2,0.3,0.3,0.5,0.5,0.5,0.5,0.5,0.5',
      WEBHOOK_TIMEOUT_SECONDS: '3',
    },
  });
  const receiver = new WebhookReceiver({ path: '/erp/hooks' });
  let worker: INestApplicationContext;
  let endpoint: WebhookEndpointWithSecret;

  beforeAll(async () => {
    await receiver.start();
    worker = await NestFactory.createApplicationContext(WorkerModule.register(t.config), { logger: false });
  });
  afterAll(async () => {
    await worker?.close();
    await receiver.stop();
  });

  const publish = async (event: WebhookEvent): Promise<string[]> => {
    const publisher = t.app.get(WebhookPublisher);
    const ids = await t.db.transaction((manager) => publisher.publish(manager, event));
    publisher.dispatch(ids);
    return ids;
  };
  const deliveries = async (): Promise<WebhookDelivery[]> =>
    ((await t.admin.get('/api/admin/webhooks/deliveries').expect(200)).body as AdminListPage<WebhookDelivery>)
      .items;
  const orderCreated = (orderId = ORDER_ID): WebhookEvent => ({
    type: 'order.created',
    data: {
      orderId,
      quoteNumber: 'KV-2026-00042',
      status: 'neu',
      grossTotalCents: 489_000,
      currency: 'EUR',
      customerId: null,
      acceptedAt: new Date().toISOString(),
    },
  });
  const statusChanged = (previousStatus: string, status: string, orderId = ORDER_ID): WebhookEvent => ({
    type: 'order.status_changed',
    data: {
      orderId,
      quoteNumber: 'KV-2026-00042',
      previousStatus,
      status,
      reason: null,
      changedAt: new Date().toISOString(),
    },
  });

  describe('admin endpoints', () => {
    it('are refused without a session', async () => {
      await request(t.server).get('/api/admin/webhooks/endpoints').expect(401);
      await request(t.server)
        .post('/api/admin/webhooks/endpoints')
        .send({ url: receiver.url, events: ['lead.created'] })
        .expect(401);
      await request(t.server).get('/api/admin/webhooks/deliveries').expect(401);
      await request(t.server).get('/api/admin/exports/leads').expect(401);
      expect(await t.db.query('SELECT id FROM webhook_endpoints')).toEqual([]);
    });

    it.each([
      [{ url: 'ftp://erp.example.at/hooks', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'http://erp.example.at/hooks', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'kein link', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ events: ['lead.created'] }, WEBHOOK_MESSAGES.urlRequired],
      [
        { url: `https://erp.example.at/${'x'.repeat(2000)}`, events: ['lead.created'] },
        WEBHOOK_MESSAGES.urlTooLong,
      ],
      [{ url: 'https://erp.example.at/hooks', events: [] }, WEBHOOK_MESSAGES.eventsRequired],
      [{ url: 'https://erp.example.at/hooks', events: ['order.deleted'] }, WEBHOOK_MESSAGES.eventsInvalid],
      [{ url: 'https://erp.example.at/hooks', events: 'lead.created' }, WEBHOOK_MESSAGES.eventsRequired],
      [{ url: 'https://erp.\u0000example.at', events: ['lead.created'] }, API_MESSAGES.invalidCharacters],
      [{ url: 'https://user:pass@erp.example.at', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlInvalid],
    ])('refuses bad input #%# with a German 400', async (body, message) => {
      const res = await t.admin.post('/api/admin/webhooks/endpoints').send(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
      expect(await t.db.query('SELECT id FROM webhook_endpoints')).toEqual([]);
    });

    it('creates an endpoint and shows its secret once', async () => {
      const res = await t.admin
        .post('/api/admin/webhooks/endpoints')
        .send({
          url: receiver.url,
          description: 'ERP Test',
          events: ['lead.created', 'order.created', 'order.status_changed'],
        })
        .expect(201);
      endpoint = res.body as WebhookEndpointWithSecret;
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(endpoint.endpoint).toMatchObject({ url: receiver.url, active: true, lastDelivery: null });
      const list = (await t.admin.get('/api/admin/webhooks/endpoints').expect(200)).body as WebhookEndpoint[];
      expect(list).toHaveLength(1);
      expect(JSON.stringify(list)).not.toContain(endpoint.secret);
    });

    it('refuses a bad id, an unknown endpoint and a bad rotation period in German', async () => {
      await t.admin.patch('/api/admin/webhooks/endpoints/abc').send({ active: false }).expect(400);
      const missing = await t.admin
        .patch('/api/admin/webhooks/endpoints/0b7e4c1a-5d3f-4e2a-9c8b-1f2e3d4c5b6a')
        .send({ active: false })
        .expect(404);
      expect(JSON.stringify(missing.body)).toContain(WEBHOOK_MESSAGES.endpointNotFound);
      for (const keepOldHours of [-1, 1000, 1.5, 'viel', undefined]) {
        const res = await t.admin
          .post(`/api/admin/webhooks/endpoints/${endpoint.endpoint.id}/rotate-secret`)
          .send({ keepOldHours })
          .expect(400);
        expect(JSON.stringify(res.body)).toContain(WEBHOOK_MESSAGES.keepOldHoursInvalid);
      }
      const active = await t.admin
        .patch(`/api/admin/webhooks/endpoints/${endpoint.endpoint.id}`)
        .send({ active: 'ja' })
        .expect(400);
      expect(JSON.stringify(active.body)).toContain(WEBHOOK_MESSAGES.activeInvalid);
    });
  });

  describe('deliveries', () => {
    it('a contact message reaches the ERP as lead.created, verified by the official library', async () => {
      await request(t.server)
        .post('/api/contact')
        .send({
          name: 'Maria Muster',
          email: 'maria.muster@example.at',
          message: 'Bitte um Rückruf zu 12 Stufen.',
        })
        .expect(200);
      const [entry] = await waitFor(() =>
        receiver.accepted().length === 1 ? receiver.accepted() : undefined,
      );
      const body = verifyWebhook(endpoint.secret, entry as ReceivedWebhook);
      expect(body.type).toBe('lead.created');
      expect(body.data).toMatchObject({
        kind: 'contact-message',
        name: 'Maria Muster',
        email: 'maria.muster@example.at',
        message: 'Bitte um Rückruf zu 12 Stufen.',
      });
      expect(entry?.id).toMatch(/^msg_/);
      const [delivery] = await waitFor(async () => {
        const list = await deliveries();
        return list[0]?.status === 'delivered' ? list : undefined;
      });
      expect(delivery).toMatchObject({
        webhookId: entry?.id,
        eventType: 'lead.created',
        attempts: 1,
        statusCode: 200,
        response: 'gespeichert',
      });
    });

    it('receiver down, then back: every event arrives once, in order, each retry with the same webhook-id', async () => {
      receiver.received.length = 0;
      await receiver.stop();
      await publish(orderCreated());
      await publish(statusChanged('neu', 'Besichtigung vereinbart'));
      // Refused connections are retried: wait for a few attempts of the first event.
      await waitFor(async () => {
        const [row] = (await t.db.query(
          `SELECT max(attempts)::int AS attempts FROM webhook_deliveries WHERE subject = $1`,
          [`order:${ORDER_ID}`],
        )) as { attempts: number }[];
        return (row?.attempts ?? 0) >= 2 ? true : undefined;
      });
      // Back, but answering 503 for a while: still failed attempts, now with an answer.
      receiver.answer = () => 503;
      await receiver.start();
      await waitFor(() => (receiver.received.length >= 2 ? true : undefined));
      receiver.answer = () => 200;
      await waitFor(() => (receiver.accepted().length === 2 ? true : undefined), 30_000);

      const ids = new Set(receiver.received.map((entry) => entry.id));
      expect(ids.size).toBe(2);
      // Nothing of the later event arrived before the earlier one was accepted.
      const firstId = receiver.received[0]?.id;
      const firstAccepted = receiver.received.findIndex((entry) => entry.answered === 200);
      expect(receiver.received.slice(0, firstAccepted + 1).every((entry) => entry.id === firstId)).toBe(true);
      const bodies = receiver.accepted().map((entry) => verifyWebhook(endpoint.secret, entry));
      expect(bodies.map((body) => body.type)).toEqual(['order.created', 'order.status_changed']);

      const list = await deliveries();
      const created = list.find((delivery) => delivery.eventType === 'order.created');
      expect(created).toMatchObject({ status: 'delivered', statusCode: 200, webhookId: firstId });
      expect(created?.attempts).toBeGreaterThanOrEqual(3);
      // Each attempt was signed anew but the answer logged is the last one; failed ones said why.
      expect(
        receiver.received.filter((entry) => entry.answered === 503).every((entry) => entry.id === firstId),
      ).toBe(true);
      // None is delivered twice afterwards.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receiver.accepted()).toHaveLength(2);
    });

    it('one order refused holds back only its own later events; another order flows meanwhile', async () => {
      receiver.received.length = 0;
      const stuck = '0c4f8e2a-7b1d-4e3f-9a5b-6c7d8e9f0a1b';
      const other = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
      const ofOrder = (orderId: string) => (entry: ReceivedWebhook) => entry.body.includes(orderId);
      receiver.answer = ({ body }) => (body.includes(stuck) ? 503 : 200);
      await publish(orderCreated(stuck));
      await publish(statusChanged('neu', 'Besichtigung vereinbart', stuck));
      await publish(statusChanged('Besichtigung vereinbart', 'beauftragt', stuck));
      await publish(orderCreated(other));
      await publish(statusChanged('neu', 'Besichtigung vereinbart', other));
      await publish(statusChanged('Besichtigung vereinbart', 'beauftragt', other));
      // The other order's three events arrive, in order, while the stuck one's first is refused again and again.
      const flowed = await waitFor(() => {
        const accepted = receiver.accepted().filter(ofOrder(other));
        return accepted.length === 3 ? accepted : undefined;
      }, 30_000);
      expect(flowed.map((entry) => verifyWebhook(endpoint.secret, entry).data)).toMatchObject([
        { status: 'neu' },
        { status: 'Besichtigung vereinbart' },
        { status: 'beauftragt' },
      ]);
      await waitFor(() => (receiver.received.filter(ofOrder(stuck)).length >= 3 ? true : undefined), 30_000);
      const stuckIds = new Set(receiver.received.filter(ofOrder(stuck)).map((entry) => entry.id));
      // Only the stuck order's first event was tried: its later ones wait for it.
      expect(stuckIds.size).toBe(1);

      receiver.answer = () => 200;
      const released = await waitFor(() => {
        const accepted = receiver.accepted().filter(ofOrder(stuck));
        return accepted.length === 3 ? accepted : undefined;
      }, 30_000);
      expect(released.map((entry) => verifyWebhook(endpoint.secret, entry).data)).toMatchObject([
        { status: 'neu' },
        { status: 'Besichtigung vereinbart' },
        { status: 'beauftragt' },
      ]);
      expect(new Set(receiver.accepted().map((entry) => entry.id)).size).toBe(6);
    });

    it('gives a delivery up after the last attempt and shows the last answer', async () => {
      receiver.received.length = 0;
      receiver.answer = () => 500;
      await publish({
        type: 'lead.created',
        data: {
          leadId: '1a2b3c4d-1111-4222-8333-444455556666',
          kind: 'phone-lead',
          name: null,
          email: null,
          phone: '+43 664 1234567',
          service: 'termin_service',
          message: null,
          quoteNumber: null,
          createdAt: new Date().toISOString(),
        },
      });
      const failed = await waitFor(async () => {
        const found = (await deliveries()).find((delivery) => delivery.status === 'failed');
        return found ?? undefined;
      }, 30_000);
      expect(failed).toMatchObject({ attempts: 11, statusCode: 500, response: 'ERP gerade in Wartung' });
      expect(new Set(receiver.received.map((entry) => entry.id)).size).toBe(1);
      expect(receiver.received).toHaveLength(11);

      // 'erneut senden': the same webhook-id once more, now accepted.
      receiver.answer = () => 200;
      const resent = (await t.admin.post(`/api/admin/webhooks/deliveries/${failed.id}/resend`).expect(201))
        .body as WebhookDelivery;
      expect(resent).toMatchObject({ webhookId: failed.webhookId, status: 'pending' });
      await waitFor(() => (receiver.accepted().length === 1 ? true : undefined));
      expect(receiver.accepted()[0]?.id).toBe(failed.webhookId);
      verifyWebhook(endpoint.secret, receiver.accepted()[0] as ReceivedWebhook);
    });

    it('during a rotation both secrets sign, and each verifies on its own', async () => {
      receiver.received.length = 0;
      const rotated = (
        await t.admin
          .post(`/api/admin/webhooks/endpoints/${endpoint.endpoint.id}/rotate-secret`)
          .send({ keepOldHours: 24 })
          .expect(200)
      ).body as WebhookEndpointWithSecret;
      expect(rotated.secret).not.toBe(endpoint.secret);
      expect(rotated.endpoint.previousSecretValidUntil).not.toBeNull();
      await publish(statusChanged('Besichtigung vereinbart', 'beauftragt'));
      const [entry] = await waitFor(() =>
        receiver.accepted().length === 1 ? receiver.accepted() : undefined,
      );
      const signatures = String(entry?.headers['webhook-signature']).split(' ');
      expect(signatures).toHaveLength(2);
      expect(signatures.every((signature) => signature.startsWith('v1,'))).toBe(true);
      expect(verifyWebhook(rotated.secret, entry as ReceivedWebhook).type).toBe('order.status_changed');
      expect(verifyWebhook(endpoint.secret, entry as ReceivedWebhook).type).toBe('order.status_changed');
      expect(() =>
        verifyWebhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, entry as ReceivedWebhook),
      ).toThrow();

      // Replaced at once (0 hours): only the newest secret signs.
      receiver.received.length = 0;
      const replaced = (
        await t.admin
          .post(`/api/admin/webhooks/endpoints/${endpoint.endpoint.id}/rotate-secret`)
          .send({ keepOldHours: 0 })
          .expect(200)
      ).body as WebhookEndpointWithSecret;
      await publish(statusChanged('beauftragt', 'abgeschlossen'));
      const [single] = await waitFor(() =>
        receiver.accepted().length === 1 ? receiver.accepted() : undefined,
      );
      expect(String(single?.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(verifyWebhook(replaced.secret, single as ReceivedWebhook).type).toBe('order.status_changed');
      expect(() => verifyWebhook(rotated.secret, single as ReceivedWebhook)).toThrow();
      endpoint = replaced;
    });

    it('a disabled endpoint gets nothing; the list shows its last delivery', async () => {
      await t.admin
        .patch(`/api/admin/webhooks/endpoints/${endpoint.endpoint.id}`)
        .send({ active: false })
        .expect(200);
      expect(await publish(orderCreated())).toEqual([]);
      const [listed] = (await t.admin.get('/api/admin/webhooks/endpoints').expect(200))
        .body as WebhookEndpoint[];
      expect(listed).toMatchObject({ active: false, lastDelivery: { status: 'delivered', statusCode: 200 } });
    });
  });
});
