import { describe, expect, it, jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from '@stairs/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiQueryKey } from '@stairs/api-client';
import {
  API,
  FORM_ACTIONS,
  HONEYPOT_FIELD,
  resultOptions,
  validateConcreteForm,
  validateRenovationForm,
  type ConcreteField,
  type FormValues,
  type RenovationField,
} from '@stairs/contracts';
import { galleryImage, onlyFormIn, renderPage, textOf } from '@stairs/site/testing';
import { Dialog } from '@stairs/ui';
import ConcreteCalculatorPage from '../pages/ConcreteCalculatorPage';
import RenovationCalculatorPage from '../pages/RenovationCalculatorPage';
import { CalculationResultSection, revealNewResult } from './CalculationResultSection';
import { ConcreteCalculatorFields } from './ConcreteCalculatorFields';
import { DetailedQuoteForm } from './DetailedQuoteForm';
import { PhoneServiceForm } from './PhoneServiceForm';
import { QuoteEmailForm, QuoteEmailSent } from './QuoteEmailForm';
import { RenovationCalculatorFields } from './RenovationCalculatorFields';
import { ResultCards } from './ResultCards';
import { concreteCalculation as concrete, renovationCalculation } from '../lib/calculation-fixtures';
import type { CalculatorForm } from '../hooks/useCalculatorForm';

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

/** The field a label points at (its opening tag). */
function fieldFor(html: string, label: string): string {
  const labelMatch = new RegExp(
    `<label[^>]*for="([^"]+)"[^>]*>${label.replace(/[()]/g, '\\$&')}</label>`,
  ).exec(html);
  expect(labelMatch).not.toBeNull();
  const field = new RegExp(`<(input|select)[^>]*id="${labelMatch?.[1] ?? ''}"[^>]*>`).exec(html);
  expect(field).not.toBeNull();
  return field?.[0] ?? '';
}

/** What a screen reader reads as the field's description (its hint and message), and what is shown there. */
function descriptionOf(html: string, label: string): string {
  const ids = /aria-describedby="([^"]+)"/.exec(fieldFor(html, label))?.[1]?.split(' ') ?? [];
  return ids
    .map((id) => new RegExp(`<p[^>]*id="${id}"[^>]*>([^<]*)</p>`).exec(html)?.[1] ?? `(no #${id})`)
    .join(' | ');
}

/** A calculator form in the state a submit with these values leaves it in (the contracts' rules). */
function submitted<F extends string>(
  values: FormValues<F>,
  validate: (values: FormValues<F>) => { ok: boolean; fieldErrors?: Partial<Record<F, string>> },
): CalculatorForm<F> {
  const outcome = validate(values);
  return {
    values,
    errors: outcome.fieldErrors ?? {},
    setValue: () => undefined,
    handleSubmit: () => undefined,
  };
}

describe('ConcreteCalculatorPage', () => {
  const html = renderPage(<ConcreteCalculatorPage />, {
    data: [[apiQueryKey(API.galleryImages), [1, 2, 3].map((n) => galleryImage(n))]],
  });

  it('is a real form from the first paint: posted to the API’s form route with its names, nothing locked', () => {
    const form = onlyFormIn(html);
    expect(form.method).toBe('post');
    expect(form.action).toBe(FORM_ACTIONS.concreteCalculation);
    expect(form.action).toBe('/api/forms/concrete-calculation');
    expect(form.noValidate).toBe(true);
    expect(form.fieldNames).toEqual(['stepCount', 'stepWidth', 'stepDepth', HONEYPOT_FIELD]);
    expect(form.locked).toEqual([]);
    expect(form.submitButtons).toHaveLength(1);
  });

  it('has the three labelled measurement inputs (text with a number keyboard: the decimal comma) and the spec bounds as hints', () => {
    expect(fieldFor(html, 'Stufenanzahl')).toMatch(/type="text"[^>]*inputMode="numeric"/);
    expect(fieldFor(html, 'Stufenbreite (cm)')).toMatch(/type="text"[^>]*inputMode="decimal"/);
    expect(fieldFor(html, 'Stufentiefe (cm)')).toMatch(/type="text"[^>]*inputMode="decimal"/);
    expect(html).not.toContain('type="number"');
    expect(descriptionOf(html, 'Stufenanzahl')).toBe('1–50 Stufen');
    expect(descriptionOf(html, 'Stufenbreite (cm)')).toBe('50–200 cm');
    expect(descriptionOf(html, 'Stufentiefe (cm)')).toBe('25–40 cm');
  });

  it('offers the submit button, the back link and the page texts', () => {
    expect(html).toMatch(/<button type="submit"[^>]*>Preis berechnen<\/button>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*Zurück zur Startseite<\/a>/);
    const text = textOf(html);
    expect(text).toContain('Betonstufen verkleiden – Preisrechner');
    expect(text).toContain('Ihre Stufen');
    expect(text).toContain('Messen Sie eine Stufe an der breitesten Stelle.');
  });

  it('has both the phone’s gallery card and the desktop grid in its HTML, CSS showing one of them', () => {
    const card = /<section class="([^"]*)">(?:(?!<\/section>).)*Galerie ansehen/.exec(html);
    expect(card?.[1]).toMatch(/(^| )md:hidden( |$)/);
    const grid =
      /<section aria-labelledby="[^"]+" class="([^"]*)">(?:(?!<\/section>).)*Aus unseren Projekten/.exec(
        html,
      );
    expect(grid?.[1]).toMatch(/(^| )hidden( |$)/);
    expect(grid?.[1]).toMatch(/(^| )md:grid( |$)/);
    // The pictures are in the page (the list query runs on the server render too), lazy, with their sizes.
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toMatch(/loading="lazy"/);
      expect(image).toMatch(/srcSet="[^"]+ 400w, [^"]+ 800w, [^"]+ 1920w"/);
    }
  });

  it('keeps an empty live region for the result', () => {
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('Kostenvoranschlag Nr.');
  });
});

describe('the concrete form’s messages', () => {
  const view = (values: FormValues<ConcreteField>) =>
    renderPage(<ConcreteCalculatorFields form={submitted(values, validateConcreteForm)} />);

  it('says under each field that letters are not a number, and "1e2" is not 100', () => {
    const html = view({ stepCount: 'abc', stepWidth: '3x', stepDepth: '1e2' });
    for (const label of ['Stufenanzahl', 'Stufenbreite (cm)', 'Stufentiefe (cm)']) {
      expect(fieldFor(html, label)).toMatch(/aria-invalid="true"/);
      expect(descriptionOf(html, label)).toMatch(
        / \| Bitte geben Sie eine Zahl ein, z\. B\. 12 oder 95,5\.$/,
      );
    }
  });

  it('says under each field which range it must keep (not only in a toast)', () => {
    const html = view({ stepCount: '60', stepWidth: '40', stepDepth: '45' });
    expect(descriptionOf(html, 'Stufenanzahl')).toBe(
      '1–50 Stufen | Die Stufenanzahl muss zwischen 1 und 50 liegen.',
    );
    expect(descriptionOf(html, 'Stufenbreite (cm)')).toBe(
      '50–200 cm | Die Breite muss zwischen 50 und 200 cm liegen.',
    );
    expect(descriptionOf(html, 'Stufentiefe (cm)')).toBe(
      '25–40 cm | Die Tiefe muss zwischen 25 und 40 cm liegen.',
    );
  });

  it('marks only the wrong field and keeps what was typed', () => {
    const html = view({ stepCount: '12', stepWidth: '100,5', stepDepth: '' });
    expect(fieldFor(html, 'Stufenanzahl')).not.toMatch(/aria-invalid/);
    expect(fieldFor(html, 'Stufenbreite (cm)')).toMatch(/value="100,5"/);
    expect(descriptionOf(html, 'Stufentiefe (cm)')).toBe('25–40 cm | Bitte füllen Sie alle Felder aus.');
  });
});

describe('RenovationCalculatorPage', () => {
  const html = renderPage(<RenovationCalculatorPage />);

  it('is a real form from the first paint: posted to the API’s form route with its names, nothing locked', () => {
    const form = onlyFormIn(html);
    expect(form.method).toBe('post');
    expect(form.action).toBe(FORM_ACTIONS.renovationCalculation);
    expect(form.noValidate).toBe(true);
    expect(form.fieldNames).toEqual(['stepCount', 'stepWidth', 'condition', HONEYPOT_FIELD]);
    expect(form.locked).toEqual([]);
    expect(form.submitButtons).toHaveLength(1);
  });

  it('asks for steps, width and condition and states the standard depth', () => {
    expect(fieldFor(html, 'Stufenanzahl')).toMatch(/inputMode="numeric"/);
    expect(fieldFor(html, 'Treppenbreite (cm)')).toMatch(/inputMode="decimal"/);
    expect(html).toContain('1–50 Stufen');
    expect(html).toContain('50–200 cm');
    expect(descriptionOf(html, 'Zustand')).toBe('Wie abgenutzt sind die Trittflächen?');
    expect(html).toContain('Zustand wählen');
    // The choices are in the server HTML: the browser's own select, no script needed to open it.
    expect(fieldFor(html, 'Zustand')).toMatch(/<select[^>]*name="condition"/);
    for (const label of ['Gut', 'Mittel', 'Schlecht']) expect(html).toContain(`>${label}</option>`);
    expect(html).toContain('Standard-Stufentiefe von 30 cm');
  });

  it('says under each field what is wrong', () => {
    const values: FormValues<RenovationField> = { stepCount: '3x', stepWidth: '250', condition: '' };
    const view = renderPage(<RenovationCalculatorFields form={submitted(values, validateRenovationForm)} />);
    expect(descriptionOf(view, 'Stufenanzahl')).toBe(
      '1–50 Stufen | Bitte geben Sie eine Zahl ein, z. B. 12 oder 95,5.',
    );
    expect(descriptionOf(view, 'Treppenbreite (cm)')).toBe(
      '50–200 cm | Die Breite muss zwischen 50 und 200 cm liegen.',
    );
    expect(descriptionOf(view, 'Zustand')).toBe(
      'Wie abgenutzt sind die Trittflächen? | Bitte wählen Sie den Zustand Ihrer Treppe aus.',
    );
  });
});

describe('CalculationResultSection', () => {
  it('shows the quote number, both options in euros, the VAT note and the follow-ups', async () => {
    const html = await renderComplete(<CalculationResultSection calculation={concrete} isPending={false} />);
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

  it('names the region by its heading, which can take the focus without being a tab stop', () => {
    const html = render(<CalculationResultSection calculation={concrete} isPending={false} />);
    const heading = /<h2 id="([^"]+)" tabindex="-1" class="([^"]*)">Ihr Kostenvoranschlag<\/h2>/.exec(html);
    expect(heading).not.toBeNull();
    expect(html).toMatch(new RegExp(`<section aria-labelledby="${heading?.[1] ?? ''}"`));
    // Focused by script only: no ring jumps onto the text.
    expect(heading?.[2]).toContain('focus:outline-none');
  });
});

describe('revealNewResult', () => {
  const elements = () => {
    const calls: string[] = [];
    const heading = {
      focus: jest.fn((options?: FocusOptions) => void calls.push(`focus ${JSON.stringify(options)}`)),
    };
    const region = {
      scrollIntoView: jest.fn(
        (options?: boolean | ScrollIntoViewOptions) => void calls.push(`scroll ${JSON.stringify(options)}`),
      ),
    };
    return { calls, heading, region };
  };

  it('moves the focus to the result’s heading without a jump, then scrolls the result into view smoothly', () => {
    const { calls, heading, region } = elements();
    revealNewResult(region, heading, false);
    expect(calls).toEqual(['focus {"preventScroll":true}', 'scroll {"behavior":"smooth","block":"start"}']);
  });

  it('scrolls without animation for a visitor who asked for less motion', () => {
    const { region, heading } = elements();
    revealNewResult(region, heading, true);
    expect(region.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(heading.focus).toHaveBeenCalledTimes(1);
  });
});

describe('the lead dialogs’ forms', () => {
  const inDialog = (node: ReactNode) => renderPage(<Dialog open>{node}</Dialog>);

  it('phone service: posted to its form route with the calculation, the service as radios named "service"', () => {
    const html = inDialog(<PhoneServiceForm calculation={concrete} onDone={() => undefined} />);
    const form = onlyFormIn(html);
    expect(form.method).toBe('post');
    expect(form.action).toBe(FORM_ACTIONS.phoneService);
    expect(form.hidden).toEqual({ calculationId: 'c-1', calculationType: 'concrete' });
    const radios = form.controls.filter((control) => control.type === 'radio');
    expect(radios.map((radio) => [radio.name, radio.value])).toEqual([
      ['service', 'whatsapp_beratung'],
      ['service', 'preis_alarm'],
      ['service', 'pdf_download'],
      ['service', 'termin_service'],
    ]);
    expect(form.fieldNames).toContain(HONEYPOT_FIELD);
  });

  it('detailed quote: posted to its form route with the calculation and the phone number', () => {
    const html = inDialog(<DetailedQuoteForm calculation={concrete} onDone={() => undefined} />);
    const form = onlyFormIn(html);
    expect(form.method).toBe('post');
    expect(form.action).toBe(FORM_ACTIONS.detailedQuote);
    expect(form.noValidate).toBe(true);
    expect(form.fieldNames).toEqual(['calculationId', 'calculationType', 'phone', HONEYPOT_FIELD]);
    expect(form.hidden).toEqual({ calculationId: 'c-1', calculationType: 'concrete' });
    expect(form.locked).toEqual([]);
  });
});

describe('the quote-email dialog', () => {
  const inDialog = (node: ReactNode) => renderPage(<Dialog open>{node}</Dialog>);

  it('is a form posted to its route with the calculation, the address and the consent, unticked', () => {
    const html = inDialog(<QuoteEmailForm calculation={concrete} />);
    const form = onlyFormIn(html);
    expect(form.method).toBe('post');
    expect(form.action).toBe(FORM_ACTIONS.quoteEmail);
    expect(form.noValidate).toBe(true);
    expect(form.fieldNames).toEqual([
      'calculationId',
      'calculationType',
      'email',
      'contactConsent',
      HONEYPOT_FIELD,
    ]);
    expect(form.hidden).toEqual({ calculationId: 'c-1', calculationType: 'concrete' });
    expect(fieldFor(html, 'Ihre E-Mail-Adresse')).toContain('type="email"');
    const consent = /<input[^>]*name="contactConsent"[^>]*>/.exec(html)?.[0] ?? '';
    expect(consent).toContain('type="checkbox"');
    expect(consent).toContain('value="true"');
    expect(consent).not.toContain('checked');
  });

  it('after sending: the share link on this site to copy, with its end date', () => {
    const html = render(
      <Dialog open>
        <QuoteEmailSent
          result={{
            success: true,
            message: 'ok',
            quoteNumber: 'KV-2026-000042',
            sharePath: '/api/quote-share/abc',
            expiresAt: '2026-12-27T10:00:00.000Z',
          }}
        />
      </Dialog>,
    );
    expect(html).toContain('Angebot gesendet!');
    expect(html).toContain(
      'Der Kostenvoranschlag KV-2026-000042 ist als PDF an Ihre E-Mail-Adresse unterwegs.',
    );
    expect(fieldFor(html, 'Link zu Ihrem Kostenvoranschlag')).toContain('value="/api/quote-share/abc"');
    expect(html).toContain('Link kopieren');
    expect(html).toContain('Der Link ist gültig bis 27.12.2026.');
  });
});

describe('ResultCards', () => {
  it.each([
    ['sanding', 'Abschleifen &amp; Lackieren'],
    ['covering', 'Neu belegen'],
  ] as const)('highlights the card the server recommends (%s)', (recommendedOption, favoured) => {
    const result = { ...renovationCalculation.result, recommendedOption };
    const html = render(<ResultCards options={resultOptions({ type: 'renovation', result })} />);
    expect(html.match(/Empfehlung/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h3[^>]*>${favoured}</h3><span[^>]*>Empfehlung</span>`));
    expect(html).toContain('Schleifarbeiten');
    expect(html).toContain('Lackierung');
    expect(html).toContain('Abschleifen nicht empfohlen.');
  });
});
