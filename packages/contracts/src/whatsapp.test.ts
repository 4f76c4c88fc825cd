import { concreteWhatsAppText, contactWhatsAppText, renovationWhatsAppText, whatsappUrl } from './whatsapp';

// Intl de-AT puts a no-break space between € and the amount.
const nbsp = '\u00a0';

describe('whatsappUrl', () => {
  it('keeps digits only and encodes the text', () => {
    expect(whatsappUrl('+43 660 123 45 67', 'Hallo & Grüß Gott?')).toBe(
      'https://wa.me/436601234567?text=Hallo%20%26%20Gr%C3%BC%C3%9F%20Gott%3F',
    );
  });
});

describe('WhatsApp texts', () => {
  it('greets for the contact button', () => {
    expect(contactWhatsAppText()).toMatch(/^Hallo! /);
  });

  it('lists the concrete inputs and both totals in de-AT format', () => {
    const text = concreteWhatsAppText(
      { stepCount: 10, stepWidth: 100, stepDepth: 30 },
      {
        id: 'c1',
        quoteNumber: 'KV-2026-000042',
        massivholz: { materialCost: 255, laborCost: 135, total: 390 },
        fertigparkett: { materialCost: 195, laborCost: 105, total: 1300.5 },
      },
    );
    expect(text).toContain('- Anzahl der Stufen: 10');
    expect(text).toContain('- Stufenbreite: 100 cm');
    expect(text).toContain('- Stufentiefe: 30 cm');
    expect(text).toContain(`- Massivholz: €${nbsp}390,00`);
    expect(text).toContain(`- Fertigparkett: €${nbsp}1.300,50`);
    expect(text).toContain('KV-2026-000042');
  });

  it('lists the renovation inputs, the German condition and both totals', () => {
    const text = renovationWhatsAppText(
      { stepCount: 12, stepWidth: 87.5, condition: 'fair' },
      {
        id: 'r1',
        quoteNumber: 'KV-2026-000043',
        sanding: { work: 100, finish: 50, total: 150, recommendation: '' },
        covering: { material: 200, labor: 100, total: 300, recommendation: '' },
        recommendedOption: 'covering',
      },
    );
    expect(text).toContain('- Anzahl der Stufen: 12');
    expect(text).toContain('- Treppenbreite: 87,5 cm');
    expect(text).toContain('- Zustand: Mittel');
    expect(text).toContain(`- Abschleifen & Lackieren: €${nbsp}150,00`);
    expect(text).toContain(`- Neu belegen: €${nbsp}300,00`);
  });
});
