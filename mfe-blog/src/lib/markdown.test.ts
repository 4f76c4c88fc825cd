import { markdownToPlainText, parseInline, parseMarkdown, safeImageUrl, safeLinkUrl } from './markdown';

describe('parseMarkdown blocks', () => {
  it('splits paragraphs on blank lines and keeps single newlines as line breaks', () => {
    expect(parseMarkdown('Erste Zeile\nZweite Zeile\n\n\nNeuer Absatz')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Erste Zeile' },
          { type: 'break' },
          { type: 'text', text: 'Zweite Zeile' },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Neuer Absatz' }] },
    ]);
  });

  it('handles Windows line endings', () => {
    expect(parseMarkdown('A\r\nB\r\n\r\nC')).toHaveLength(2);
  });

  it('turns "## " lines into headings, also directly above a paragraph', () => {
    expect(parseMarkdown('## Warum **Holz**?\nText darunter')).toEqual([
      {
        type: 'heading',
        children: [
          { type: 'text', text: 'Warum ' },
          { type: 'strong', children: [{ type: 'text', text: 'Holz' }] },
          { type: 'text', text: '?' },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Text darunter' }] },
    ]);
  });

  it('leaves other heading levels and "##" without a space as text', () => {
    expect(parseMarkdown('### Drei')[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: '### Drei' }],
    });
    expect(parseMarkdown('##Kein Titel')[0]?.type).toBe('paragraph');
  });

  it('strips closing hashes of a heading', () => {
    expect(parseMarkdown('## Titel ##')[0]).toEqual({
      type: 'heading',
      children: [{ type: 'text', text: 'Titel' }],
    });
  });

  it('makes an image on its own line a block image', () => {
    expect(
      parseMarkdown('Vorher\n![Treppe nach der Sanierung](/objects/treppe.webp "Titel")\nNachher'),
    ).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Vorher' }] },
      { type: 'image', src: '/objects/treppe.webp', alt: 'Treppe nach der Sanierung' },
      { type: 'paragraph', children: [{ type: 'text', text: 'Nachher' }] },
    ]);
  });

  it('returns nothing for empty input', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown(null)).toEqual([]);
    expect(parseMarkdown('  \n\n ')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('parses bold and italic', () => {
    expect(parseInline('ein **fester** und *leichter* Text')).toEqual([
      { type: 'text', text: 'ein ' },
      { type: 'strong', children: [{ type: 'text', text: 'fester' }] },
      { type: 'text', text: ' und ' },
      { type: 'em', children: [{ type: 'text', text: 'leichter' }] },
      { type: 'text', text: ' Text' },
    ]);
  });

  it('nests italic in bold and bold in italic', () => {
    expect(parseInline('**sehr *schön***')).toEqual([
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'sehr ' },
          { type: 'em', children: [{ type: 'text', text: 'schön' }] },
        ],
      },
    ]);
    expect(parseInline('*kursiv **fett** kursiv*')).toEqual([
      {
        type: 'em',
        children: [
          { type: 'text', text: 'kursiv ' },
          { type: 'strong', children: [{ type: 'text', text: 'fett' }] },
          { type: 'text', text: ' kursiv' },
        ],
      },
    ]);
    expect(parseInline('***beides***')).toEqual([
      { type: 'strong', children: [{ type: 'em', children: [{ type: 'text', text: 'beides' }] }] },
    ]);
  });

  it('keeps stars that are no emphasis as text', () => {
    expect(parseInline('5 * 3 * 2')).toEqual([{ type: 'text', text: '5 * 3 * 2' }]);
    expect(parseInline('**offen')).toEqual([{ type: 'text', text: '**offen' }]);
    expect(parseInline('*offen')).toEqual([{ type: 'text', text: '*offen' }]);
    expect(parseInline('** **')).toEqual([{ type: 'text', text: '** **' }]);
  });

  it('parses links with formatted text', () => {
    expect(parseInline('Siehe [unseren **Rechner**](https://example.at/rechner) hier')).toEqual([
      { type: 'text', text: 'Siehe ' },
      {
        type: 'link',
        href: 'https://example.at/rechner',
        children: [
          { type: 'text', text: 'unseren ' },
          { type: 'strong', children: [{ type: 'text', text: 'Rechner' }] },
        ],
      },
      { type: 'text', text: ' hier' },
    ]);
  });

  it('accepts relative, mailto and tel links', () => {
    expect(parseInline('[Rechner](/concrete-calculator)')[0]).toMatchObject({ href: '/concrete-calculator' });
    expect(parseInline('[Mail](mailto:office@example.at)')[0]).toMatchObject({
      href: 'mailto:office@example.at',
    });
    expect(parseInline('[Anruf](tel:+4312345678)')[0]).toMatchObject({ href: 'tel:+4312345678' });
  });

  it('drops dangerous link targets and keeps the text', () => {
    expect(parseInline('[klick](javascript:alert(1))')).toEqual([{ type: 'text', text: 'klick)' }]);
    expect(parseInline('[klick](JavaScript:alert)')).toEqual([{ type: 'text', text: 'klick' }]);
    expect(parseInline('[klick](data:text/html;base64,xx)')).toEqual([{ type: 'text', text: 'klick' }]);
    expect(parseInline('[klick](vbscript:msgbox)')).toEqual([{ type: 'text', text: 'klick' }]);
  });

  it('parses inline images and drops unsafe image sources', () => {
    expect(parseInline('Bild ![Stufe](https://example.at/a.jpg) Ende')).toEqual([
      { type: 'text', text: 'Bild ' },
      { type: 'image', src: 'https://example.at/a.jpg', alt: 'Stufe' },
      { type: 'text', text: ' Ende' },
    ]);
    expect(parseInline('![x](javascript:alert)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('![x](data:image/svg+xml;base64,AAA)')).toEqual([{ type: 'text', text: 'x' }]);
  });

  it('does not nest links in link texts', () => {
    const tokens = parseInline('[a [b](https://b.at)](https://a.at)');
    expect(tokens.filter((t) => t.type === 'link')).toHaveLength(1);
  });

  it('keeps raw HTML as text', () => {
    expect(parseInline('<script>alert(1)</script><img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
    ]);
  });

  it('stays fast on hostile input', () => {
    const started = Date.now();
    parseInline('*'.repeat(5000) + '['.repeat(2000) + '**a'.repeat(2000));
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('URL allow-lists', () => {
  it('allows http(s), mailto, tel and relative links only', () => {
    expect(safeLinkUrl('https://a.at')).toBe('https://a.at');
    expect(safeLinkUrl('#abschnitt')).toBe('#abschnitt');
    expect(safeLinkUrl('ftp://a.at')).toBeNull();
    expect(safeLinkUrl('java\u0000script:alert(1)')).toBeNull();
    expect(safeLinkUrl('')).toBeNull();
  });

  it('allows http(s) and relative image sources only', () => {
    expect(safeImageUrl('/objects/a.webp')).toBe('/objects/a.webp');
    expect(safeImageUrl('http://a.at/b.png')).toBe('http://a.at/b.png');
    expect(safeImageUrl('mailto:a@b.at')).toBeNull();
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
});
