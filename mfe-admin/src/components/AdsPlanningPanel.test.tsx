import { CONVERSION_VALUES } from '@stairs/site';
import { renderPage, textOf } from '@stairs/site/testing';
import { formatWholeEuros } from '../lib/ads-plan';
import { AdsPlanningPanel } from './AdsPlanningPanel';

describe('the Google Ads panel', () => {
  const text = textOf(renderPage(<AdsPlanningPanel />)).replace(/\u00a0/g, ' ');

  it('calls its figures planning values and shows beside each the value the site sends', () => {
    expect(text).toContain('Planungswerte für die Kampagnen');
    expect(text).toContain('Conversion-Werte');
    expect(text).toContain('Geplant Gesendet');
    for (const [label, planned, kind] of [
      ['Kostenvoranschlag', 50, 'calculation'],
      ['Kontaktformular', 75, 'contact'],
      ['Telefonnummer', 40, 'phone'],
      ['WhatsApp', 35, 'whatsapp'],
    ] as const) {
      const sent = formatWholeEuros(CONVERSION_VALUES[kind]).replace(/\u00a0/g, ' ');
      expect(text).toContain(`${label} € ${planned} ${sent}`);
    }
    expect(text).toContain('Kostenvoranschlag € 50 € 10');
  });
});
