import { formatCents } from '@stairs/contracts';
import { splitGross, validUntil } from './quote-format';
import { QUOTE_DOCUMENT_CSP, renderQuoteHtml } from './quote-html.renderer';
import { SAMPLE_SITE_CONFIG, sampleConcreteQuote, sampleRenovationQuote } from './sample-quotes';

/**
 * Compares on content, not layout: Intl's no-break spaces become plain spaces, whitespace between tags (the
 * templates are Prettier-formatted) is dropped and other whitespace runs collapse to one space.
 */
function text(page: string): string {
  return page
    .replace(/\u00a0|\u202f/g, ' ')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ');
}

describe('formatting', () => {
  it('formats cents as de-AT euros', () => {
    expect(text(formatCents(39_000))).toBe('€ 390,00');
    expect(text(formatCents(123_456_78))).toBe('€ 123.456,78');
    expect(text(formatCents(5))).toBe('€ 0,05');
  });

  it('splits a gross total into net + 20 % USt. that add up to the cent', () => {
    expect(splitGross(39_000)).toEqual({ net: 32_500, vat: 6_500, gross: 39_000 });
    for (const total of [1, 99, 14_250, 34_501, 1_234_567]) {
      const { net, vat } = splitGross(total);
      expect(net + vat).toBe(total);
      expect(Math.abs(net * 1.2 - total)).toBeLessThanOrEqual(1);
    }
  });

  it('adds 30 calendar days in Vienna, also across midnight and daylight-saving changes', () => {
    expect(validUntil(new Date('2026-03-10T09:15:00Z'))).toBe('09.04.2026');
    // 23:30 UTC on 28 March is already 29 March in Vienna.
    expect(validUntil(new Date('2026-03-28T23:30:00Z'))).toBe('28.04.2026');
    expect(validUntil(new Date('2026-12-15T12:00:00Z'))).toBe('14.01.2027');
  });
});

describe('renderQuoteHtml – concrete', () => {
  const page = text(renderQuoteHtml(sampleConcreteQuote()));

  it('is a complete, self-contained A4 document titled with the quote number', () => {
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page).toContain('<html lang="de-AT">');
    expect(page).toContain('<title>KV-2026-000042</title>');
    expect(page).toContain(`content="${QUOTE_DOCUMENT_CSP.replace(/'/g, '&#39;')}"`);
    expect(page).toContain('@page { size: A4;');
    expect(page).toContain('@media print');
    // No external assets: nothing for Chromium to fetch.
    expect(page).not.toMatch(/<(script|link|img|iframe)\b/i);
    expect(page).not.toMatch(/src=|@import/i);
    // The embedded typeface is the only url(): data, never a fetch.
    expect(page.match(/url\((?!data:font\/woff2;base64,)/gi)).toBeNull();
    expect(page).toContain('font-family: "Arimo"');
  });

  it('shows the company, title, number, date and validity', () => {
    expect(page).toContain('Musterstiegen Wien GmbH');
    expect(page).toContain('Musterstraße 1');
    expect(page).toContain('1010 Wien, Österreich');
    expect(page).toContain('+43 1 234 56 78');
    expect(page).toContain('href="tel:+4312345678"');
    expect(page).toContain('office@musterstiegen.example');
    expect(page).toContain('UID: ATU00000000');
    expect(page).toContain('<h1>Unverbindlicher Kostenvoranschlag</h1>');
    expect(page).toContain('KV-2026-000042');
    expect(page).toContain('<th scope="row">Datum</th><td>10.03.2026</td>');
    expect(page).toContain('<th scope="row">Gültig bis</th><td>09.04.2026</td>');
  });

  it('shows the inputs and the area', () => {
    expect(page).toContain('<dt>Stufenanzahl</dt><dd>10</dd>');
    expect(page).toContain('<dt>Stufenbreite</dt><dd>100 cm</dd>');
    expect(page).toContain('<dt>Stufentiefe</dt><dd>30 cm</dd>');
    expect(page).toContain('<dt>Fläche</dt><dd>3,00 m²</dd>');
  });

  it('prints widths and depths exactly as entered (87.5 cm is "87,5 cm", not "88 cm")', () => {
    const quote = sampleConcreteQuote({ inputs: { stepCount: 12, stepWidth: 87.5, stepDepth: 27.5 } });
    const rendered = text(renderQuoteHtml(quote));
    expect(rendered).toContain('<dt>Stufenbreite</dt><dd>87,5 cm</dd>');
    expect(rendered).toContain('<dt>Stufentiefe</dt><dd>27,5 cm</dd>');
  });

  it('keeps "Gültig bis" and its date on one line', () => {
    expect(renderQuoteHtml(sampleConcreteQuote())).toMatch(/\.meta th \{[^}]*white-space: nowrap/);
  });

  it('shows each option as gross parts, the gross total, and the 20 % USt. contained in it', () => {
    expect(page).toContain('Massivholz');
    expect(page).toContain('Fertigparkett');
    const massivholz = page.slice(page.indexOf('Option 1'), page.indexOf('Option 2'));
    expect(massivholz).toContain('<th scope="row">Material</th><td>€ 255,00</td>');
    expect(massivholz).toContain('<th scope="row">Arbeitsleistung</th><td>€ 135,00</td>');
    expect(massivholz).toContain(
      '<tr class="total"><th scope="row">Gesamtbetrag (brutto)</th><td>€ 390,00</td></tr>' +
        '<tr class="vat"><th scope="row">darin enthalten 20 % USt.</th><td>€ 65,00</td></tr>' +
        '<tr class="vat"><th scope="row">Nettobetrag</th><td>€ 325,00</td></tr>',
    );
    // Nothing reads like a net sum with tax still to be added.
    expect(page).not.toContain('zzgl.');
    const fertigparkett = page.slice(page.indexOf('Option 2'));
    expect(fertigparkett).toContain('<td>€ 195,00</td>');
    expect(fertigparkett).toContain('<td>€ 105,00</td>');
    expect(fertigparkett).toContain('<th scope="row">Nettobetrag</th><td>€ 250,00</td>');
    expect(fertigparkett).toContain('<td>€ 50,00</td>');
    expect(fertigparkett).toContain('<th scope="row">Gesamtbetrag (brutto)</th><td>€ 300,00</td>');
    expect(page).toContain('<dt>Massivholz – Material</dt><dd>€ 85,00</dd>');
  });

  it('says it is non-binding and that the final price follows an on-site inspection', () => {
    expect(page).toContain('unverbindlicher Kostenvoranschlag');
    expect(page).toContain('Besichtigung vor Ort');
    expect(page).toContain('30 Tage ab Ausstellungsdatum gültig, also bis 09.04.2026');
    expect(page).toContain('<footer class="company-footer">');
  });
});

describe('renderQuoteHtml – renovation', () => {
  const page = text(renderQuoteHtml(sampleRenovationQuote()));

  it('shows the condition in German and the assumed standard depth', () => {
    expect(page).toContain('<title>KV-2026-000043</title>');
    expect(page).toContain('<dt>Zustand</dt><dd>Mittel</dd>');
    expect(page).toContain('<dt>Stufentiefe (Standard)</dt><dd>30 cm</dd>');
    expect(page).toContain('Standard-Stufentiefe von 30 cm angenommen');
    expect(page).toContain('Treppe renovieren');
  });

  it('shows both options with their amounts and recommendations', () => {
    expect(page).toContain('Abschleifen &amp; Lackieren');
    expect(page).toContain('Neu belegen');
    expect(page).toContain('<th scope="row">Schleifarbeiten</th><td>€ 97,50</td>');
    expect(page).toContain('<td>€ 45,00</td>');
    expect(page).toContain('<th scope="row">Gesamtbetrag (brutto)</th><td>€ 142,50</td>');
    expect(page).toContain('<th scope="row">Nettobetrag</th><td>€ 118,75</td>');
    expect(page).toContain('<th scope="row">darin enthalten 20 % USt.</th><td>€ 23,75</td>');
    expect(page).toContain('<th scope="row">Gesamtbetrag (brutto)</th><td>€ 345,00</td>');
    expect(page).toContain('<p class="recommendation">Beides ist möglich');
    expect(page).toContain('<p class="recommendation">Neu belegen sorgt');
  });

  it('frames the option the server recommends and never doubles the verdict ("Empfehlung: Nicht empfohlen:")', () => {
    expect(page).toContain('<article class="option recommended"><h3><span class="option-no">Option 2</span>');
    expect(page).not.toContain('Empfehlung:');
  });

  it('names the stair width as the renovation form does', () => {
    expect(page).toContain('<dt>Treppenbreite</dt><dd>100 cm</dd>');
    expect(page).not.toContain('Stufenbreite');
  });

  it.each([
    ['good', 'Gut'],
    ['poor', 'Schlecht'],
  ] as const)('labels condition %s as %s', (condition, label) => {
    const quote = sampleRenovationQuote();
    const rendered = text(renderQuoteHtml({ ...quote, inputs: { ...quote.inputs, condition } }));
    expect(rendered).toContain(`<dt>Zustand</dt><dd>${label}</dd>`);
  });
});

describe('renderQuoteHtml – escaping', () => {
  const hostile = `</title><script>alert("x")</script><img src=x onerror=alert(1)> & 'Co'`;
  const page = renderQuoteHtml(
    sampleRenovationQuote({
      quoteNumber: `KV-2026-000001<script>`,
      site: {
        ...SAMPLE_SITE_CONFIG,
        companyName: hostile,
        tagline: hostile,
        email: `x"@evil.example`,
        phone: `javascript:alert(1)`,
        phoneDisplay: hostile,
        publicUrl: `javascript:alert(1)`,
        vatNumber: hostile,
        address: { street: hostile, postalCode: '<1010>', city: '"Wien"', country: hostile },
      },
      options: {
        ...sampleRenovationQuote().options,
        sanding: { ...sampleRenovationQuote().options.sanding, recommendation: hostile },
      },
    }),
  );

  it('escapes a hostile company name and every other value', () => {
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('</title><');
    expect(page).toContain(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;Co&#39;',
    );
    expect(page).toContain('<title>KV-2026-000001&lt;script&gt;</title>');
    expect(page).toContain('&lt;1010&gt; &quot;Wien&quot;');
  });

  it('never makes links from unsafe values', () => {
    expect(page).not.toMatch(/href="(javascript|data):/i);
    expect(page).not.toContain('href="mailto:x');
    // The phone link keeps only digits and +, so "javascript:alert(1)" becomes tel:1.
    expect(page).toContain('href="tel:1"');
  });
});

describe('renderQuoteHtml – for the browser', () => {
  it('keeps each option’s price lines together whatever order the stored snapshot has (jsonb sorts keys)', () => {
    // The key order Postgres' jsonb gives the snapshot: shortest key first.
    const prices = { sandingWork: 25, coveringLabor: 40, sandingFinish: 15, coveringMaterial: 75 };
    const page = text(renderQuoteHtml(sampleRenovationQuote({ prices })));
    const labels = [...page.matchAll(/<div class="price"><dt>([^<]+)<\/dt>/g)].map((match) => match[1]);
    expect(labels).toEqual([
      'Abschleifen &amp; Lackieren – Schleifarbeiten',
      'Abschleifen &amp; Lackieren – Lackierung',
      'Neu belegen – Material',
      'Neu belegen – Arbeitsleistung',
    ]);
  });

  it('links back to the site only when asked (a page in the browser, never the archived file or PDF)', () => {
    const shared = text(renderQuoteHtml(sampleConcreteQuote(), { homeHref: '/' }));
    expect(shared).toContain('<nav class="site-nav" aria-label="Musterstiegen Wien GmbH"><a href="/">');
    expect(shared).toContain('Zur Startseite</a></nav>');
    expect(text(renderQuoteHtml(sampleConcreteQuote()))).not.toContain('site-nav"');
  });

  it('offers "Angebot annehmen" on a shared quote only, never in print', () => {
    const shared = text(renderQuoteHtml(sampleConcreteQuote(), { orderHref: '/angebot-annehmen/abc' }));
    expect(shared).toContain(
      '<p class="order-link"><a href="/angebot-annehmen/abc">Angebot annehmen</a></p>',
    );
    expect(shared).toMatch(/@media print \{ body \{[^}]*\} \.site-nav, \.order-link \{ display: none; \}/);
    expect(text(renderQuoteHtml(sampleConcreteQuote()))).not.toContain('order-link"');
  });

  it('an accepted quote carries the mark: when (Vienna), which option, signed by whom; and no order link', () => {
    const accepted = text(
      renderQuoteHtml(sampleConcreteQuote(), {
        orderHref: '/angebot-annehmen/abc',
        acceptance: {
          acceptedAt: new Date('2026-07-15T12:03:00Z'),
          optionTitle: 'Massivholz',
          signatureName: 'Maria <Muster>',
        },
      }),
    );
    expect(accepted).toContain('<p class="accepted-stamp">Angenommen am 15.07.2026, 14:03 Uhr</p>');
    expect(accepted).toContain(
      'Gewählte Option: Massivholz · elektronisch unterzeichnet von Maria &lt;Muster&gt;',
    );
    expect(accepted).not.toContain('order-link"');
  });
});
