import { describe, expect, it } from '@jest/globals';
import { GALLERY_PREVIEW_LIMIT, selectGalleryPreview } from './gallery';
import { calculationInputSummary, calculationTotals, RESULT_TEXTS } from '@stairs/contracts';
import { galleryImage as image } from '@stairs/site/testing';
import { concreteCalculation as concrete, renovationCalculation as renovation } from './calculation-fixtures';
import { quoteDocumentUrl } from './calculations';
import { PHONE_SERVICE_OPTIONS } from './phone-services';

describe('quoteDocumentUrl', () => {
  it('points at the document of the calculation type, with the id escaped', () => {
    const escaped = { ...concrete, result: { ...concrete.result, id: 'abc/1' } };
    expect(quoteDocumentUrl(escaped)).toBe('/api/concrete-html/abc%2F1');
    expect(quoteDocumentUrl(renovation)).toBe('/api/renovation-html/r-1');
  });
});

describe('calculationTotals', () => {
  it('reads the totals the server computed', () => {
    expect(calculationTotals(concrete)).toEqual({ massivholz: 390, fertigparkett: 300 });
    expect(calculationTotals(renovation)).toEqual({ sanding: 178.2, covering: 372.6 });
  });
});

describe('calculationInputSummary', () => {
  it('describes the inputs in German', () => {
    expect(calculationInputSummary(concrete)).toBe('10 Stufen · 100 cm breit · 30 cm tief');
    expect(calculationInputSummary(renovation)).toBe('12 Stufen · 90 cm breit · Zustand: Schlecht');
    const oneStep = { ...renovation, input: { stepCount: 1, stepWidth: 82.5, condition: 'fair' as const } };
    expect(calculationInputSummary(oneStep)).toBe('1 Stufe · 82,5 cm breit · Zustand: Mittel');
  });
});

describe('the price note', () => {
  it('states VAT and that the quote is non-binding', () => {
    expect(RESULT_TEXTS.priceNote).toContain('inkl. 20 % USt.');
    expect(RESULT_TEXTS.priceNote).toContain('Unverbindlicher Kostenvoranschlag');
  });
});

describe('PHONE_SERVICE_OPTIONS', () => {
  it('offers the four services in the spec order with their promises', () => {
    expect(PHONE_SERVICE_OPTIONS.map((option) => option.value)).toEqual([
      'whatsapp_beratung',
      'preis_alarm',
      'pdf_download',
      'termin_service',
    ]);
    expect(PHONE_SERVICE_OPTIONS[0]).toMatchObject({ title: 'WhatsApp-Beratung' });
    expect(PHONE_SERVICE_OPTIONS[0]?.description).toContain('Antwort innerhalb von 2 Stunden');
    expect(PHONE_SERVICE_OPTIONS[1]).toMatchObject({ title: 'Preis-Alarm per SMS' });
    expect(PHONE_SERVICE_OPTIONS[1]?.description).toContain('bis zu 15 % sparen');
    expect(PHONE_SERVICE_OPTIONS[2]).toMatchObject({ title: 'PDF-Angebot' });
    expect(PHONE_SERVICE_OPTIONS[3]).toMatchObject({ title: 'Termin-Service' });
  });
});

describe('selectGalleryPreview', () => {
  it('keeps at most six active images with a URL, in sort order', () => {
    const images = [
      image(9),
      image(2, { isActive: false }),
      image(3, { imageUrl: '' }),
      image(1),
      image(8),
      image(7),
      image(6),
      image(5),
      image(4),
    ];
    expect(selectGalleryPreview(images).map((item) => item.id)).toEqual([
      'id-1',
      'id-4',
      'id-5',
      'id-6',
      'id-7',
      'id-8',
    ]);
    expect(GALLERY_PREVIEW_LIMIT).toBe(6);
  });

  it('gives the empty state for anything that is not a list', () => {
    expect(selectGalleryPreview(undefined)).toEqual([]);
    expect(selectGalleryPreview('<html>')).toEqual([]);
    expect(selectGalleryPreview({ images: [] })).toEqual([]);
  });
});
