import { renderToStaticMarkup } from 'react-dom/server';
import { QuoteEmailsToday } from './QuoteEmailsPanel';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('QuoteEmailsToday', () => {
  it('shows today’s quotes by e-mail against the limits, and the refusals', () => {
    const html = renderToStaticMarkup(
      <QuoteEmailsToday day={{ date: '2026-11-27', sent: 12, refused: 4, perDay: 200, perRecipient: 3 }} />,
    );
    expect(text(html)).toBe(
      'Heute (27.11.2026) versendet 12 von höchstens 200 Heute abgelehnt 4 Je Empfängeradresse höchstens 3 pro Tag',
    );
  });

  it('says so when Redis cannot be read', () => {
    expect(text(renderToStaticMarkup(<QuoteEmailsToday day={null} />))).toBe(
      'Ohne Redis sind die Zahlen von heute nicht zu lesen.',
    );
  });
});
