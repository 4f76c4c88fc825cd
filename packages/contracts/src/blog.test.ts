import { articleSlug, slugifyTitle, viennaDate } from './blog';

describe('the slug of a new article (docs/product.md §5, umlauts written out)', () => {
  const day = new Date('2026-11-24T10:00:00Z');

  it('lower-cases, drops punctuation, joins words with single hyphens and appends the date', () => {
    expect(articleSlug('Treppe renovieren: Was kostet das?', day)).toBe(
      'treppe-renovieren-was-kostet-das-2026-11-24',
    );
    expect(slugifyTitle('  Eiche   --  Nuss  ')).toBe('eiche-nuss');
    expect(slugifyTitle('Stufen -- mit---Bindestrichen')).toBe('stufen-mit-bindestrichen');
    expect(slugifyTitle('100% Holz & 5 Tipps!')).toBe('100-holz-5-tipps');
  });

  it('writes out ä, ö, ü and ß (upper case too) instead of dropping them', () => {
    expect(slugifyTitle('Größe für Übergänge')).toBe('groesse-fuer-uebergaenge');
    expect(slugifyTitle('ÄÖÜ')).toBe('aeoeue');
  });

  it('a title without usable letters gives the date alone; the date is Vienna’s', () => {
    expect(articleSlug('!!!', day)).toBe('2026-11-24');
    // 23:30 UTC on the 24th is already the 25th in Vienna.
    expect(viennaDate(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  });
});
