import { type TransformFnParams } from 'class-transformer';
import { toNumberIfNumeric, trimString } from './validation';

const t = (value: unknown) => ({ value }) as TransformFnParams;

describe('form value transforms', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 95,5 ', 95.5],
    ['95.5', 95.5],
    ['-3', -3],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
    ['12abc', '12abc'],
    ['1e3', '1e3'],
    ['0x10', '0x10'],
    [true, true],
  ])('toNumberIfNumeric(%p) → %p', (input, output) => {
    expect(toNumberIfNumeric(t(input))).toEqual(output);
  });

  it('trimString trims strings and leaves other values', () => {
    expect(trimString(t('  a b '))).toBe('a b');
    expect(trimString(t(null))).toBeUndefined();
    expect(trimString(t(5))).toBe(5);
  });
});
