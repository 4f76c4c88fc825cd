import { articleSlug, slugifyTitle, viennaDate } from './slug';

describe('article slug', () => {
  it('follows the spec steps: lower case, drop other characters, hyphens, collapse, date', () => {
    expect(articleSlug('Treppen  Renovierung -- 2026!', new Date('2026-03-12T10:00:00Z'))).toBe(
      'treppen-renovierung-2026-2026-03-12',
    );
  });

  it('writes German letters out', () => {
    expect(slugifyTitle('Stufen für große Häuser: Öl & Lack')).toBe('stufen-fuer-grosse-haeuser-oel-lack');
  });

  it('trims hyphens at the ends', () => {
    expect(slugifyTitle(' - Holz - ')).toBe('holz');
  });

  it('uses the Vienna date', () => {
    // 23:30 UTC on 31 March is already 1 April in Vienna (summer time).
    expect(viennaDate(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
  });

  it('falls back to the date for a title without letters', () => {
    expect(articleSlug('!!!', new Date('2026-01-05T12:00:00Z'))).toBe('2026-01-05');
  });
});
