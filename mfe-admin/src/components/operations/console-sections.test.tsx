import { ADMIN_TOOLS, type OperationsHealthReport } from '@stairs/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { consoleSections } from './console-sections';

function report(mailInboxUrl: string | null, apiDocs = false): OperationsHealthReport {
  const up = { status: 'up', detail: '' } as const;
  return {
    checkedAt: '2026-11-27T10:00:00.000Z',
    parts: { postgres: up, redis: up, worker: up, chromium: up },
    outboxes: [],
    mailInboxUrl,
    quoteEmails: null,
    apiDocs,
  };
}

describe('operations console sections', () => {
  it('with a mail catcher: an "E-Mails" section after the queues that opens its inbox in a new tab', () => {
    const sections = consoleSections(report('http://127.0.0.1:1080'));
    expect(sections.map((section) => section.title)).toEqual([
      'Zustand der Website',
      'Warteschlangen',
      'E-Mails',
      'Spam-Abwehr',
      'Angebote per E-Mail',
      'ERP-Zustellungen',
      'API-Dokumentation',
    ]);
    const html = renderToStaticMarkup(sections.find((section) => section.title === 'E-Mails')?.content);
    expect(html).toContain('<a href="http://127.0.0.1:1080" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('>Posteingang öffnen</a>');
  });

  it('without one (production), and while the report loads: no mail section', () => {
    for (const sections of [consoleSections(report(null)), consoleSections(undefined)]) {
      expect(sections.map((section) => section.title)).toEqual([
        'Zustand der Website',
        'Warteschlangen',
        'Spam-Abwehr',
        'Angebote per E-Mail',
        'ERP-Zustellungen',
        'API-Dokumentation',
      ]);
    }
  });

  const apiDocsSection = (apiDocs: boolean) =>
    renderToStaticMarkup(
      consoleSections(report(null, apiDocs)).find((section) => section.title === 'API-Dokumentation')
        ?.content,
    );

  it('links to the API docs while the API serves them', () => {
    expect(apiDocsSection(true)).toContain(`href="${ADMIN_TOOLS.apiDocs}"`);
    expect(apiDocsSection(true)).toContain('API-Dokumentation öffnen');
  });

  it('says the API docs are switched off instead of linking to a 404', () => {
    expect(apiDocsSection(false)).not.toContain('API-Dokumentation öffnen');
    expect(apiDocsSection(false)).toContain('Die API-Dokumentation ist ausgeschaltet.');
  });
});
