import { markdownToPlainText, safeImageUrl, safeLinkUrl, sanitizeMarkdownUrl } from './markdown';

// Rendering is tested through the component (components/Markdown.test.tsx); these are the shared helpers.

describe('URL allow-lists', () => {
  it('allows http(s), mailto, tel and relative links only', () => {
    expect(safeLinkUrl('https://a.at')).toBe('https://a.at');
    expect(safeLinkUrl('#abschnitt')).toBe('#abschnitt');
    expect(safeLinkUrl('mailto:office@a.at')).toBe('mailto:office@a.at');
    expect(safeLinkUrl('tel:+4312345678')).toBe('tel:+4312345678');
    expect(safeLinkUrl('ftp://a.at')).toBeNull();
    expect(safeLinkUrl('JavaScript:alert(1)')).toBeNull();
    expect(safeLinkUrl('java\u0000script:alert(1)')).toBeNull();
    expect(safeLinkUrl('')).toBeNull();
  });

  it('allows http(s) and relative image sources only', () => {
    expect(safeImageUrl('/objects/a.webp')).toBe('/objects/a.webp');
    expect(safeImageUrl('http://a.at/b.png')).toBe('http://a.at/b.png');
    expect(safeImageUrl('mailto:a@b.at')).toBeNull();
    expect(safeImageUrl('data:image/svg+xml;base64,AAA')).toBeNull();
  });

  it('picks the list by the tag the library asks for', () => {
    expect(sanitizeMarkdownUrl('mailto:a@b.at', 'a')).toBe('mailto:a@b.at');
    expect(sanitizeMarkdownUrl('mailto:a@b.at', 'img')).toBeNull();
  });
});

describe('markdownToPlainText', () => {
  it('keeps the readable words only', () => {
    expect(
      markdownToPlainText(
        '## Titel\nEin **fetter** [Link](https://a.at).\n\n![Bild](/objects/a.jpg)\n\nEnde',
      ),
    ).toBe('Titel\n\nEin fetter Link.\n\nEnde');
  });

  it('keeps line breaks, stars that are no emphasis and raw HTML as the visitor sees them', () => {
    expect(markdownToPlainText('Zeile *eins*\nZeile 5 * 3\n\n<b>roh</b>')).toBe(
      'Zeile eins\nZeile 5 * 3\n\n<b>roh</b>',
    );
  });

  it('is empty for empty input', () => {
    expect(markdownToPlainText('')).toBe('');
    expect(markdownToPlainText(null)).toBe('');
    expect(markdownToPlainText(undefined)).toBe('');
  });
});
