import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { type AddressInfo, connect, createServer } from 'node:net';
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

/**
 * A POST whose body never comes: in flight from the moment the API has read its head (its "100 Continue"
 * says so) until the API cuts it off. Resolves `inFlight` then, and `closed` when the API closes the socket.
 */
function hangingPost(port: number): { inFlight: Promise<void>; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('error', () => undefined);
  const inFlight = new Promise<void>((resolve) =>
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('100 Continue')) resolve();
    }),
  );
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  socket.write(
    'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100\r\nExpect: 100-continue\r\n\r\n',
  );
  return { inFlight, closed };
}

describe('API shutdown under load', () => {
  it('stops accepting, answers what is in flight, cuts off at its deadline what hangs, and loses no answered lead', async () => {
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
          LOG_LEVEL: 'warn',
          RATE_LIMIT_LEADS: '1000000',
          SEED_DEMO_CONTENT: 'false',
          OBJECTS_DIR: config.objectsDir,
          SHUTDOWN_TIMEOUT_MS: '4000',
        },
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let log = '';
    api.stdout.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
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
      // And one request that would keep it waiting for ever.
      const hanging = hangingPost(port);
      await hanging.inFlight;
      api.kill('SIGTERM');
      const code = await exited;
      stop = true;
      await Promise.all(clients);
      agent.destroy();

      // Its own deadline ended the wait for the hanging request: logged, its socket closed without an answer,
      // and the process left through the graceful shutdown (exit code 0; a plain SIGTERM ends it without one).
      expect(code).toBe(0);
      expect(log).toMatch(/"msg":"\d+ request\(s\) cut off after the shutdown deadline"/);
      expect(await hanging.closed).toBe('HTTP/1.1 100 Continue\r\n\r\n');
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
