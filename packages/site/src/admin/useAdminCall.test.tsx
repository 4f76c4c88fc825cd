import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ApiCaller } from '@stairs/api-client';
import { ADMIN_API } from '@stairs/contracts';
import { ADMIN_SESSION_QUERY_KEY } from './session';
import { adminQueryOptions, useAdminCall } from './useAdminCall';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A client whose session says signed in, so a 401 visibly switches it. */
function signedInClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ADMIN_SESSION_QUERY_KEY, { authenticated: true });
  return client;
}

/** useAdminCall's function, taken from a server render (no DOM here). */
function adminCallOf(client: QueryClient): ApiCaller {
  let call: ApiCaller | undefined;
  function Probe() {
    call = useAdminCall();
    return null;
  }
  renderToString(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  if (!call) throw new Error('not rendered');
  return call;
}

const fetchMock = jest.spyOn(globalThis, 'fetch');
afterEach(() => fetchMock.mockReset());
afterAll(() => fetchMock.mockRestore());

describe('adminQueryOptions', () => {
  it('reads the entry with the key of the API table', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, []));
    const client = signedInClient();
    const read = adminQueryOptions(ADMIN_API.phoneLeads);
    expect(read.queryKey).toEqual(['/api/admin/phone-leads']);
    await expect(client.fetchQuery(read)).resolves.toEqual([]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/phone-leads');
  });

  it('signs the page out when the server answers 401, and still fails the read', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { statusCode: 401, message: 'Anmeldung erforderlich' }));
    const client = signedInClient();
    await expect(client.fetchQuery(adminQueryOptions(ADMIN_API.phoneLeads))).rejects.toMatchObject({
      status: 401,
    });
    expect(client.getQueryData(ADMIN_SESSION_QUERY_KEY)).toEqual({ authenticated: false });
  });

  it('leaves the session alone on other failures', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { statusCode: 500, message: 'x' }));
    const client = signedInClient();
    await expect(client.fetchQuery(adminQueryOptions(ADMIN_API.phoneLeads))).rejects.toMatchObject({
      status: 500,
    });
    expect(client.getQueryData(ADMIN_SESSION_QUERY_KEY)).toEqual({ authenticated: true });
  });
});

describe('useAdminCall', () => {
  it("sends the entry's method, URL and body", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true }));
    const call = adminCallOf(signedInClient());
    await expect(
      call(ADMIN_API.updateQuoteRequestStatus, { params: { id: 'q/1' }, body: { status: 'completed' } }),
    ).resolves.toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/quote-requests/q%2F1');
    expect(init).toMatchObject({ method: 'PATCH', body: '{"status":"completed"}', credentials: 'include' });
  });

  it('signs the page out when the server answers 401', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { statusCode: 401, message: 'Anmeldung erforderlich' }));
    const client = signedInClient();
    await expect(
      adminCallOf(client)(ADMIN_API.deletePhoneLead, { params: { id: '1' } }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(client.getQueryData(ADMIN_SESSION_QUERY_KEY)).toEqual({ authenticated: false });
  });
});
