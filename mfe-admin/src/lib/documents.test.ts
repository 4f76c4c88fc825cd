import { ApiError } from '@stairs/api-client';
import { DOCUMENT_TEXTS, documentFileUrl, documentPreviewPath } from './documents';
import { fetchAdminFile } from './files';
import { formatAdminDate } from './format';

describe('document URLs', () => {
  it('builds the archive file URLs with the filename as one encoded segment', () => {
    expect(documentFileUrl('html', 'KV-2026-000042-betonstufen.html')).toBe(
      '/api/admin/html/KV-2026-000042-betonstufen.html',
    );
    expect(documentFileUrl('pdf', 'KV-2026-000042-betonstufen.pdf')).toBe(
      '/api/admin/pdfs/KV-2026-000042-betonstufen.pdf',
    );
    expect(documentFileUrl('html', '../secret file.html')).toBe('/api/admin/html/..%2Fsecret%20file.html');
    expect(documentPreviewPath('a b.html')).toBe('/preview/a%20b.html');
  });

  it('uses the spec texts', () => {
    expect(DOCUMENT_TEXTS.html.loadFailed).toBe('HTML-Liste konnte nicht geladen werden');
    expect(DOCUMENT_TEXTS.pdf.loadFailed).toBe('PDF-Liste konnte nicht geladen werden');
    expect(DOCUMENT_TEXTS.html.downloadFailed).toBe('HTML konnte nicht heruntergeladen werden');
    expect(DOCUMENT_TEXTS.html.deleteFailed).toBe('Datei konnte nicht gelöscht werden');
  });
});

describe('fetchAdminFile', () => {
  it('returns the body as a Blob and sends the session cookie', async () => {
    const calls: RequestInit[] = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    }) as typeof fetch;
    const blob = await fetchAdminFile('/api/admin/pdfs/x.pdf', fakeFetch);
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(calls[0]?.credentials).toBe('include');
  });

  it('throws an ApiError with the status (401 ends the session, 404 is "not found")', async () => {
    const fakeFetch = (async () =>
      new Response('{"statusCode":404,"message":"Nicht gefunden"}', {
        status: 404,
        statusText: 'Not Found',
      })) as typeof fetch;
    const error = await fetchAdminFile('/api/admin/html/x.html', fakeFetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('404: {"statusCode":404,"message":"Nicht gefunden"}');
  });
});

describe('formatAdminDate', () => {
  it('shows Vienna time in Austrian format', () => {
    expect(formatAdminDate('2026-03-05T13:07:00Z')).toBe('05.03.2026, 14:07');
    expect(formatAdminDate('2026-07-05T13:07:00Z')).toBe('05.07.2026, 15:07');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatAdminDate('gestern')).toBe('gestern');
  });
});
