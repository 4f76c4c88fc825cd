// The calculators' pages as the page server renders them for a visitor without script (docs/decisions.md, "One UI
// for every path"): the calculator again with the API's messages, and the result page a post leads to.
import { describe, expect, it } from '@jest/globals';
import { ApiError, apiQueryKey } from '@stairs/api-client';
import {
  ANSWER_PAGES,
  API,
  CALCULATION_RESULT_ROUTES,
  CALCULATOR_MESSAGES,
  FORM_ACTIONS,
  FORM_ANSWER_QUERY_KEY,
  type FormAnswer,
  HONEYPOT_FIELD,
  LEAD_MESSAGES,
  orderPagePath,
  PHONE_SERVICES,
  QUOTE_EMAIL_FORM_TEXTS,
  quoteEmailSentPagePath,
} from '@stairs/contracts';
import { Route, Routes } from '@stairs/router';
import { SITE_CONFIG_QUERY_KEY } from '@stairs/site';
import { formsIn, renderPage, textOf } from '@stairs/site/testing';
import { concreteCalculation, renovationCalculation } from '../lib/calculation-fixtures';
import CalculationResultPage from './CalculationResultPage';
import ConcreteCalculatorPage from './ConcreteCalculatorPage';
import QuoteEmailSentPage from './QuoteEmailSentPage';

const SITE = { whatsappNumber: '436601112233', companyName: 'Treppenwerk', publicUrl: 'https://t.example' };

function resultPage(path: string, calculation: unknown = concreteCalculation, answer?: FormAnswer): string {
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
        ...(answer ? [[FORM_ANSWER_QUERY_KEY, answer] as [readonly unknown[], unknown]] : []),
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

describe('a follow-up sent without script and refused: the result page again', () => {
  const page = `${FORM_ACTIONS.concreteCalculation}/c-1`;

  it('that form with the visitor’s values and each field’s message; the other forms empty', () => {
    const html = resultPage(page, concreteCalculation, {
      action: FORM_ACTIONS.phoneService,
      kind: 'invalid',
      values: { calculationId: 'c-1', calculationType: 'concrete', service: 'preis_alarm', phone: '12<b>' },
      errors: { phone: LEAD_MESSAGES.phoneInvalid },
      message: LEAD_MESSAGES.phoneInvalid,
    });
    const [phoneService, detailedQuote, quoteEmail] = formsIn(html);
    expect(phoneService?.controls.find((control) => control.value === 'preis_alarm')?.html).toMatch(
      /checked/,
    );
    const phone = phoneService?.controls.find((control) => control.name === 'phone');
    expect(phone?.html).toContain('value="12&lt;b&gt;"');
    expect(phone?.html).toContain('aria-invalid="true"');
    expect(textOf(html)).toContain(`Ihre Telefonnummer: ${LEAD_MESSAGES.phoneInvalid}`);
    expect(detailedQuote?.controls.find((control) => control.name === 'phone')?.html).toContain('value=""');
    expect(quoteEmail?.controls.find((control) => control.name === 'email')?.html).toContain('value=""');
    expect(html).not.toContain('<b>');
  });

  it('the quote e-mail’s messages under its fields, the address kept', () => {
    const html = resultPage(page, concreteCalculation, {
      action: FORM_ACTIONS.quoteEmail,
      kind: 'invalid',
      values: { calculationId: 'c-1', email: 'kein-at' },
      errors: {
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        contactConsent: 'Zustimmung fehlt.',
      },
      message: 'x',
    });
    const quoteEmail = formsIn(html)[2];
    expect(quoteEmail?.controls.find((control) => control.name === 'email')?.html).toContain(
      'value="kein-at"',
    );
    expect(textOf(html)).toContain('Zustimmung fehlt.');
    expect(formsIn(html)[0]?.controls.find((control) => control.name === 'phone')?.html).not.toContain(
      'aria-invalid',
    );
  });

  it('a refusal (too many) says so, with the way back to the result', () => {
    const html = resultPage(page, concreteCalculation, {
      action: FORM_ACTIONS.detailedQuote,
      kind: 'refused',
      status: 429,
      message: 'Zu viele Anfragen. Bitte warten.',
    });
    expect(textOf(html)).toContain('Zu viele Anfragen. Bitte warten.');
    expect(html).toContain(`href="${page}"`);
    expect(formsIn(html)).toEqual([]);
  });
});

describe('an e-mailed quote’s thank-you page', () => {
  const token = 'Tok_en-1';
  const render = (data: [readonly unknown[], unknown][], errors: [readonly unknown[], Error][] = []) =>
    renderPage(
      <Routes>
        <Route path={ANSWER_PAGES.quoteEmailSent.path} element={<QuoteEmailSentPage />} />
      </Routes>,
      { path: quoteEmailSentPagePath(token), data, errors },
    );

  it('says it is sent, shows the share link with its end date, “Angebot annehmen” and the way back to the result', () => {
    const html = render([
      [
        apiQueryKey(API.quoteEmailSent, { params: { token } }),
        {
          type: 'renovation',
          calculationId: 'r-1',
          quoteNumber: 'KV-2026-000042',
          sharePath: `/api/quote-share/${token}`,
          expiresAt: '2026-07-15T10:00:00.000Z',
        },
      ],
    ]);
    const text = textOf(html);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${QUOTE_EMAIL_FORM_TEXTS.successTitle}</h1>`));
    expect(text).toContain(QUOTE_EMAIL_FORM_TEXTS.successDescription('KV-2026-000042'));
    expect(html).toContain(`value="/api/quote-share/${token}"`);
    expect(text).toContain('15.07.2026');
    expect(html).toContain(`href="${orderPagePath(token)}"`);
    expect(html).toContain('href="/api/forms/renovation-calculation/r-1"');
    expect(html).toContain('<meta name="robots" content="noindex');
  });

  it('an unknown link is a 404 page with the API’s words', () => {
    const html = render(
      [],
      [
        [
          apiQueryKey(API.quoteEmailSent, { params: { token } }),
          new ApiError(404, 'Not Found', JSON.stringify({ message: 'Dieser Link ist ungültig.' })),
        ],
      ],
    );
    expect(textOf(html)).toContain('Dieser Link ist ungültig.');
    expect(html).not.toContain('/api/quote-share/');
  });
});
