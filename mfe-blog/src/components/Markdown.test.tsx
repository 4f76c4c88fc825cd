import { renderToStaticMarkup } from 'react-dom/server';
import { countMatches } from '@stairs/site/testing';
import { Markdown } from './Markdown';

// Server-side renders (react-dom/server) of article bodies: the HTML a visitor gets.

const render = (source: string) => renderToStaticMarkup(<Markdown source={source} />);
/** The body without its wrapper div. */
const body = (source: string) => render(source).replace(/^<div class="[^"]*">|<\/div>$/g, '');

const LINK_ATTRIBUTES =
  'target="_blank" rel="noopener noreferrer" class="font-medium text-primary underline underline-offset-4 hover:text-primary/80"';
const HEADING = '<h2 class="pt-4 text-2xl font-semibold tracking-tight">';
const STRONG = '<strong class="font-semibold">';

/** Node's `process.cpuUsage`: microseconds of CPU time, since `previous` if given. */
type CpuUsage = (previous?: { user: number; system: number }) => { user: number; system: number };
describe('Markdown blocks', () => {
  it('wraps the body in the spaced text container', () => {
    expect(render('Text')).toBe('<div class="space-y-5 text-lg leading-relaxed"><p>Text</p></div>');
  });

  it('splits paragraphs on blank lines and turns a single newline into a line break', () => {
    expect(body('Erste Zeile\nZweite Zeile\n\n\nNeuer Absatz')).toBe(
      '<p>Erste Zeile<br/>Zweite Zeile</p><p>Neuer Absatz</p>',
    );
  });

  it('keeps line breaks inside bold text', () => {
    expect(body('**fett\nweiter** Ende')).toBe(`<p>${STRONG}fett<br/>weiter</strong> Ende</p>`);
  });

  it('handles Windows line endings', () => {
    expect(body('A\r\nB\r\n\r\nC')).toBe('<p>A<br/>B</p><p>C</p>');
  });

  it('turns "## " lines into styled headings, also directly above a paragraph', () => {
    expect(body('## Warum **Holz**?\nText darunter')).toBe(
      `${HEADING}Warum ${STRONG}Holz</strong>?</h2><p>Text darunter</p>`,
    );
  });

  it('leaves other heading levels and "##" without a space as text', () => {
    expect(body('### Drei')).toBe('<p>### Drei</p>');
    // A second h1 would compete with the article title.
    expect(body('# Eins')).toBe('<p># Eins</p>');
    expect(body('##Kein Titel')).toBe('<p>##Kein Titel</p>');
  });

  it('strips closing hashes of a heading', () => {
    expect(body('## Titel ##')).toBe(`${HEADING}Titel</h2>`);
  });

  it('makes an image on its own line a figure with its alt text as caption', () => {
    const html = body('Vorher\n![Treppe nach der Sanierung](/objects/treppe.webp "Titel")\nNachher');
    expect(html).toMatch(
      /^<p>Vorher<\/p><figure><img src="\/objects\/treppe\.webp" alt="Treppe nach der Sanierung" [^>]*\/><figcaption[^>]*>Treppe nach der Sanierung<\/figcaption><\/figure><p>Nachher<\/p>$/,
    );
    expect(body('![Treppe](/objects/treppe.webp)')).toMatch(/^<figure><img src="\/objects\/treppe\.webp"/);
  });

  it('renders nothing for empty input', () => {
    expect(body('')).toBe('');
    expect(body('  \n\n ')).toBe('');
  });
});

describe('Markdown inline', () => {
  it('renders bold and italic', () => {
    expect(body('ein **fester** und *leichter* Text')).toBe(
      `<p>ein ${STRONG}fester</strong> und <em>leichter</em> Text</p>`,
    );
  });

  it('nests italic in bold and bold in italic', () => {
    expect(body('**sehr *schön***')).toBe(`<p>${STRONG}sehr <em>schön</em></strong></p>`);
    expect(body('*kursiv **fett** kursiv*')).toBe(`<p><em>kursiv ${STRONG}fett</strong> kursiv</em></p>`);
    expect(body('***beides***')).toMatch(
      /^<p>(<em><strong class="font-semibold">beides<\/strong><\/em>|<strong class="font-semibold"><em>beides<\/em><\/strong>)<\/p>$/,
    );
  });

  it('keeps stars that are no emphasis as text', () => {
    for (const source of ['5 * 3 * 2', '**offen', '*offen', 'Text ** ** Text']) {
      expect(body(source)).toBe(`<p>${source}</p>`);
    }
  });

  it('renders links opening in a new tab, also with formatted text', () => {
    expect(body('Siehe [unseren **Rechner**](https://example.at/rechner) hier')).toBe(
      `<p>Siehe <a href="https://example.at/rechner" ${LINK_ATTRIBUTES}>unseren ${STRONG}Rechner</strong></a> hier</p>`,
    );
  });

  it('accepts relative, mailto and tel links', () => {
    expect(body('[Rechner](/concrete-calculator)')).toContain('href="/concrete-calculator" target="_blank"');
    expect(body('[Mail](mailto:office@example.at)')).toContain('href="mailto:office@example.at"');
    expect(body('[Anruf](tel:+4312345678)')).toContain('href="tel:+4312345678"');
  });

  it('drops dangerous and unknown link targets and keeps the text', () => {
    for (const target of [
      'javascript:alert(1)',
      'JavaScript:alert',
      'data:text/html;base64,xx',
      'vbscript:msgbox',
      'ftp://example.at/datei',
    ]) {
      const html = body(`[klick](${target})`);
      expect(html).toBe('<p>klick</p>');
    }
    // Also behind a reference definition.
    expect(body('[klick][ref]\n\n[ref]: javascript:alert(1)')).toBe('<p>klick</p>');
  });

  it('renders inline images with their alt text through SafeImage', () => {
    expect(body('Bild ![Stufe](https://example.at/a.jpg) Ende')).toMatch(
      /^<p>Bild <img src="https:\/\/example\.at\/a\.jpg" alt="Stufe" class="inline-block [^"]*" loading="lazy" decoding="async"\/> Ende<\/p>$/,
    );
  });

  it('drops unsafe image sources and keeps the alt text', () => {
    expect(body('![x](javascript:alert)')).toBe('<p>x</p>');
    expect(body('![x](data:image/svg+xml;base64,AAA)')).toBe('<p>x</p>');
    expect(body('Bild ![x](mailto:a@b.at) Ende')).toBe('<p>Bild x Ende</p>');
  });

  it('does not nest links in link texts', () => {
    expect(countMatches(body('[a [b](https://b.at)](https://a.at)'), /<a /)).toBe(1);
  });

  it('keeps bare URLs as text: only written links are links', () => {
    expect(body('Siehe https://example.at')).toBe('<p>Siehe https://example.at</p>');
  });

  it('keeps raw HTML as visible text', () => {
    const html = body('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>');
    const block = body('<div onclick="alert(1)">\n<b>roh</b>\n</div>\n\n<pre><i>x</i></pre>');
    expect(block).toContain('&lt;b&gt;roh&lt;/b&gt;');
    expect(block).toContain('&lt;pre&gt;&lt;i&gt;x&lt;/i&gt;&lt;/pre&gt;');
    expect(block).not.toMatch(/<(div|b|pre|i)[ >]|onclick="/);
    expect(render('<iframe src="https://evil.example"></iframe>')).not.toMatch(
      /<iframe|<script|<img src="x"/,
    );
  });

  it('stays fast on hostile input', () => {
    // Jest runs in Node; the browser code's types leave Node's out.
    const { cpuUsage } = (globalThis as unknown as { process: { cpuUsage: CpuUsage } }).process;
    // CPU time of this process, not wall-clock time: a busy machine stretches the second, not the first. A
    // backtracking parser spends minutes here.
    const started = cpuUsage();
    render('*'.repeat(5000) + '['.repeat(2000) + '**a'.repeat(2000));
    render('['.repeat(5000) + ']('.repeat(5000));
    render('> '.repeat(3000) + 'x');
    const spent = cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(2000);
  });
});
