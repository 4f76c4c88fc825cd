import { type AnyEndpoint, EVERY_ENDPOINT } from '@stairs/contracts';
import request from 'supertest';
import { concretePath, nestEndpoints } from './helpers/routes';
import { testAppForSuite } from './helpers/test-app';

/** The OpenAPI document and UI are tooling, not part of the site's API table. */
const TOOLING = /^\/api\/docs/;

const key = (method: string, path: string): string => `${method} ${path}`;

describe('the API table in @stairs/contracts and the routes of the backend', () => {
  const t = testAppForSuite();
  const entries = Object.entries(EVERY_ENDPOINT) as [string, AnyEndpoint][];

  it('every table entry has a route, and every route has a table entry', () => {
    const routes = new Set(
      nestEndpoints(t.app)
        .filter((route) => !TOOLING.test(route.path))
        .map((route) => key(route.method, route.path)),
    );
    const table = new Set(entries.map(([, e]) => key(e.method, e.path)));
    expect([...table].filter((entry) => !routes.has(entry))).toEqual([]);
    expect([...routes].filter((route) => !table.has(route))).toEqual([]);
  });

  it('access in the table is what the server enforces', async () => {
    const byRoute = new Map(nestEndpoints(t.app).map((route) => [key(route.method, route.path), route]));
    for (const [name, entry] of entries) {
      const route = byRoute.get(key(entry.method, entry.path));
      expect({ name, public: route?.isPublic }).toEqual({ name, public: entry.access === 'public' });
      if (entry.access === 'admin') {
        const method = entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const res = await request(t.server)[method](concretePath(entry.path)).send({});
        expect({ name, status: res.status }).toEqual({ name, status: 401 });
      }
    }
  });
});
