import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from '@stairs/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import ConcreteCalculatorPage from '../pages/ConcreteCalculatorPage';
import RenovationCalculatorPage from '../pages/RenovationCalculatorPage';
import { CalculationResultSection } from './CalculationResultSection';
import { ConcreteResultCards } from './ConcreteResultCards';
import { RenovationResultCards } from './RenovationResultCards';
import type { Calculation } from '../lib/calculations';

function withProviders(node: ReactNode): ReactNode {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>
  );
}

function render(node: ReactNode): string {
  return renderToStaticMarkup(withProviders(node));
}

/** Rendered once every lazily loaded part has arrived (the follow-up actions are loaded after the form). */
async function renderComplete(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(withProviders(node));
  return new Response(prelude).text();
}

/** The id an input's label points at, and the input with that id. */
function inputFor(html: string, label: string): string {
  const labelMatch = new RegExp(
    `<label[^>]*for="([^"]+)"[^>]*>${label.replace(/[()]/g, '\\$&')}</label>`,
  ).exec(html);
  expect(labelMatch).not.toBeNull();
  const input = new RegExp(`<input[^>]*id="${labelMatch?.[1] ?? ''}"[^>]*>`).exec(html);
  expect(input).not.toBeNull();
  return input?.[0] ?? '';
}

const concrete: Calculation<'concrete'> = {
  type: 'concrete',
  input: { stepCount: 10, stepWidth: 100, stepDepth: 30 },
  result: {
    id: 'c-1',
    quoteNumber: 'KV-2026-000042',
    massivholz: { materialCost: 255, laborCost: 135, total: 390 },
    fertigparkett: { materialCost: 195, laborCost: 105, total: 300 },
  },
};

describe('ConcreteCalculatorPage', () => {
  const html = render(<ConcreteCalculatorPage />);

  it('has the three labelled measurement inputs (text with a number keyboard: the decimal comma) and the spec bounds as hints', () => {
    expect(inputFor(html, 'Stufenanzahl')).toMatch(/type="text"[^>]*inputMode="numeric"/);
    expect(inputFor(html, 'Stufenbreite (cm)')).toMatch(/type="text"[^>]*inputMode="decimal"/);
    expect(inputFor(html, 'Stufentiefe (cm)')).toMatch(/type="text"[^>]*inputMode="decimal"/);
    expect(html).not.toContain('type="number"');
    expect(html).toContain('1–50 Stufen');
    expect(html).toContain('50–200 cm');
    expect(html).toContain('25–40 cm');
  });

  it('offers the submit button, the back link and (without a desktop screen) the gallery button', () => {
    expect(html).toMatch(/<button type="submit"[^>]*>Preis berechnen<\/button>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*Zurück zur Startseite<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/gallery"[^>]*>Galerie ansehen<\/a>/);
  });

  it('keeps an empty live region for the result', () => {
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('Kostenvoranschlag Nr.');
  });
});

describe('RenovationCalculatorPage', () => {
  const html = render(<RenovationCalculatorPage />);

  it('asks for steps, width and condition and states the standard depth', () => {
    expect(inputFor(html, 'Stufenanzahl')).toMatch(/inputMode="numeric"/);
    expect(inputFor(html, 'Treppenbreite (cm)')).toMatch(/inputMode="decimal"/);
    expect(html).toContain('1–50 Stufen');
    expect(html).toContain('50–200 cm');
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Zustand<\/label>/);
    expect(html).toContain('Zustand wählen');
    // The choices are in the server HTML: the browser's own select, no script needed to open it.
    expect(html).toMatch(/<select[^>]*name="condition"/);
    for (const label of ['Gut', 'Mittel', 'Schlecht']) expect(html).toContain(`>${label}</option>`);
    expect(html).toContain('Standard-Stufentiefe von 30 cm');
  });
});

describe('CalculationResultSection', () => {
  it('shows the quote number, both options in euros, the VAT note and the follow-ups', async () => {
    const html = await renderComplete(
      <CalculationResultSection calculation={concrete} isPending={false}>
        <ConcreteResultCards result={concrete.result} />
      </CalculationResultSection>,
    );
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Kostenvoranschlag Nr. KV-2026-000042');
    expect(text).toMatch(/Massivholz .*Material € 255,00 Arbeitsleistung € 135,00 Gesamt € 390,00/);
    expect(text).toMatch(/Fertigparkett .*Material € 195,00 Arbeitsleistung € 105,00 Gesamt € 300,00/);
    expect(text).toContain('inkl. 20 % USt.');
    expect(html).toMatch(
      /<a[^>]*href="\/api\/concrete-html\/c-1"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Kostenvoranschlag öffnen/,
    );
    expect(html).toContain('Telefon-Service');
    expect(html).toContain('Detailliertes Angebot anfordern');
    expect(html).toContain('Per WhatsApp senden');
  });
});

describe('RenovationResultCards', () => {
  const result = {
    id: 'r-1',
    quoteNumber: 'KV-2026-000043',
    sanding: { work: 81, finish: 40.5, total: 121.5, recommendation: 'Abschleifen empfohlen.' },
    covering: { material: 202.5, labor: 108, total: 310.5, recommendation: 'Neu belegen möglich.' },
  };

  it.each([
    ['sanding', 'Abschleifen &amp; Lackieren'],
    ['covering', 'Neu belegen'],
  ] as const)('highlights the card the server recommends (%s)', (recommendedOption, favoured) => {
    const html = render(<RenovationResultCards result={{ ...result, recommendedOption }} />);
    expect(html.match(/Empfehlung/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h3[^>]*>${favoured}</h3><span[^>]*>Empfehlung</span>`));
    expect(html).toContain('Schleifarbeiten');
    expect(html).toContain('Lackierung');
    expect(html).toContain('Abschleifen empfohlen.');
  });
});
