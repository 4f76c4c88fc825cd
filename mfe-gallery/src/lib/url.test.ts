import { isHttpUrl } from './url';

describe('isHttpUrl', () => {
  it('accepts only absolute http(s) URLs', () => {
    expect(isHttpUrl('https://example.at/projekt')).toBe(true);
    expect(isHttpUrl('http://example.at')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
    expect(isHttpUrl(null)).toBe(false);
  });
});
