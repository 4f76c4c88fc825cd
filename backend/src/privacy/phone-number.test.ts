import { normalizePhone } from './phone-number';

describe('normalizePhone', () => {
  it('writes one Austrian number the same way however it was typed', () => {
    const same = ['+43 664 123 45 67', '0043 664 1234567', '0664/123 45-67', '(0664) 1234567'];
    expect(new Set(same.map(normalizePhone))).toEqual(new Set(['06641234567']));
  });

  it('keeps other numbers apart', () => {
    expect(normalizePhone('+49 664 1234567')).not.toBe(normalizePhone('0664 1234567'));
    expect(normalizePhone('0664 1234568')).not.toBe(normalizePhone('0664 1234567'));
  });
});
