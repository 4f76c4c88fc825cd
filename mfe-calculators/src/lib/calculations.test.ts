import { describe, expect, it } from '@jest/globals';
import { GALLERY_PREVIEW_LIMIT, selectGalleryPreview } from './gallery';
import { calculationInputSummary, RESULT_TEXTS, type GalleryImage } from '@stairs/contracts';
import { calculationTotals, quoteDocumentUrl, type AnyCalculation } from './calculations';
import { PHONE_SERVICE_OPTIONS } from './phone-services';

const concrete: AnyCalculation = {
  type: 'concrete',
  input: { stepCount: 10, stepWidth: 100, stepDepth: 30 },
  result: {
    id: 'abc/1',
    quoteNumber: 'KV-2026-000042',
    massivholz: { materialCost: 255, laborCost: 135, total: 390 },
    fertigparkett: { materialCost: 195, laborCost: 105, total: 300 },
  },
};

const renovation: AnyCalculation = {
  type: 'renovation',
  input: { stepCount: 1, stepWidth: 82.5, condition: 'fair' },
  result: {
    id: 'r-1',
    quoteNumber: 'KV-2026-000043',
    sanding: { work: 1, finish: 2, total: 3, recommendation: '' },
    covering: { material: 4, labor: 5, total: 9, recommendation: '' },
    recommendedOption: 'covering',
  },
};

describe('quoteDocumentUrl', () => {
  it('points at the document of the calculation type, with the id escaped', () => {
    expect(quoteDocumentUrl(concrete)).toBe('/api/concrete-html/abc%2F1');
    expect(quoteDocumentUrl(renovation)).toBe('/api/renovation-html/r-1');
  });
});

describe('calculationTotals', () => {
  it('reads the totals the server computed', () => {
    expect(calculationTotals(concrete)).toEqual({ massivholz: 390, fertigparkett: 300 });
    expect(calculationTotals(renovation)).toEqual({ sanding: 3, covering: 9 });
  });
});

describe('calculationInputSummary', () => {
  it('describes the inputs in German', () => {
    expect(calculationInputSummary(concrete)).toBe('10 Stufen · 100 cm breit · 30 cm tief');
    expect(calculationInputSummary(renovation)).toBe('1 Stufe · 82,5 cm breit · Zustand: Mittel');
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
  const image = (id: number, overrides: Partial<GalleryImage> = {}): GalleryImage => ({
    id: String(id),
    galleryNumber: `G-${String(id).padStart(3, '0')}`,
    title: `Bild ${id}`,
    description: null,
    category: 'fertiges_projekt',
    imageUrl: `/objects/${id}.webp`,
    thumbnailUrl: null,
    externalUrl: null,
    beforeImageUrl: null,
    afterImageUrl: null,
    isBeforeAfter: false,
    isActive: true,
    sortOrder: id,
    showOnHomepage: false,
    homepageOrder: null,
    ...overrides,
  });

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
    expect(selectGalleryPreview(images).map((item) => item.id)).toEqual(['1', '4', '5', '6', '7', '8']);
    expect(GALLERY_PREVIEW_LIMIT).toBe(6);
  });

  it('gives the empty state for anything that is not a list', () => {
    expect(selectGalleryPreview(undefined)).toEqual([]);
    expect(selectGalleryPreview('<html>')).toEqual([]);
    expect(selectGalleryPreview({ images: [] })).toEqual([]);
  });
});
