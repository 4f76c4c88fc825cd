import { formatBytes, formatEuro } from './format';

const nbsp = '\u00a0';

describe('formatEuro', () => {
  it('formats euros the Austrian way', () => {
    expect(formatEuro(390)).toBe(`€${nbsp}390,00`);
    expect(formatEuro(1234.5)).toBe(`€${nbsp}1.234,50`);
    expect(formatEuro(0)).toBe(`€${nbsp}0,00`);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1024 * 1024 * 2.345, '2,35 MB'],
    [10485760, '10 MB'],
    [1024 ** 3 * 1.5, '1,5 GB'],
    [1024 ** 4 * 2, '2\u00a0048 GB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
