import { type SiteConfig } from '@stairs/contracts';

import { type ConcreteQuoteDocumentData, type RenovationQuoteDocumentData } from './quote-document.types';

/**
 * Fixed sample quotes for tests and the PDF benchmark (bench/pdf-render.mjs loads them from dist). The figures
 * follow docs/decisions.md with the default prices: 10 steps × 100 cm × 30 cm = 3 m².
 */
export const SAMPLE_SITE_CONFIG: SiteConfig = {
  companyName: 'Musterstiegen Wien GmbH',
  tagline: 'Treppen, die bleiben.',
  phone: '+4312345678',
  phoneDisplay: '+43 1 234 56 78',
  whatsappNumber: '4312345678',
  email: 'office@musterstiegen.example',
  address: { street: 'Musterstraße 1', postalCode: '1010', city: 'Wien', country: 'Österreich' },
  vatNumber: 'ATU00000000',
  openingHours: 'Mo–Fr 8–17 Uhr',
  serviceArea: 'Wien und Umgebung',
  mainSiteUrl: 'https://musterstiegen.example',
  newStairsUrl: 'https://neue-stiegen.example',
  impressumUrl: 'https://musterstiegen.example/impressum',
  datenschutzUrl: 'https://musterstiegen.example/datenschutz',
  publicUrl: 'https://musterstiegen.example',
  ads: {
    conversionId: '',
    conversionLabels: { phone: '', contact: '', calculation: '', whatsapp: '', order: '' },
  },
};

export function sampleConcreteQuote(
  overrides: Partial<ConcreteQuoteDocumentData> = {},
): ConcreteQuoteDocumentData {
  return {
    type: 'concrete',
    calculationId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    quoteNumber: 'KV-2026-000042',
    createdAt: new Date('2026-03-10T09:15:00Z'),
    inputs: { stepCount: 10, stepWidth: 100, stepDepth: 30 },
    areaM2: 3,
    options: {
      massivholz: { materialCost: 25_500, laborCost: 13_500, total: 39_000 },
      fertigparkett: { materialCost: 19_500, laborCost: 10_500, total: 30_000 },
    },
    prices: {
      massivholzMaterial: 85,
      massivholzLabor: 45,
      fertigparkettMaterial: 65,
      fertigparkettLabor: 35,
    },
    site: SAMPLE_SITE_CONFIG,
    ...overrides,
  };
}

export function sampleRenovationQuote(
  overrides: Partial<RenovationQuoteDocumentData> = {},
): RenovationQuoteDocumentData {
  return {
    type: 'renovation',
    calculationId: '7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c0d',
    quoteNumber: 'KV-2026-000043',
    createdAt: new Date('2026-03-10T09:20:00Z'),
    inputs: { stepCount: 10, stepWidth: 100, condition: 'fair', standardDepth: 30 },
    areaM2: 3,
    options: {
      sanding: {
        work: 9_750,
        finish: 4_500,
        total: 14_250,
        recommendation: 'Beides ist möglich; für ein dauerhaftes Ergebnis empfehlen wir das Neubelegen.',
      },
      covering: {
        material: 22_500,
        labor: 12_000,
        total: 34_500,
        recommendation: 'Neu belegen sorgt für ein dauerhaftes, einheitliches Ergebnis.',
      },
    },
    recommendedOption: 'covering',
    prices: { sandingWork: 25, sandingFinish: 15, coveringMaterial: 75, coveringLabor: 40 },
    site: SAMPLE_SITE_CONFIG,
    ...overrides,
  };
}
