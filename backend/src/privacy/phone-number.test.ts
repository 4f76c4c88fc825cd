import { emailMatchKey } from './email-address';
import { normalizePhone, phoneMatchKey } from './phone-number';

describe('normalizePhone', () => {
  it('writes one Austrian mobile number the same way however it was typed', () => {
    const same = [
      '+43 664 123 45 67',
      '0043 664 1234567',
      '0664/123 45-67',
      '(0664) 1234567',
      '+43 (0) 664 1234567',
      '+43(0)664-123 45 67',
      ' 0664 123 4567 ',
    ];
    expect(new Set(same.map(normalizePhone))).toEqual(new Set(['06641234567']));
  });

  it('writes one Vienna landline the same way however it was typed', () => {
    const same = ['+43 1 234 56 78', '0043 1 2345678', '01/234 56 78', '01 2345678', '+43 (0)1 234-5678'];
    expect(new Set(same.map(normalizePhone))).toEqual(new Set(['012345678']));
  });

  it('keeps other numbers apart', () => {
    expect(normalizePhone('+49 664 1234567')).not.toBe(normalizePhone('0664 1234567'));
    expect(normalizePhone('0664 1234568')).not.toBe(normalizePhone('0664 1234567'));
    expect(normalizePhone('01 2345678')).not.toBe(normalizePhone('0664 2345678'));
  });

  it('writes a foreign number the same way with + or 00', () => {
    expect(normalizePhone('+49 30 1234567')).toBe(normalizePhone('0049 30 1234567'));
    expect(normalizePhone('+49 30 1234567')).toBe('0049301234567');
  });
});

describe('match keys', () => {
  it('match nobody by a number too short to name a person', () => {
    expect(phoneMatchKey('0')).toBeNull();
    expect(phoneMatchKey('12-34')).toBeNull();
    expect(phoneMatchKey(null)).toBeNull();
    expect(phoneMatchKey('0664 1234567')).toBe('06641234567');
  });

  it('compare e-mail addresses trimmed and lower-case, gmail dots and +tags kept apart', () => {
    expect(emailMatchKey('  Maria.Muster@Example.AT ')).toBe('maria.muster@example.at');
    expect(emailMatchKey('maria.muster@gmail.com')).not.toBe(emailMatchKey('mariamuster@gmail.com'));
    expect(emailMatchKey('maria+stiege@gmail.com')).not.toBe(emailMatchKey('maria@gmail.com'));
    expect(emailMatchKey('')).toBeNull();
  });
});
