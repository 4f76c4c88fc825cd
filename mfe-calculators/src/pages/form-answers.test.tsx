// The calculators' pages as the page server renders them for a visitor without script (docs/decisions.md, "One UI
// for every path"): the calculator again with the API's messages, and the result page a post leads to.
import { describe, expect, it } from '@jest/globals';
import { apiQueryKey } from '@stairs/api-client';
import {
  API,
  CALCULATION_RESULT_ROUTES,
  CALCULATOR_MESSAGES,
  FORM_ACTIONS,
  FORM_ANSWER_QUERY_KEY,
  type FormAnswer,
  HONEYPOT_FIELD,
  LEAD_MESSAGES,
  PHONE_SERVICES,
} from '@stairs/contracts';
import { Route, Routes } from '@stairs/router';
import { SITE_CONFIG_QUERY_KEY } from '@stairs/site';
import { formsIn, renderPage, textOf } from '@stairs/site/testing';
import { concreteCalculation, renovationCalculation } from '../lib/calculation-fixtures';
import CalculationResultPage from './CalculationResultPage';
import ConcreteCalculatorPage from './ConcreteCalculatorPage';

const SITE = { whatsappNumber: '436601112233', companyName: 'Treppenwerk', publicUrl: 'https://t.example' };

function resultPage(path: string, calculation: unknown = concreteCalculation): string {
  const id = /\/([^/?]+)(\?|$)/.exec(path)?.[1] ?? '';
  return renderPage(
    <Routes>
      {Object.values(CALCULATION_RESULT_ROUTES).map((route) => (
        <Route key={route} path={route} element={<CalculationResultPage />} />
      ))}
    </Routes>,
    {
      path,
      data: [
        [apiQueryKey(API.calculationResult, { params: { id } }), calculation],
        [SITE_CONFIG_QUERY_KEY, SITE],
      ],
    },
  );
}

const answered = (answer: FormAnswer) =>
  renderPage(<ConcreteCalculatorPage />, {
    path: FORM_ACTIONS.concreteCalculation,
    data: [[FORM_ANSWER_QUERY_KEY, answer]],
  });

describe('a calculator sent without script and refused', () => {
  it('is the same page with the visitor’s values, each field’s message under it and a summary', () => {
    const html = answered({
      action: FORM_ACTIONS.concreteCalculation,
      kind: 'invalid',
      values: { stepCount: '2,5', stepWidth: '', stepDepth: '41', [HONEYPOT_FIELD]: '' },
      errors: {
        stepCount: CALCULATOR_MESSAGES.stepCountInteger,
        stepWidth: CALCULATOR_MESSAGES.allFieldsRequired,
        stepDepth: CALCULATOR_MESSAGES.stepDepthRange,
      },
      message: CALCULATOR_MESSAGES.stepCountInteger,
    });
    const [form] = formsIn(html);
    expect(form?.action).toBe(FORM_ACTIONS.concreteCalculation);
    const value = (name: string) => form?.controls.find((control) => control.name === name)?.value;
    expect([value('stepCount'), value('stepWidth'), value('stepDepth')]).toEqual(['2,5', '', '41']);
    const text = textOf(html);
    expect(text).toContain('Betonstufen verkleiden – Preisrechner');
    expect(text).toContain('Bitte prüfen Sie Ihre Eingaben');
    expect(text).toContain(`Stufenanzahl: ${CALCULATOR_MESSAGES.stepCountInteger}`);
    expect(text).toContain(`Stufentiefe (cm): ${CALCULATOR_MESSAGES.stepDepthRange}`);
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(3);
    expect(html).toContain('<meta name="robots" content="noindex');
  });

  it('escapes what the visitor typed', () => {
    const html = answered({
      action: FORM_ACTIONS.concreteCalculation,
      kind: 'invalid',
      values: { stepCount: '"><script>alert(1)</script>' },
      errors: { stepCount: CALCULATOR_MESSAGES.numberInvalid },
      message: CALCULATOR_MESSAGES.numberInvalid,
    });
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('a refusal (too many) says so with the way back to the calculator', () => {
    const html = answered({
      action: FORM_ACTIONS.concreteCalculation,
      kind: 'refused',
      status: 429,
      message: 'Zu viele Anfragen. Bitte warten.',
    });
    expect(textOf(html)).toContain('Zu viele Anfragen. Bitte warten.');
    expect(html).toMatch(/<a[^>]*href="\/concrete-calculator"[^>]*>Zurück zum Formular<\/a>/);
    expect(formsIn(html)).toEqual([]);
  });
});

describe('a calculation’s result page', () => {
  const html = resultPage(`${FORM_ACTIONS.concreteCalculation}/c-1`);
  const text = textOf(html);

  it('shows the quote as the calculator does: number, what it was computed for, both option cards, the price note', () => {
    expect(html).toMatch(/<h1[^>]*>Ihr Kostenvoranschlag<\/h1>/);
    expect(text).toContain('Kostenvoranschlag Nr. KV-2026-000042');
    expect(text).toContain('10 Stufen · 100 cm breit · 30 cm tief');
    expect(text).toContain('Massivholz');
    expect(text).toContain('Fertigparkett');
    expect(text).toContain('Alle Preise inkl. 20 % USt.');
    expect(html).toContain('<meta name="robots" content="noindex');
  });

  it('links the quote document, WhatsApp with the quote’s number and a new calculation', () => {
    expect(html).toMatch(/<a[^>]*href="\/api\/concrete-html\/c-1"[^>]*target="_blank"/);
    const whatsapp = /href="(https:\/\/wa\.me\/436601112233\?text=[^"]+)"/.exec(html)?.[1] ?? '';
    expect(decodeURIComponent(whatsapp)).toContain('KV-2026-000042');
    expect(html).toMatch(/<a[^>]*href="\/concrete-calculator"[^>]*>Neu berechnen<\/a>/);
  });

  it('has the follow-ups as real forms in the page, each with the calculation’s id, nothing locked or preselected', () => {
    const forms = formsIn(html);
    expect(forms.map((form) => form.action)).toEqual([
      FORM_ACTIONS.phoneService,
      FORM_ACTIONS.detailedQuote,
      FORM_ACTIONS.quoteEmail,
    ]);
    for (const form of forms) {
      expect(form.method).toBe('post');
      expect(form.hidden.calculationId).toBe('c-1');
      expect(form.locked).toEqual([]);
      expect(form.submitButtons).toHaveLength(1);
    }
    const [phoneService, , quoteEmail] = forms;
    expect(
      phoneService?.controls.filter((control) => control.type === 'radio').map((control) => control.value),
    ).toEqual([...PHONE_SERVICES]);
    expect(phoneService?.fieldNames).toContain('phone');
    expect(quoteEmail?.controls.find((control) => control.name === 'contactConsent')?.html).not.toMatch(
      /checked/,
    );
    expect(text).not.toContain('Abbrechen');
  });

  it('says a follow-up was received only for the known words', () => {
    expect(textOf(resultPage(`${FORM_ACTIONS.concreteCalculation}/c-1?sent=phone-service`))).toContain(
      LEAD_MESSAGES.phoneStored,
    );
    const hostile = resultPage(
      `${FORM_ACTIONS.concreteCalculation}/c-1?sent=%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
    );
    expect(hostile).not.toContain('alert(1)');
    expect(hostile).not.toContain('role="status"');
  });

  it('another calculator’s calculation is not found there, with the way to a new one', () => {
    const other = resultPage(`${FORM_ACTIONS.concreteCalculation}/r-1`, renovationCalculation);
    expect(textOf(other)).toContain('Dieser Kostenvoranschlag wurde nicht gefunden.');
    expect(other).toMatch(/<a[^>]*href="\/concrete-calculator"[^>]*>Neu berechnen<\/a>/);
    expect(formsIn(other)).toEqual([]);
  });
});
