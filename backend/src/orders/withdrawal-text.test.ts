import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { withdrawalInstructions } from './withdrawal-text';

const site = loadConfig({ NODE_ENV: 'test' }).site;

describe('the withdrawal instructions of the Auftragsbestätigung', () => {
  it('are the text of docs/legal/withdrawal.md (the one under legal review), its placeholders filled', () => {
    const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'legal', 'withdrawal.md'), 'utf8');
    expect(doc).toContain('vor Veröffentlichung rechtlich prüfen lassen');
    const { street, postalCode, city, country } = site.address;
    const text = doc
      .slice(doc.indexOf('WIDERRUFSBELEHRUNG'), doc.lastIndexOf('```'))
      .trim()
      .replaceAll('<Firma>', site.companyName)
      .replaceAll('<Straße>', street)
      .replaceAll('<PLZ>', postalCode)
      .replaceAll('<Ort>', city)
      .replaceAll('<Land>', country)
      .replaceAll('<E-Mail>', site.email)
      .replaceAll('<Telefon>', site.phoneDisplay);
    expect(withdrawalInstructions(site)).toBe(text);
  });
});
