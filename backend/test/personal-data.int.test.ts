import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { type PersonalDataExport, PRIVACY_MESSAGES } from '@stairs/contracts';
import { dropDatabase, ensureDatabase } from '../src/database/ensure-database';
import { deleteLeadsOlderThan } from '../src/privacy/lead-retention';
import { storeOrder } from './helpers/stored-order';
import { testAppForSuite } from './helpers/test-app';

describe('personal data (DSGVO): export, erasure, retention, backup', () => {
  const t = testAppForSuite({ admin: true });

  async function leadsOfMaria(): Promise<void> {
    // A price check is about a project the gallery shows.
    const { galleryNumber } = (
      await t.admin
        .post('/api/admin/gallery-images')
        .send({
          title: 'Eiche',
          category: 'massivstufen',
          imageUrl: '/objects/gallery/eiche.jpg',
          isActive: true,
        })
        .expect(201)
    ).body as { galleryNumber: string };
    await request(t.server)
      .post('/api/contact')
      .send({ name: 'Maria', email: 'Maria.Muster@Example.at', message: 'Hallo' })
      .expect(200);
    await request(t.server)
      .post('/api/store-phone')
      .send({ phone: '+43 664 123 45 67', service: 'termin_service', context: 'concrete_calculator' })
      .expect(200);
    await request(t.server)
      .post('/api/gallery-quote-request')
      .send({
        galleryNumber,
        customerName: 'Maria',
        customerEmail: 'maria.muster@example.at',
        customerPhone: '0664/1234567',
        requestedService: 'custom',
      })
      .expect(200);
    await storeOrder(t.db, {
      email: 'Maria.Muster@example.at',
      phone: '0043 664 1234567',
      quoteNumber: 'KV-2026-0007',
      totalCents: 123450,
    });
    // Somebody else.
    await storeOrder(t.db, {
      email: 'karl@example.at',
      phone: '0676 9999999',
      quoteNumber: 'KV-2026-0008',
      totalCents: 99900,
      signatureName: 'Karl',
    });
    await request(t.server)
      .post('/api/contact')
      .send({ name: 'Karl', email: 'karl@example.at', message: 'Hallo' })
      .expect(200);
    await request(t.server)
      .post('/api/store-phone')
      .send({ phone: '0676 9999999', service: 'termin_service', context: 'concrete_calculator' })
      .expect(200);
  }

  it('exports everything about one person as a file, found by e-mail and by phone however typed', async () => {
    await leadsOfMaria();
    const res = await t.admin
      .get('/api/admin/personal-data')
      .query({ email: 'maria.muster@example.at', phone: '0043 664 1234567' })
      .expect(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="personendaten-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.body as PersonalDataExport;
    expect(data.contactMessages.map((m) => m.name)).toEqual(['Maria']);
    expect(data.phoneLeads.map((l) => l.customerPhone)).toEqual(['+43 664 123 45 67']);
    expect(data.quoteRequests.map((q) => q.customerName)).toEqual(['Maria']);
    expect(data.orders.map((o) => [o.quoteNumber, o.email, o.evidence.signatureName])).toEqual([
      ['KV-2026-0007', 'Maria.Muster@example.at', 'Maria Muster'],
    ]);

    const byPhoneOnly = (
      await t.admin.get('/api/admin/personal-data').query({ phone: '0664 123 45 67' }).expect(200)
    ).body as PersonalDataExport;
    expect(byPhoneOnly.contactMessages).toEqual([]);
    expect(byPhoneOnly.phoneLeads).toHaveLength(1);
    expect(byPhoneOnly.quoteRequests).toHaveLength(1);
    expect(byPhoneOnly.orders).toHaveLength(1);
  });

  it('erases them and nothing of anybody else', async () => {
    const res = await t.admin
      .delete('/api/admin/personal-data')
      .query({ email: 'maria.muster@example.at', phone: '+436641234567' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      erased: { contactMessages: 1, phoneLeads: 1, quoteRequests: 1, quoteEmails: 0, orders: 1 },
    });
    // Her order is kept without her (docs/decisions.md); Karl's is untouched.
    expect(
      await t.db.query(
        'SELECT quote_number, total_cents, email, phone, site_address, signature_name FROM orders ORDER BY quote_number',
      ),
    ).toEqual([
      {
        quote_number: 'KV-2026-0007',
        total_cents: 123450,
        email: '',
        phone: '',
        site_address: '',
        signature_name: '',
      },
      {
        quote_number: 'KV-2026-0008',
        total_cents: 99900,
        email: 'karl@example.at',
        phone: '0676 9999999',
        site_address: 'Hauptstraße 1, 1010 Wien',
        signature_name: 'Karl',
      },
    ]);
    const after = (
      await t.admin
        .get('/api/admin/personal-data')
        .query({ email: 'maria.muster@example.at', phone: '+436641234567' })
        .expect(200)
    ).body as PersonalDataExport;
    expect([after.contactMessages, after.phoneLeads, after.quoteRequests, after.orders]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect(await t.db.query('SELECT name FROM contact_messages')).toEqual([{ name: 'Karl' }]);
    expect(await t.db.query('SELECT customer_phone FROM phone_leads')).toEqual([
      { customer_phone: '0676 9999999' },
    ]);
  });

  it('asks for an e-mail address or a phone number, in German, and only with a session', async () => {
    const none = await t.admin.get('/api/admin/personal-data').expect(400);
    expect(none.body.message).toBe(PRIVACY_MESSAGES.subjectRequired);
    const bad = await t.admin.delete('/api/admin/personal-data').query({ email: 'kein-at' }).expect(400);
    expect(bad.body.message).toBe(PRIVACY_MESSAGES.emailInvalid);
    await request(t.server).get('/api/admin/personal-data').query({ email: 'karl@example.at' }).expect(401);
  });

  it('retention deletes leads older than the limit and keeps the recent ones', async () => {
    await t.db.query(
      `INSERT INTO contact_messages (id, name, email, message, created_at) VALUES (gen_random_uuid(), 'Alt', 'alt@example.at', 'x', now() - interval '3 years')`,
    );
    await t.db.query(
      `INSERT INTO phone_leads (customer_phone, service, context, priority, submitted_at) VALUES ('0664 1111111', 's', 'c', 'low', now() - interval '25 months')`,
    );
    const deleted = await deleteLeadsOlderThan(t.db.manager, 24);
    expect(deleted).toEqual({ contactMessages: 1, phoneLeads: 1, quoteRequests: 0, quoteEmails: 0 });
    expect(await t.db.query('SELECT name FROM contact_messages')).toEqual([{ name: 'Karl' }]);
  });

  it('a pg_dump of the database restores into a fresh one with the leads (docs/operations.md)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stairs-backup-'));
    const file = path.join(dir, 'stairs.dump');
    const restored = new URL(t.config.databaseUrl);
    restored.pathname = `${restored.pathname}_restored`;
    try {
      execFileSync('pg_dump', ['--format=custom', `--file=${file}`, t.config.databaseUrl]);
      await ensureDatabase(restored.toString());
      execFileSync('pg_restore', ['--no-owner', `--dbname=${restored.toString()}`, file]);
      const client = new Client({ connectionString: restored.toString() });
      await client.connect();
      const { rows } = await client.query('SELECT name FROM contact_messages');
      await client.end();
      expect(rows).toEqual([{ name: 'Karl' }]);
    } finally {
      await dropDatabase(restored.toString());
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
