import { countWords, formatReadingTime, readingTimeMinutes } from './reading-time';

describe('reading time', () => {
  it('counts words separated by any whitespace', () => {
    expect(countWords('  Eine  Treppe\naus\tHolz ')).toBe(4);
    expect(countWords('')).toBe(0);
    expect(countWords(null)).toBe(0);
  });

  it('divides by 200 and rounds up', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'Wort').join(' ');
    expect(readingTimeMinutes(words(1))).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });

  it('shows at least one minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
  });

  it('formats in German', () => {
    expect(formatReadingTime(3)).toBe('3 Min. Lesezeit');
  });
});
