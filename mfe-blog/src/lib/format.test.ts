import { articleDate, formatArticleDate, splitKeywords } from './format';

describe('formatting', () => {
  it('formats dates in de-AT', () => {
    expect(formatArticleDate('2026-03-12T10:00:00Z')).toBe('12. März 2026');
    // Austrian German says Jänner.
    expect(formatArticleDate('2026-01-05T10:00:00Z')).toMatch(/^5\. J(ä|a)nner 2026$/);
    expect(formatArticleDate('kein Datum')).toBe('');
    expect(formatArticleDate(null)).toBe('');
  });

  it('prefers the published date', () => {
    expect(articleDate({ publishedAt: 'p', createdAt: 'c' })).toBe('p');
    expect(articleDate({ publishedAt: null, createdAt: 'c' })).toBe('c');
  });

  it('splits keywords on comma plus space', () => {
    expect(splitKeywords('Treppe, Wien, Holztreppe')).toEqual(['Treppe', 'Wien', 'Holztreppe']);
    expect(splitKeywords('Treppe,Wien , , Treppe')).toEqual(['Treppe', 'Wien']);
    expect(splitKeywords('')).toEqual([]);
    expect(splitKeywords(null)).toEqual([]);
  });
});
