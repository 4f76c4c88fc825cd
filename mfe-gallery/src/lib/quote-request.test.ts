import { EMPTY_QUOTE_FORM, QUOTE_REQUIRED_FIELDS_MESSAGE, buildQuoteRequest } from './quote-request';

describe('price-check form', () => {
  it('requires name, e-mail and service', () => {
    const result = buildQuoteRequest('G-071', EMPTY_QUOTE_FORM);
    expect(result).toEqual({
      ok: false,
      message: QUOTE_REQUIRED_FIELDS_MESSAGE,
      missing: ['name', 'email', 'service'],
    });
    expect(QUOTE_REQUIRED_FIELDS_MESSAGE).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
  });

  it('treats blank fields and unknown services as missing', () => {
    const result = buildQuoteRequest('G-071', {
      ...EMPTY_QUOTE_FORM,
      name: '  ',
      email: 'a@b.at',
      service: 'stairlift',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.missing).toEqual(['name', 'service']);
  });

  it('builds the request body with trimmed values and null for empty optional fields', () => {
    const result = buildQuoteRequest('G-071', {
      name: ' Anna Huber ',
      email: ' anna@example.at ',
      phone: ' ',
      service: 'renovation',
      message: '',
    });
    expect(result).toEqual({
      ok: true,
      body: {
        galleryNumber: 'G-071',
        customerName: 'Anna Huber',
        customerEmail: 'anna@example.at',
        customerPhone: null,
        requestedService: 'renovation',
        message: null,
      },
    });
  });

  it('keeps phone and message when given', () => {
    const result = buildQuoteRequest('G-005', {
      name: 'Max',
      email: 'max',
      phone: '+43 660 1234567',
      service: 'custom',
      message: '12 Stufen',
    });
    expect(result.ok && result.body).toMatchObject({
      customerPhone: '+43 660 1234567',
      message: '12 Stufen',
    });
  });
});
