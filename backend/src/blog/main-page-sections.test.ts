import { MIN_SECTION_WORDS, mainPageSections } from './main-page-sections';

const words = (count: number, word = 'Stufe') => Array.from({ length: count }, () => word).join(' ');

describe('mainPageSections', () => {
  it('takes each heading with its paragraphs and lists, leaving out navigation, footer and scripts', () => {
    const html = `<!doctype html><html><body>
      <nav><h2>Menü</h2><p>${words(40, 'Link')}</p></nav>
      <main>
        <h1>Treppen Wien</h1>
        <h2>Treppenrenovierung mit Eiche</h2>
        <p>${words(20, 'Eiche')}</p>
        <ul><li>Geölt &amp; gebürstet</li><li>Lackiert</li></ul>
        <p>${words(10, 'Holz')}</p>
        <script>alert(1)</script>
        <h3>Kurz</h3><p>Nur ein Satz.</p>
      </main>
      <footer><h2>Kontakt</h2><p>${words(40, 'Adresse')}</p></footer>
    </body></html>`;
    const sections = mainPageSections(html, 'https://www.example.at/');
    expect(sections.map((section) => section.title)).toEqual(['Treppenrenovierung mit Eiche']);
    const [section] = sections;
    expect(section?.content).toContain('- Geölt & gebürstet\n- Lackiert');
    expect(section?.content).not.toContain('alert');
    expect(section?.content).toMatch(/Quelle: \[unsere Hauptseite\]\(https:\/\/www\.example\.at\/\)$/);
    expect(section?.excerpt.length).toBeLessThanOrEqual(200);
  });

  it(`skips headings with fewer than ${MIN_SECTION_WORDS} words under them`, () => {
    const html = `<h2>A</h2><p>${words(MIN_SECTION_WORDS - 1)}</p><h2>B</h2><p>${words(MIN_SECTION_WORDS)}</p>`;
    expect(mainPageSections(html, 'https://x.at').map((section) => section.title)).toEqual(['B']);
  });
});
