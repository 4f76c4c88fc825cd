import { appRoutes } from '@bull-board/api/dist/routes';
import request from 'supertest';
import { ADMIN_TOOLS, AUTH_MESSAGES, FORMS_PATH, PUBLIC_FORM_LIST } from '@stairs/contracts';
import { adminAgent } from './helpers/admin';
import {
  concretePath,
  type Endpoint,
  expressEndpoints,
  nestEndpoints,
  OTHER_PUBLIC_WRITES,
  publicWrites,
} from './helpers/routes';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Routes Express serves that are not Nest controllers: the OpenAPI UI and document (read-only). */
const NON_NEST_ROUTE = /^\/api\/docs(-json|\/.*)?$/;

/**
 * The admin tools outside Nest (ADMIN_TOOLS), each of their routes as a concrete URL: the queue board's pages and
 * its whole JSON API (from Bull Board's own route list), and the OpenAPI UI, its script and its document. The
 * board's script is added by the test from its page (its name carries a content hash).
 */
function adminToolRoutes(): { method: string; path: string }[] {
  const board = [
    ...[appRoutes.entryPoint.route].flat().map((route) => ({ method: 'GET', route })),
    ...appRoutes.api.flatMap((api) =>
      [api.method].flat().flatMap((method) => [api.route].flat().map((route) => ({ method, route }))),
    ),
  ].map(({ method, route }) => ({
    method: method.toUpperCase(),
    path: `${ADMIN_TOOLS.queueBoard}${route === '/' ? '' : concretePath(route)}`,
  }));
  const docs = [ADMIN_TOOLS.apiDocs, `${ADMIN_TOOLS.apiDocs}/swagger-ui-init.js`, ADMIN_TOOLS.apiDocument];
  return [...board, ...docs.map((path) => ({ method: 'GET', path }))];
}

describe('every route is either explicitly public or needs the admin session', () => {
  let t: TestApp;
  let endpoints: Endpoint[];
  /** The queue board's script as its page names it (read with the session in the test below). */
  let boardScript: string | undefined;

  beforeAll(async () => {
    t = await createTestApp({ env: { API_DOCS: 'true' } });
    endpoints = nestEndpoints(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

  it('finds the routes (the enumeration itself works)', () => {
    expect(endpoints.length).toBeGreaterThan(15);
    expect(endpoints.map(key)).toEqual(
      expect.arrayContaining(['GET /api/health', 'GET /api/admin/pricing', 'POST /api/calculate-concrete']),
    );
  });

  it('Express routes nothing that Nest does not know (no route bypasses the global guard)', () => {
    const known = new Set(endpoints.map(key));
    const unknown = expressEndpoints(t.app).filter((e) => !known.has(key(e)) && !NON_NEST_ROUTE.test(e.path));
    expect(unknown).toEqual([]);
    const routed = new Set(expressEndpoints(t.app).map(key));
    expect(endpoints.filter((e) => !routed.has(key(e)))).toEqual([]);
  });

  it('nothing under the forms’ path: the page server answers those, the API only JSON', () => {
    expect(endpoints.filter((e) => e.path.startsWith(`${FORMS_PATH}/`))).toEqual([]);
  });

  it('no /api/admin route is marked public', () => {
    const publicAdmin = endpoints.filter((e) => e.isPublic && e.path.startsWith('/api/admin'));
    expect(publicAdmin.map((e) => `${key(e)} (${e.handler})`)).toEqual([]);
  });

  it('public writes are only the declared public forms, login/logout and the operator links', () => {
    const allowed = new Set(publicWrites(PUBLIC_FORM_LIST, OTHER_PUBLIC_WRITES).keys());
    const writes = endpoints.filter((e) => e.isPublic && e.method !== 'GET').map(key);
    expect(writes.filter((route) => !allowed.has(route))).toEqual([]);
    expect([...allowed].filter((route) => !writes.includes(route))).toEqual([]);
  });

  it('every public write except login/logout is rate-limited per client address', () => {
    const buckets = Object.fromEntries(
      endpoints
        .filter((e) => e.isPublic && e.method !== 'GET' && !/^\/api\/auth\/log(in|out)$/.test(e.path))
        .map((e) => [key(e), e.rateLimitBucket ?? 'none']),
    );
    const expected = Object.fromEntries(
      [...publicWrites(PUBLIC_FORM_LIST, OTHER_PUBLIC_WRITES)].filter(([, bucket]) => bucket !== undefined),
    );
    expect(buckets).toEqual(expected);
    // What the forms declare is what the guard applies, not an echo of an empty list.
    expect(buckets['POST /api/store-phone']).toBe('lead');
    expect(buckets['POST /api/calculate-concrete']).toBe('calculation');
  });

  it('the admin tools are really there with the session (what the next test refuses exists)', async () => {
    const admin = await adminAgent(t.server);
    const board = await admin.get(ADMIN_TOOLS.queueBoard).expect(200);
    expect(board.text).toContain('<title>Warteschlangen</title>');
    const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(board.text)?.[1];
    expect(script).toBeDefined();
    await admin.get(`${ADMIN_TOOLS.queueBoard}/${script}`).expect(200);
    const queues = await admin.get(`${ADMIN_TOOLS.queueBoard}/api/queues`).expect(200);
    expect((queues.body as { queues: { name: string }[] }).queues.map((q) => q.name).sort()).toEqual([
      'ai',
      'customers',
      'documents',
      'images',
      'mail',
      'maintenance',
      'pages',
      'webhooks',
    ]);
    await admin.get(ADMIN_TOOLS.apiDocs).expect(200);
    await admin.get(ADMIN_TOOLS.apiDocument).expect(200);
    boardScript = `${ADMIN_TOOLS.queueBoard}/${script}`;
  });

  it('every non-public route, every route Express serves under /api/admin and every admin tool answers 401 without a session', async () => {
    const adminRoutes = expressEndpoints(t.app).filter((e) => e.path.startsWith('/api/admin'));
    const tools = adminToolRoutes();
    const guarded = [
      ...endpoints.filter((e) => !e.isPublic),
      ...adminRoutes.filter((e) => !endpoints.some((n) => key(n) === key(e))),
      ...tools,
      ...(boardScript ? [{ method: 'GET', path: boardScript }] : []),
    ];
    expect(tools.length).toBeGreaterThan(30);
    expect(guarded.length).toBeGreaterThan(8);
    const failures: string[] = [];
    for (const endpoint of guarded) {
      const url = concretePath(endpoint.path);
      const res = await request(t.server)[endpoint.method.toLowerCase() as 'get'](url).send({});
      const ok =
        res.status === 401 &&
        res.body.statusCode === 401 &&
        res.body.message === AUTH_MESSAGES.unauthorized &&
        res.headers['set-cookie'] === undefined;
      if (!ok) failures.push(`${key(endpoint)} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
  });
});
