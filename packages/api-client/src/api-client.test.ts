import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { API, API_MESSAGES, endpoint, ADMIN_API } from '@stairs/contracts';
import {
  ApiError,
  apiCall,
  apiPagesQueryKey,
  apiQueryKey,
  apiQueryOptions,
  apiUrl,
  createQueryClient,
  readErrorMessage,
} from './index';
// The raw request is no export of the package (apiCall is the one way to call); its rules are tested here.
import { apiRequest } from './request';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

const routes = new Map<string, Handler>();
let server: Server;
let base = '';

function route(method: string, path: string, handler: Handler): void {
  routes.set(`${method} ${path}`, handler);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const handler = routes.get(`${req.method} ${req.url}`);
      if (handler) handler(req, body, res);
      else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Cannot find it');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  route('GET', '/json', (_req, _body, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"ok":true,"n":3}');
  });
  route('GET', '/text', (_req, _body, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>Hallo</p>');
  });
  route('POST', '/echo', (req, body, res) => {
    res
      .writeHead(201, { 'Content-Type': 'application/json' })
      .end(
        JSON.stringify({ contentType: req.headers['content-type'], received: JSON.parse(body) as unknown }),
      );
  });
  route('POST', '/bad', (_req, _body, res) => {
    res
      .writeHead(400, { 'Content-Type': 'application/json' })
      .end('{"statusCode":400,"message":"Bitte füllen Sie alle Felder aus.","error":"Bad Request"}');
  });
  route('POST', '/validation', (_req, _body, res) => {
    res
      .writeHead(400, { 'Content-Type': 'application/json' })
      .end('{"statusCode":400,"message":["Name fehlt.","E-Mail fehlt."]}');
  });
  route('GET', '/empty-error', (_req, _body, res) => {
    res.writeHead(503, 'Service Unavailable').end();
  });
  route('GET', '/no-content', (_req, _body, res) => {
    res.writeHead(204).end();
  });
  route('GET', '/private', (_req, _body, res) => {
    res
      .writeHead(401, { 'Content-Type': 'application/json' })
      .end('{"statusCode":401,"message":"Anmeldung erforderlich"}');
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('apiRequest', () => {
  it('parses a JSON response', async () => {
    await expect(apiRequest('GET', `${base}/json`)).resolves.toEqual({ ok: true, n: 3 });
  });

  it('returns a non-JSON response as text', async () => {
    await expect(apiRequest('GET', `${base}/text`)).resolves.toBe('<p>Hallo</p>');
  });

  it('sends the body as JSON with a JSON content type', async () => {
    await expect(apiRequest('POST', `${base}/echo`, { name: 'Anna' })).resolves.toEqual({
      contentType: 'application/json',
      received: { name: 'Anna' },
    });
  });

  it('returns null for 204 No Content', async () => {
    await expect(apiRequest('GET', `${base}/no-content`)).resolves.toBeNull();
  });

  it('turns a non-OK response into "status: body"', async () => {
    const error = await apiRequest('POST', `${base}/bad`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe(
      '400: {"statusCode":400,"message":"Bitte füllen Sie alle Felder aus.","error":"Bad Request"}',
    );
  });

  it('uses the status text when the error body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow(
      new Error('503: Service Unavailable'),
    );
  });

  it('keeps a plain-text error body verbatim', async () => {
    await expect(apiRequest('GET', `${base}/missing`)).rejects.toThrow('404: Cannot find it');
  });
});

describe('readErrorMessage', () => {
  const fallback = 'Fehler beim Senden der Nachricht. Bitte versuchen Sie es erneut.';

  it('extracts the German message of a JSON error body', async () => {
    const error = await apiRequest('POST', `${base}/bad`, {}).catch((e: unknown) => e);
    expect(readErrorMessage(error, fallback)).toBe('Bitte füllen Sie alle Felder aus.');
  });

  it('joins the messages of a validation error', async () => {
    const error = await apiRequest('POST', `${base}/validation`, {}).catch((e: unknown) => e);
    expect(readErrorMessage(error, fallback)).toBe('Name fehlt. E-Mail fehlt.');
  });

  it("shows the screen's own text for a server failure, even when it carries a message", () => {
    const failure = new ApiError(
      500,
      'Internal Server Error',
      '{"statusCode":500,"message":"Interner Fehler."}',
    );
    expect(readErrorMessage(failure, fallback)).toBe(fallback);
  });

  it("a 429 shows the server's text, or the one rate-limit text of the site", () => {
    expect(readErrorMessage(new ApiError(429, 'Too Many Requests', ''), fallback)).toBe(
      API_MESSAGES.tooManyRequests,
    );
    const withText = new ApiError(429, 'Too Many Requests', '{"message":"Zu viele Anmeldeversuche."}');
    expect(readErrorMessage(withText, fallback)).toBe('Zu viele Anmeldeversuche.');
  });

  it('falls back for text bodies, empty bodies and network errors', async () => {
    const text = await apiRequest('GET', `${base}/missing`).catch((e: unknown) => e);
    const empty = await apiRequest('GET', `${base}/empty-error`).catch((e: unknown) => e);
    expect(readErrorMessage(text, fallback)).toBe(fallback);
    expect(readErrorMessage(empty, fallback)).toBe(fallback);
    expect(readErrorMessage(new TypeError('fetch failed'), fallback)).toBe(fallback);
  });
});

describe("the query client's default read", () => {
  const run = <T>(url: string): Promise<T> => createQueryClient().fetchQuery<T>({ queryKey: [url] });

  it('reads the URL from queryKey[0]', async () => {
    await expect(run(`${base}/json`)).resolves.toEqual({ ok: true, n: 3 });
  });

  it("throws on 401 with the server's answer", async () => {
    await expect(run(`${base}/private`)).rejects.toThrow(
      '401: {"statusCode":401,"message":"Anmeldung erforderlich"}',
    );
  });

  it('throws other errors too', async () => {
    await expect(run(`${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });
});

describe('createQueryClient', () => {
  it('has the spec defaults', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      retryOnMount: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('fetches with the default query function', async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: [`${base}/json`] })).resolves.toEqual({ ok: true, n: 3 });
  });
});

describe('calls from the API table', () => {
  it('fills in and encodes path parameters and appends the query', () => {
    expect(apiUrl(ADMIN_API.deletePhoneLead, { params: { id: 'a/b c' } })).toBe(
      '/api/admin/phone-lead/a%2Fb%20c',
    );
    expect(apiUrl(API.blogArticles, { query: { page: 2, limit: 6 } })).toBe(
      '/api/blog/articles?page=2&limit=6',
    );
    expect(apiUrl(API.siteConfig)).toBe('/api/site-config');
  });

  it('leaves out query fields that are not set, and the ? of an empty query', () => {
    expect(apiUrl(ADMIN_API.adminGalleryImages, { query: { category: undefined } })).toBe(
      '/api/admin/gallery-images',
    );
    expect(apiUrl(ADMIN_API.adminGalleryImages, { query: {} })).toBe('/api/admin/gallery-images');
    expect(apiUrl(ADMIN_API.adminGalleryImages)).toBe('/api/admin/gallery-images');
  });

  it('types the input by the entry: parameters and bodies are required where the entry has them', () => {
    // Compile-time checks (the test file is type-checked); the calls are never made.
    const never = (): void => {
      // @ts-expect-error the article to create is missing
      void apiCall(ADMIN_API.createBlogArticle);
      // @ts-expect-error the id is missing
      void apiCall(ADMIN_API.deletePhoneLead);
      // @ts-expect-error a body of the wrong shape
      void apiCall(ADMIN_API.updateQuoteRequestStatus, { params: { id: '1' }, body: { state: 'done' } });
      // @ts-expect-error an endpoint without a body takes none
      void apiCall(ADMIN_API.phoneLeads, { body: {} });
      // A query whose fields are all optional may be left out.
      void apiCall(API.blogArticles);
    };
    expect(typeof never).toBe('function');
  });

  it('one read has one query key wherever it is used: its URL', () => {
    expect(apiQueryKey(API.galleryImages)).toEqual(['/api/gallery-images']);
    expect(
      apiQueryKey(ADMIN_API.htmlDocument, { params: { filename: 'KV-2026-000001-betonstufen.html' } }),
    ).toEqual(['/api/admin/html/KV-2026-000001-betonstufen.html']);
  });

  it('a read for useQuery: the key of apiQueryKey and a function that calls the entry', async () => {
    const json = endpoint<{ ok: boolean; n: number }>()({
      method: 'GET',
      path: `${base}/json`,
      access: 'public',
    });
    const read = apiQueryOptions(json);
    expect(read.queryKey).toEqual(apiQueryKey(json));
    const client = createQueryClient();
    const answer: { ok: boolean; n: number } = await client.fetchQuery(read);
    expect(answer).toEqual({ ok: true, n: 3 });
    expect(apiQueryOptions(API.galleryImages).queryKey).toEqual(['/api/gallery-images']);
  });

  it('all pages of a paged list share one key; lists of another page size do not', () => {
    expect(apiPagesQueryKey(API.blogArticles, { limit: 6 })).toEqual(['/api/blog/articles', { limit: 6 }]);
    expect(apiPagesQueryKey(API.blogArticles, { limit: 6 })).not.toEqual(
      apiPagesQueryKey(API.blogArticles, { limit: 5 }),
    );
  });

  it('sends the method and body of the entry', async () => {
    const echo = endpoint<{ contentType: string; received: unknown }, { name: string }>()({
      method: 'POST',
      path: `${base}/echo`,
      access: 'public',
    });
    await expect(apiCall(echo, { body: { name: 'Anna' } })).resolves.toEqual({
      contentType: 'application/json',
      received: { name: 'Anna' },
    });
  });
});
