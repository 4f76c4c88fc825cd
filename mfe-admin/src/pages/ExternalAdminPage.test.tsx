import { apiQueryKey } from '@stairs/api-client';
import { ADMIN_TOOLS, API, type OperationsHealthReport } from '@stairs/contracts';
import { renderPage, textOf } from '@stairs/site/testing';
import { ApiDocsLink } from './ExternalAdminPage';

const report = (apiDocs: boolean): OperationsHealthReport => ({
  checkedAt: '2026-11-27T10:00:00.000Z',
  parts: {
    postgres: { status: 'up', detail: '' },
    redis: { status: 'up', detail: '' },
    worker: { status: 'up', detail: '' },
    chromium: { status: 'up', detail: '' },
  },
  outboxes: [],
  apiDocs,
});

const render = (apiDocs: boolean) =>
  renderPage(<ApiDocsLink />, { data: [[apiQueryKey(API.operationsHealth), report(apiDocs)]] });

describe("the console's API docs", () => {
  it('links to the docs while the API serves them', () => {
    expect(render(true)).toContain(`href="${ADMIN_TOOLS.apiDocs}"`);
    expect(textOf(render(true))).toContain('API-Dokumentation öffnen');
  });

  it('says they are switched off instead of linking to a 404', () => {
    const html = render(false);
    expect(textOf(html)).not.toContain('API-Dokumentation öffnen');
    expect(textOf(html)).toContain('Die API-Dokumentation ist ausgeschaltet.');
  });
});
