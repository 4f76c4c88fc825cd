import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import request from 'supertest';
import {
  CALCULATOR_MESSAGES,
  calculationResultPagePath,
  FORM_ACTIONS,
  LEAD_MESSAGES,
  PHONE_SERVICES,
} from '@stairs/contracts';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { errorSummaryOf, fieldOnPage, optionCards, parsePage, postForm, textOf } from './helpers/form-pages';
import { testAppForSuite } from './helpers/test-app';

const UNKNOWN_ID = '0b7e4c1a-5d3f-4e2a-9c8b-1f2e3d4c5b6a';
const RESULT_PATH = /^\/api\/forms\/(concrete|renovation)-calculation\/([0-9a-f-]{36})(\?sent=[a-z-]+)?$/;

describe('calculator forms without script: posts, result pages and their follow-up forms', () => {
  const t = testAppForSuite({ env: { SITE_WHATSAPP_NUMBER: '43 660 111 22 33' } });

  /** Posts a calculator form and returns the id of the calculation its 303 leads to. */
  async function calculate(action: string, fields: Record<string, string>): Promise<string> {
    const res = await postForm(t.server, action, fields).expect(303);
    const match = RESULT_PATH.exec(res.headers.location ?? '');
    if (!match?.[2]) throw new Error(`unexpected Location ${String(res.headers.location)}`);
    return match[2];
  }

  describe('concrete calculator', () => {
    it('a valid post (decimal comma, a submit button’s name) is stored like the JSON path and leads (303) to its result page', async () => {
      const res = await postForm(t.server, FORM_ACTIONS.concreteCalculation, {
        stepCount: ' 10 ',
        stepWidth: '100,5',
        stepDepth: '30',
        submit: 'Preis berechnen',
      }).expect(303);
      const id = RESULT_PATH.exec(res.headers.location ?? '')?.[2] ?? '';
      expect(res.headers.location).toBe(calculationResultPagePath('concrete', id));
      expect(res.headers['cache-control']).toBe('no-store');

      const [row] = await t.db.query('SELECT type, inputs, quote_number FROM calculations WHERE id = $1', [
        id,
      ]);
      expect(row).toEqual({
        type: 'concrete',
        inputs: { stepCount: 10, stepWidth: 100.5, stepDepth: 30 },
        quote_number: expect.stringMatching(/^KV-\d{4}-\d{6,}$/),
      });
      expect(await t.db.query('SELECT kind FROM conversion_events WHERE reference_id = $1', [id])).toEqual([
        { kind: 'concrete' },
      ]);
      // The quote document's job, through the same outbox as the JSON path.
      await t.app.get(BackgroundTasks).idle();
      const [queued] = await t.db.query('SELECT document_queued_at FROM calculations WHERE id = $1', [id]);
      expect(queued.document_queued_at).toBeInstanceOf(Date);

      const page = await request(t.server)
        .get(res.headers.location ?? '')
        .expect(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const $ = parsePage(page.text);
      const text = textOf($);
      expect($('h1').text()).toBe('Ihr Kostenvoranschlag');
      expect(text).toContain(`Kostenvoranschlag Nr. ${row.quote_number as string}`);
      expect(text).toContain('10 Stufen · 100,5 cm breit · 30 cm tief');
      // Both option cards with their parts and totals: 3.015 m² × (85 + 45) € and × (65 + 35) €.
      expect(optionCards($)).toEqual([
        {
          title: 'Massivholz',
          description: 'Stufen aus massivem Echtholz – besonders langlebig und mehrfach abschleifbar.',
          lines: [
            ['Material', '€ 256,28'],
            ['Arbeitsleistung', '€ 135,68'],
            ['Gesamt', '€ 391,96'],
          ],
        },
        {
          title: 'Fertigparkett',
          description: 'Mehrschichtiges Parkett mit Echtholz-Oberfläche – die preiswerte Variante.',
          lines: [
            ['Material', '€ 195,98'],
            ['Arbeitsleistung', '€ 105,53'],
            ['Gesamt', '€ 301,51'],
          ],
        },
      ]);
      expect(text).toContain(
        'Alle Preise inkl. 20 % USt. Unverbindlicher Kostenvoranschlag, gültig 30 Tage.',
      );
      expect(text).not.toContain('Empfehlung');

      const documentLink = $('a:contains("Kostenvoranschlag öffnen")');
      expect(documentLink.attr('href')).toBe(`/api/concrete-html/${id}`);
      expect(documentLink.attr('target')).toBe('_blank');
      expect(documentLink.attr('rel')).toContain('noopener');
      const whatsapp = $('a:contains("Per WhatsApp senden")');
      expect(whatsapp.attr('href')).toMatch(/^https:\/\/wa\.me\/436601112233\?text=Hallo!/);
      expect(decodeURIComponent(whatsapp.attr('href') ?? '')).toContain(
        `Kostenvoranschlag: ${row.quote_number as string}`,
      );
      expect(whatsapp.attr('target')).toBe('_blank');
      expect($('a:contains("Neu berechnen")').attr('href')).toBe('/concrete-calculator');
      expect($('a[href="/"]').length).toBeGreaterThan(0);

      // Both follow-up forms post to their actions with the calculation's id only.
      const phoneForm = $(`form[action="${FORM_ACTIONS.phoneService}"]`);
      expect(phoneForm.attr('method')).toBe('post');
      expect(
        phoneForm
          .find('input[type="hidden"]')
          .toArray()
          .map((input) => $(input).attr('name')),
      ).toEqual(['calculationId']);
      expect(phoneForm.find('input[name="calculationId"]').attr('value')).toBe(id);
      expect(phoneForm.find('fieldset legend').text()).toBe('Service wählen');
      expect(
        phoneForm
          .find('input[type="radio"][name="service"]')
          .toArray()
          .map((r) => $(r).attr('value')),
      ).toEqual([...PHONE_SERVICES]);
      expect(fieldOnPage($, 'phone-service-service').describedBy).toEqual([
        'Persönliche Beratung per WhatsApp – Antwort innerhalb von 2 Stunden',
      ]);
      expect(fieldOnPage($, 'phone-service-phone').label).toBe('Ihre Telefonnummer');
      expect(phoneForm.find('button[type="submit"]').text()).toBe('Service aktivieren');
      const quoteForm = $(`form[action="${FORM_ACTIONS.detailedQuote}"]`);
      expect(quoteForm.attr('method')).toBe('post');
      expect(quoteForm.find('input[name="calculationId"]').attr('value')).toBe(id);
      expect(fieldOnPage($, 'detailed-quote-phone').label).toBe('Telefonnummer');
      expect(quoteForm.find('button[type="submit"]').text()).toBe('Angebot anfordern');
      expect($('meta[name="robots"]').attr('content')).toBe('noindex');
      expect(page.headers['x-robots-tag']).toBe('noindex');
    });

    it('an invalid post: 400, the form again with each field’s DTO message under it, the values kept and a summary', async () => {
      const before = await t.db.query('SELECT count(*)::int AS n FROM calculations');
      const res = await postForm(t.server, FORM_ACTIONS.concreteCalculation, {
        stepCount: '2,5',
        stepWidth: '',
        stepDepth: '41',
      }).expect(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const $ = parsePage(res.text);
      expect($('h1').text()).toBe('Betonstufen verkleiden – Preisrechner');
      const form = $(`form[action="${FORM_ACTIONS.concreteCalculation}"]`);
      expect(form.attr('method')).toBe('post');
      expect(fieldOnPage($, 'calculator-stepCount')).toEqual({
        value: '2,5',
        invalid: 'true',
        describedBy: ['1–50 Stufen', CALCULATOR_MESSAGES.stepCountInteger],
        label: 'Stufenanzahl',
      });
      expect(fieldOnPage($, 'calculator-stepWidth')).toEqual({
        value: '',
        invalid: 'true',
        describedBy: ['50–200 cm', CALCULATOR_MESSAGES.allFieldsRequired],
        label: 'Stufenbreite (cm)',
      });
      expect(fieldOnPage($, 'calculator-stepDepth')).toMatchObject({
        value: '41',
        invalid: 'true',
        describedBy: ['25–40 cm', CALCULATOR_MESSAGES.stepDepthRange],
      });
      expect(errorSummaryOf($)).toEqual([
        { href: '#calculator-stepCount', text: `Stufenanzahl: ${CALCULATOR_MESSAGES.stepCountInteger}` },
        {
          href: '#calculator-stepWidth',
          text: `Stufenbreite (cm): ${CALCULATOR_MESSAGES.allFieldsRequired}`,
        },
        { href: '#calculator-stepDepth', text: `Stufentiefe (cm): ${CALCULATOR_MESSAGES.stepDepthRange}` },
      ]);
      expect(await t.db.query('SELECT count(*)::int AS n FROM calculations')).toEqual(before);
    });

    it.each(['abc', '3x', '1e2'])(
      '%p in a field is not a number: the number message under that field only',
      async (raw) => {
        const res = await postForm(t.server, FORM_ACTIONS.concreteCalculation, {
          stepCount: '10',
          stepWidth: raw,
          stepDepth: '30',
        }).expect(400);
        const $ = parsePage(res.text);
        expect(fieldOnPage($, 'calculator-stepWidth')).toMatchObject({
          value: raw,
          invalid: 'true',
          describedBy: ['50–200 cm', CALCULATOR_MESSAGES.numberInvalid],
        });
        expect(fieldOnPage($, 'calculator-stepCount').invalid).toBeUndefined();
        expect(fieldOnPage($, 'calculator-stepDepth')).toMatchObject({
          value: '30',
          describedBy: ['25–40 cm'],
        });
      },
    );

    it('escapes what the visitor typed: <script> and quotes stay text in the value', async () => {
      const hostile = '"><script>alert(1)</script>';
      const res = await postForm(t.server, FORM_ACTIONS.concreteCalculation, {
        stepCount: hostile,
        stepWidth: '100',
        stepDepth: '30',
      }).expect(400);
      expect(res.text).not.toContain('<script>alert(1)</script>');
      expect(res.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
      expect(fieldOnPage(parsePage(res.text), 'calculator-stepCount').value).toBe(hostile);
    });
  });

  describe('renovation calculator', () => {
    it('stores it and shows both options with the recommended one marked and the server’s recommendation', async () => {
      const id = await calculate(FORM_ACTIONS.renovationCalculation, {
        stepCount: '12',
        stepWidth: '90',
        condition: 'fair',
      });
      const [row] = await t.db.query('SELECT type, inputs FROM calculations WHERE id = $1', [id]);
      expect(row).toEqual({
        type: 'renovation',
        inputs: { stepCount: 12, stepWidth: 90, condition: 'fair' },
      });
      expect(await t.db.query('SELECT kind FROM conversion_events WHERE reference_id = $1', [id])).toEqual([
        { kind: 'renovation' },
      ]);
      const $ = parsePage(
        (await request(t.server).get(calculationResultPagePath('renovation', id)).expect(200)).text,
      );
      expect(textOf($)).toContain('12 Stufen · 90 cm breit · Zustand: Mittel');
      const recommended = $('.sf-option-recommended');
      expect(recommended.length).toBe(1);
      expect(recommended.find('h2').text()).toBe('Neu belegen');
      expect(recommended.text()).toContain('Empfehlung');
      expect($('.sf-option:not(.sf-option-recommended) h2').text()).toBe('Abschleifen & Lackieren');
      expect($('.sf-recommendation').length).toBe(2);
      expect(optionCards($).map((card) => card.lines.at(-1)?.[0])).toEqual(['Gesamt', 'Gesamt']);
      expect($('a:contains("Kostenvoranschlag öffnen")').attr('href')).toBe(`/api/renovation-html/${id}`);
      expect($('a:contains("Neu berechnen")').attr('href')).toBe('/renovation-calculator');
    });

    it('an unknown condition and a missing one have their own messages; the choice is kept', async () => {
      const wrong = parsePage(
        (
          await postForm(t.server, FORM_ACTIONS.renovationCalculation, {
            stepCount: '12',
            stepWidth: '90',
            condition: 'kaputt',
          }).expect(400)
        ).text,
      );
      expect(fieldOnPage(wrong, 'calculator-condition')).toMatchObject({
        invalid: 'true',
        describedBy: ['Wie abgenutzt sind die Trittflächen?', CALCULATOR_MESSAGES.conditionInvalid],
        label: 'Zustand',
      });
      const missing = parsePage(
        (
          await postForm(t.server, FORM_ACTIONS.renovationCalculation, {
            stepCount: '',
            stepWidth: '90',
            condition: 'poor',
          }).expect(400)
        ).text,
      );
      expect(fieldOnPage(missing, 'calculator-condition')).toMatchObject({
        value: 'poor',
        invalid: undefined,
      });
      expect(fieldOnPage(missing, 'calculator-stepCount').describedBy).toEqual([
        '1–50 Stufen',
        CALCULATOR_MESSAGES.allFieldsRequired,
      ]);
    });
  });

  describe('result pages', () => {
    it('an unknown, malformed or other-type id is a 404 page in German', async () => {
      const concreteId = await calculate(FORM_ACTIONS.concreteCalculation, {
        stepCount: '3',
        stepWidth: '80',
        stepDepth: '28',
      });
      for (const path of [
        calculationResultPagePath('concrete', UNKNOWN_ID),
        calculationResultPagePath('concrete', 'not-a-uuid'),
        calculationResultPagePath('renovation', concreteId),
      ]) {
        const res = await request(t.server).get(path).expect(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        const $ = parsePage(res.text);
        expect($('h1').text()).toBe('Seite nicht gefunden');
        expect(textOf($)).toContain('Dieser Kostenvoranschlag wurde nicht gefunden.');
      }
    });

    it('shows a follow-up’s success only for the known words, never text from the address', async () => {
      const id = await calculate(FORM_ACTIONS.concreteCalculation, {
        stepCount: '3',
        stepWidth: '80',
        stepDepth: '28',
      });
      const hostile = await request(t.server)
        .get(`${calculationResultPagePath('concrete', id)}?sent=%3Cscript%3Ealert(1)%3C%2Fscript%3E`)
        .expect(200);
      expect(hostile.text).not.toContain('alert(1)');
      expect(parsePage(hostile.text)('[role="status"]').length).toBe(0);
    });
  });

  describe('phone service of a result', () => {
    it('stores the lead with context and calculation data built on the server (forged fields ignored), counts it, queues the e-mail and leads back with the success note', async () => {
      const id = await calculate(FORM_ACTIONS.concreteCalculation, {
        stepCount: '10',
        stepWidth: '100',
        stepDepth: '30',
      });
      const [calculation] = await t.db.query('SELECT quote_number FROM calculations WHERE id = $1', [id]);
      const res = await postForm(t.server, FORM_ACTIONS.phoneService, {
        calculationId: id,
        service: 'termin_service',
        phone: ' +43 664 123 45 67 ',
        // A forged page cannot choose what the lead says about the calculation.
        context: 'evil',
        calculationData: '{"totals":{"massivholz":1}}',
      }).expect(303);
      expect(res.headers.location).toBe(calculationResultPagePath('concrete', id, 'phone-service'));

      const [lead] = await t.db.query(
        'SELECT id, customer_phone, service, context, priority, calculation_data FROM phone_leads',
      );
      expect(lead).toEqual({
        id: expect.any(String),
        customer_phone: '+43 664 123 45 67',
        service: 'termin_service',
        context: 'concrete_calculator',
        priority: 'high',
        calculation_data: {
          quoteId: id,
          quoteNumber: calculation.quote_number,
          calculationType: 'concrete',
          inputs: { stepCount: 10, stepWidth: 100, stepDepth: 30 },
          totals: { massivholz: 390, fertigparkett: 300 },
        },
      });
      expect(
        await t.db.query('SELECT kind FROM conversion_events WHERE reference_id = $1', [lead.id]),
      ).toEqual([{ kind: 'phone' }]);
      await t.app.get(BackgroundTasks).idle();
      const mail = t.app.get<Queue>(getQueueToken('mail'), { strict: false });
      expect((await mail.getJob(`phone-lead-${lead.id as string}`))?.data).toEqual({
        kind: 'phone-lead',
        id: lead.id,
      });

      const $ = parsePage(
        (
          await request(t.server)
            .get(res.headers.location ?? '')
            .expect(200)
        ).text,
      );
      expect($('[role="status"]').text().trim()).toBe(LEAD_MESSAGES.phoneStored);
    });

    it('an invalid post: 400, the result page with the messages under the service choice and the phone, the phone kept', async () => {
      const id = await calculate(FORM_ACTIONS.renovationCalculation, {
        stepCount: '8',
        stepWidth: '90',
        condition: 'good',
      });
      const before = await t.db.query('SELECT count(*)::int AS n FROM phone_leads');
      const res = await postForm(t.server, FORM_ACTIONS.phoneService, {
        calculationId: id,
        phone: '12<b>',
      }).expect(400);
      const $ = parsePage(res.text);
      expect($('h1').text()).toBe('Ihr Kostenvoranschlag');
      expect(fieldOnPage($, 'phone-service-phone')).toEqual({
        value: '12<b>',
        invalid: 'true',
        describedBy: [LEAD_MESSAGES.phoneInvalid],
        label: 'Ihre Telefonnummer',
      });
      const service = fieldOnPage($, 'phone-service-service');
      expect(service.invalid).toBe('true');
      expect(service.describedBy).toEqual([
        'Persönliche Beratung per WhatsApp – Antwort innerhalb von 2 Stunden',
        LEAD_MESSAGES.serviceRequired,
      ]);
      expect(errorSummaryOf($)).toEqual([
        { href: '#phone-service-service', text: `Service wählen: ${LEAD_MESSAGES.serviceRequired}` },
        { href: '#phone-service-phone', text: `Ihre Telefonnummer: ${LEAD_MESSAGES.phoneInvalid}` },
      ]);
      // The other form of the page is untouched.
      expect(fieldOnPage($, 'detailed-quote-phone')).toMatchObject({ value: '', invalid: undefined });
      expect(await t.db.query('SELECT count(*)::int AS n FROM phone_leads')).toEqual(before);

      const chosen = parsePage(
        (
          await postForm(t.server, FORM_ACTIONS.phoneService, {
            calculationId: id,
            service: 'preis_alarm',
            phone: '',
          }).expect(400)
        ).text,
      );
      expect(chosen('input[name="service"][checked]').attr('value')).toBe('preis_alarm');
      expect(fieldOnPage(chosen, 'phone-service-phone').describedBy).toEqual([LEAD_MESSAGES.phoneRequired]);
    });

    it('an unknown or malformed calculation id is a 404 page and stores nothing', async () => {
      for (const calculationId of [UNKNOWN_ID, 'x', '']) {
        const res = await postForm(t.server, FORM_ACTIONS.phoneService, {
          calculationId,
          service: 'termin_service',
          phone: '0664 1234567',
        }).expect(404);
        expect(textOf(parsePage(res.text))).toContain('Dieser Kostenvoranschlag wurde nicht gefunden.');
      }
      expect(
        await t.db.query('SELECT id FROM phone_leads WHERE customer_phone = $1', ['0664 1234567']),
      ).toEqual([]);
    });
  });

  describe('detailed quote of a result', () => {
    it('stores the quote request linked to the calculation, queues the e-mail and leads back with the server’s message', async () => {
      const id = await calculate(FORM_ACTIONS.renovationCalculation, {
        stepCount: '8',
        stepWidth: '90',
        condition: 'poor',
      });
      const [calculation] = await t.db.query('SELECT quote_number FROM calculations WHERE id = $1', [id]);
      const res = await postForm(t.server, FORM_ACTIONS.detailedQuote, {
        calculationId: id,
        phone: '0664 7654321',
        calculationType: 'concrete',
      }).expect(303);
      expect(res.headers.location).toBe(calculationResultPagePath('renovation', id, 'detailed-quote'));
      const [row] = await t.db.query(
        'SELECT id, phone, service, calculation_type, status, calculation_data FROM quote_requests WHERE phone = $1',
        ['0664 7654321'],
      );
      expect(row).toEqual({
        id: expect.any(String),
        phone: '0664 7654321',
        service: 'detailliertes_angebot',
        calculation_type: 'renovation',
        status: 'pending',
        calculation_data: { quoteId: id, quoteNumber: calculation.quote_number },
      });
      await t.app.get(BackgroundTasks).idle();
      const [queued] = await t.db.query('SELECT notification_queued_at FROM quote_requests WHERE id = $1', [
        row.id,
      ]);
      expect(queued.notification_queued_at).toBeInstanceOf(Date);

      const $ = parsePage(
        (
          await request(t.server)
            .get(res.headers.location ?? '')
            .expect(200)
        ).text,
      );
      expect($('[role="status"]').text().trim()).toBe(LEAD_MESSAGES.detailedQuoteStored);
    });

    it('without a phone: 400 with the message under the phone field', async () => {
      const id = await calculate(FORM_ACTIONS.concreteCalculation, {
        stepCount: '3',
        stepWidth: '80',
        stepDepth: '28',
      });
      const $ = parsePage(
        (await postForm(t.server, FORM_ACTIONS.detailedQuote, { calculationId: id, phone: '  ' }).expect(400))
          .text,
      );
      expect(fieldOnPage($, 'detailed-quote-phone')).toEqual({
        value: '  ',
        invalid: 'true',
        describedBy: [LEAD_MESSAGES.phoneRequired],
        label: 'Telefonnummer',
      });
      expect(errorSummaryOf($)).toEqual([
        { href: '#detailed-quote-phone', text: `Telefonnummer: ${LEAD_MESSAGES.phoneRequired}` },
      ]);
    });
  });
});
