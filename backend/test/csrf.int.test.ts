import request from 'supertest';
import { CROSS_SITE_MESSAGE } from '../src/common/same-origin-writes';
import { adminAgent } from './helpers/admin';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('state-changing requests only from the site itself (CSRF)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'test', SITE_PUBLIC_URL: 'https://www.treppen.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('another site’s form cannot log the operator out or write anything', async () => {
    const admin = await adminAgent(t.server);
    const logout = await admin.post('/api/auth/logout').set('Origin', 'https://evil.example').expect(403);
    expect(logout.body.message).toBe(CROSS_SITE_MESSAGE);
    // Still signed in.
    expect((await admin.get('/api/auth/session').expect(200)).body).toEqual({ authenticated: true });

    await admin.post('/api/admin/pricing').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403);
    await request(t.server)
      .post('/api/contact')
      .set('Origin', 'null')
      .send({ name: 'A', email: 'a@example.at', message: 'x' })
      .expect(403);
  });

  it('the site’s own pages pass: the public origin, or the origin the request was sent to', async () => {
    await request(t.server)
      .post('/api/contact')
      .set('Origin', 'https://www.treppen.example')
      .send({ name: 'A', email: 'a@example.at', message: 'x' })
      .expect(200);
    const host = '127.0.0.1:8123';
    await request(t.server)
      .post('/api/contact')
      .set('Host', host)
      .set('Origin', `http://${host}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ name: 'A', email: 'a@example.at', message: 'x' })
      .expect(200);
    // Reads are never blocked.
    await request(t.server).get('/api/site-config').set('Origin', 'https://evil.example').expect(200);
  });
});
