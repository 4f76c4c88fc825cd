import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { dropDatabase } from '../src/database/ensure-database';
import { deleteRedisKeys } from './helpers/test-app';
import { createTestInstallation, testConfig } from './helpers/test-database';
import { waitFor } from './helpers/wait-for';

const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One POST /api/contact over a kept-alive connection; the status, or the network error's code. */
function postContact(port: number, agent: http.Agent, n: number): Promise<number | string> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ name: `Last ${n}`, email: 'last@example.at', message: 'Bitte um Rückruf' });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contact',
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end(body);
  });
}

describe('API shutdown under load', () => {
  it('stops accepting, answers what is in flight, exits within its deadline, and loses no answered lead', async () => {
    const config = testConfig(randomBytes(5).toString('hex'));
    await createTestInstallation(config);
    const port = await freePort();
    const api = spawn(
      process.execPath,
      [fixture('run-ts.js'), path.join(__dirname, '..', 'src', 'main.ts')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: config.databaseUrl,
          REDIS_PREFIX: config.redis.prefix,
          API_PORT: String(port),
          LOG_LEVEL: 'silent',
          RATE_LIMIT_LEADS: '1000000',
          SEED_DEMO_CONTENT: 'false',
          OBJECTS_DIR: config.objectsDir,
          SHUTDOWN_TIMEOUT_MS: '4000',
        },
        stdio: 'ignore',
      },
    );
    const exited = new Promise<number | null>((resolve) => api.once('exit', (code) => resolve(code)));
    try {
      await waitFor(async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        return res?.ok ? true : undefined;
      }, 30_000);

      // 40 clients on kept-alive connections keep posting; SIGTERM arrives in the middle.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
      const results: Array<number | string> = [];
      let stop = false;
      let n = 0;
      const clients = Array.from({ length: 40 }, async () => {
        while (!stop) {
          const result = await postContact(port, agent, n++);
          results.push(result);
          if (typeof result === 'string') break; // refused: the API is gone
        }
      });
      // SIGTERM once the API is answering them (not after a fixed time: a busy machine answers fewer in it).
      const answeredCount = () => results.filter((result) => result === 200).length;
      await waitFor(() => (answeredCount() > 20 ? true : undefined), 60_000);
      const signalled = Date.now();
      api.kill('SIGTERM');
      const code = await exited;
      const took = Date.now() - signalled;
      stop = true;
      await Promise.all(clients);
      agent.destroy();

      expect(code).toBe(0);
      // The API's own deadline ends it, whatever its connections do; the margin is for a busy machine.
      expect(took).toBeLessThan(4000 + 15_000);
      const answered = answeredCount();
      // Nothing but success or a refused/closed connection: no 5xx, no half answer.
      expect(results.filter((result) => result !== 200 && typeof result === 'number')).toEqual([]);
      // Every lead that was answered 200 is in the database.
      const db = new Client({ connectionString: config.databaseUrl });
      await db.connect();
      const [{ count }] = (await db.query('SELECT count(*)::int AS count FROM contact_messages')).rows as [
        { count: number },
      ];
      await db.end();
      expect(count).toBeGreaterThanOrEqual(answered);
    } finally {
      if (api.exitCode === null) api.kill('SIGKILL');
      await dropDatabase(config.databaseUrl);
      await deleteRedisKeys(config.redis.prefix);
    }
  }, 180_000);
});
