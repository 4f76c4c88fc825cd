import { describe, expect, it } from '@jest/globals';
import { concreteCalculation as concrete, renovationCalculation as renovation } from './calculation-fixtures';
import {
  buildDetailedQuoteRequest,
  buildStorePhoneRequest,
  canActivatePhoneService,
  checkPhone,
  checkQuoteEmail,
} from './leads';

describe('checkPhone', () => {
  it('requires a number and trims it', () => {
    expect(checkPhone('  +43 660 1234567 ')).toEqual({ ok: true, phone: '+43 660 1234567' });
    expect(checkPhone('   ')).toEqual({ ok: false, message: 'Bitte geben Sie eine Telefonnummer ein.' });
    expect(checkPhone('')).toEqual({ ok: false, message: 'Bitte geben Sie eine Telefonnummer ein.' });
  });
});

describe('canActivatePhoneService', () => {
  it('needs both a service and a phone number', () => {
    expect(canActivatePhoneService(null, '+43 1 234')).toBe(false);
    expect(canActivatePhoneService('preis_alarm', '')).toBe(false);
    expect(canActivatePhoneService('preis_alarm', '   ')).toBe(false);
    expect(canActivatePhoneService('preis_alarm', '+43 1 234')).toBe(true);
  });
});

describe('buildStorePhoneRequest', () => {
  it('sends the concrete context with quote, inputs and totals', () => {
    expect(buildStorePhoneRequest(concrete, 'whatsapp_beratung', ' 0660 1234567 ')).toEqual({
      phone: '0660 1234567',
      service: 'whatsapp_beratung',
      context: 'concrete_calculator',
      calculationData: {
        quoteId: concrete.result.id,
        quoteNumber: 'KV-2026-000042',
        calculationType: 'concrete',
        inputs: { stepCount: 10, stepWidth: 100, stepDepth: 30 },
        totals: { massivholz: 390, fertigparkett: 300 },
      },
    });
  });

  it('sends the renovation context with the condition and both totals', () => {
    expect(buildStorePhoneRequest(renovation, 'termin_service', '0660 1')).toEqual({
      phone: '0660 1',
      service: 'termin_service',
      context: 'renovation_calculator',
      calculationData: {
        quoteId: renovation.result.id,
        quoteNumber: 'KV-2026-000043',
        calculationType: 'renovation',
        inputs: { stepCount: 12, stepWidth: 90, condition: 'poor' },
        totals: { sanding: 178.2, covering: 372.6 },
      },
    });
  });

  it('does not share the inputs object of the calculation', () => {
    const request = buildStorePhoneRequest(concrete, 'pdf_download', '1');
    expect(request.calculationData?.inputs).not.toBe(concrete.input);
  });
});

describe('buildDetailedQuoteRequest', () => {
  it('links the request to the calculation', () => {
    expect(buildDetailedQuoteRequest(renovation, '  +43 1 234 56 78  ')).toEqual({
      phone: '+43 1 234 56 78',
      service: 'detailliertes_angebot',
      calculationType: 'renovation',
      quoteId: renovation.result.id,
    });
  });
});

describe('checkQuoteEmail', () => {
  it('sends the trimmed address with the consent, for this calculation', () => {
    expect(checkQuoteEmail(concrete, ' maria@example.at ', true)).toEqual({
      ok: true,
      request: { calculationId: concrete.result.id, email: 'maria@example.at', contactConsent: true },
    });
  });

  it('says for each field what is missing: the address, an @, the consent', () => {
    expect(checkQuoteEmail(concrete, '  ', false)).toEqual({
      ok: false,
      errors: {
        email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
        contactConsent: 'Bitte stimmen Sie zu, dass wir Sie zu Ihrem Kostenvoranschlag kontaktieren dürfen.',
      },
    });
    expect(checkQuoteEmail(concrete, 'maria.example.at', true)).toEqual({
      ok: false,
      errors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    });
  });
});
