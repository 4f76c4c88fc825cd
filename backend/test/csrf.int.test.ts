import request from 'supertest';
import { CROSS_SITE_MESSAGE } from '../src/common/same-origin-writes';
import { adminAgent } from './helpers/admin';
import { testAppForSuite } from './helpers/test-app';

describe('state-changing requests only from the site itself (CSRF)', () => {
  const t = testAppForSuite({ env: { NODE_ENV: 'test', SITE_PUBLIC_URL: 'https://www.treppen.example' } });

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

  it('the site’s own pages pass: the public origin and nothing else, whatever the Host says', async () => {
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
      .send({ name: 'A', email: 'a@example.at', message: 'x' })
      .expect(403);
    // Reads are never blocked.
    await request(t.server).get('/api/site-config').set('Origin', 'https://evil.example').expect(200);
  });
});

describe('the same Origin check in development', () => {
  const t = testAppForSuite({
    env: {
      NODE_ENV: 'development',
      SITE_PUBLIC_URL: 'http://localhost:8180',
      SITE_ORIGINS: 'http://127.0.0.1:8180',
    },
  });

  it('a page of another local port is another site; the configured origins pass', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:9999', 'http://[::1]:8180']) {
      const res = await request(t.server)
        .post('/api/contact')
        .set('Origin', origin)
        .send({ name: 'A', email: 'a@example.at', message: 'x' })
        .expect(403);
      expect(res.body.message).toBe(CROSS_SITE_MESSAGE);
    }
    for (const origin of ['http://localhost:8180', 'http://127.0.0.1:8180']) {
      await request(t.server)
        .post('/api/contact')
        .set('Origin', origin)
        .send({ name: 'A', email: 'a@example.at', message: 'x' })
        .expect(200);
    }
  });

  it('the API docs are off unless API_DOCS turns them on', async () => {
    await request(t.server).get('/api/docs-json').expect(404);
  });
});
