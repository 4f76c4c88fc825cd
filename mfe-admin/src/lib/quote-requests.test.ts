import {
  QUOTE_REQUEST_STATUS_OPTIONS,
  calculationTypeLabel,
  galleryNumberFromCalculationData,
  isQuoteRequestStatus,
  parseCalculationData,
  quoteDocumentUrl,
  quoteIdFromCalculationData,
  quoteNumberFromCalculationData,
  quoteRequestStatusLabel,
  quoteServiceLabel,
} from './quote-requests';

describe('status labels', () => {
  it('offers the three statuses with the spec labels, in order', () => {
    expect(QUOTE_REQUEST_STATUS_OPTIONS).toEqual([
      { value: 'pending', label: 'Wartend' },
      { value: 'contacted', label: 'Kontaktiert' },
      { value: 'completed', label: 'Abgeschlossen' },
    ]);
  });

  it('labels known statuses and shows unknown ones as they are', () => {
    expect(quoteRequestStatusLabel('pending')).toBe('Wartend');
    expect(quoteRequestStatusLabel('contacted')).toBe('Kontaktiert');
    expect(quoteRequestStatusLabel('completed')).toBe('Abgeschlossen');
    expect(quoteRequestStatusLabel('archived')).toBe('archived');
  });

  it('recognises only the three statuses', () => {
    expect(isQuoteRequestStatus('completed')).toBe(true);
    expect(isQuoteRequestStatus('Abgeschlossen')).toBe(false);
    expect(isQuoteRequestStatus(undefined)).toBe(false);
  });
});

describe('parseCalculationData', () => {
  it('parses a JSON object', () => {
    expect(parseCalculationData('{"quoteId":"abc","stepCount":10}')).toEqual({
      quoteId: 'abc',
      stepCount: 10,
    });
  });

  it.each([null, undefined, '', '  ', 'not json', '[1,2]', '"text"', '42', 'null'])(
    'treats %p as absent',
    (raw) => {
      expect(parseCalculationData(raw)).toBeNull();
    },
  );
});

describe('quoteIdFromCalculationData', () => {
  it('reads a string or numeric quoteId', () => {
    expect(quoteIdFromCalculationData('{"quoteId":"7f1c2a9e-0000-4000-8000-000000000001"}')).toBe(
      '7f1c2a9e-0000-4000-8000-000000000001',
    );
    expect(quoteIdFromCalculationData('{"quoteId":42}')).toBe('42');
    expect(quoteIdFromCalculationData('{"quoteId":" abc "}')).toBe('abc');
  });

  it('ignores missing, empty or odd values', () => {
    expect(quoteIdFromCalculationData('{"galleryNumber":"G-071"}')).toBeNull();
    expect(quoteIdFromCalculationData('{"quoteId":""}')).toBeNull();
    expect(quoteIdFromCalculationData('{"quoteId":{"id":1}}')).toBeNull();
    expect(quoteIdFromCalculationData('{"quoteId":null}')).toBeNull();
    expect(quoteIdFromCalculationData('broken{')).toBeNull();
  });

  it('reads the gallery and quote numbers', () => {
    expect(galleryNumberFromCalculationData('{"galleryNumber":"G-071"}')).toBe('G-071');
    expect(quoteNumberFromCalculationData('{"quoteNumber":"KV-2026-000042"}')).toBe('KV-2026-000042');
    expect(galleryNumberFromCalculationData(null)).toBeNull();
  });
});

describe('quoteDocumentUrl', () => {
  it('builds /api/{type}-html/quote/{quoteId}', () => {
    expect(quoteDocumentUrl({ calculationType: 'concrete', calculationData: '{"quoteId":"abc-1"}' })).toBe(
      '/api/concrete-html/quote/abc-1',
    );
    expect(quoteDocumentUrl({ calculationType: 'renovation', calculationData: '{"quoteId":7}' })).toBe(
      '/api/renovation-html/quote/7',
    );
  });

  it('encodes the id so it stays one path segment', () => {
    expect(
      quoteDocumentUrl({ calculationType: 'concrete', calculationData: '{"quoteId":"../admin/x?y"}' }),
    ).toBe('/api/concrete-html/quote/..%2Fadmin%2Fx%3Fy');
  });

  it('is null without a known type or a quoteId', () => {
    expect(quoteDocumentUrl({ calculationType: null, calculationData: '{"quoteId":"abc"}' })).toBeNull();
    expect(quoteDocumentUrl({ calculationType: 'admin', calculationData: '{"quoteId":"abc"}' })).toBeNull();
    expect(quoteDocumentUrl({ calculationType: 'concrete', calculationData: null })).toBeNull();
    expect(
      quoteDocumentUrl({ calculationType: 'concrete', calculationData: '{"galleryNumber":"G-071"}' }),
    ).toBeNull();
  });
});

describe('labels', () => {
  it('names calculation types and services in German', () => {
    expect(calculationTypeLabel('concrete')).toBe('Betonstufen verkleiden');
    expect(calculationTypeLabel('renovation')).toBe('Treppe renovieren');
    expect(calculationTypeLabel(null)).toBe('–');
    expect(calculationTypeLabel('custom')).toBe('custom');
    expect(quoteServiceLabel('detailliertes_angebot')).toBe('Detailliertes Angebot');
    expect(quoteServiceLabel('custom')).toBe('Individuelle Lösung');
    expect(quoteServiceLabel('etwas_neues')).toBe('etwas_neues');
  });
});
