import { type OperationsHealthReport } from '@stairs/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { consoleSections } from './console-sections';

function report(mailInboxUrl: string | null): OperationsHealthReport {
  const up = { status: 'up', detail: '' } as const;
  return {
    checkedAt: '2026-11-27T10:00:00.000Z',
    parts: { postgres: up, redis: up, worker: up, chromium: up },
    outboxes: [],
    mailInboxUrl,
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
        'API-Dokumentation',
      ]);
    }
  });
});
