import { describe, expect, it } from '@jest/globals';
import { CALCULATOR_MESSAGES } from '@stairs/contracts';
import {
  EMPTY_CONCRETE_VALUES,
  EMPTY_RENOVATION_VALUES,
  parseNumberInput,
  validateConcreteForm,
  validateRenovationForm,
} from './validation';

describe('parseNumberInput', () => {
  it('reads integers, decimals with point or Austrian comma, and trims', () => {
    expect(parseNumberInput('10')).toBe(10);
    expect(parseNumberInput(' 12.5 ')).toBe(12.5);
    expect(parseNumberInput('12,5')).toBe(12.5);
  });

  it('treats empty and unreadable text as missing', () => {
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('   ')).toBeNull();
    expect(parseNumberInput('abc')).toBeNull();
    expect(parseNumberInput('1e')).toBeNull();
  });
});

describe('validateConcreteForm', () => {
  it('turns complete input into the API body', () => {
    expect(validateConcreteForm({ stepCount: '10', stepWidth: '100', stepDepth: '30' })).toEqual({
      ok: true,
      input: { stepCount: 10, stepWidth: 100, stepDepth: 30 },
    });
  });

  it('requires all three values with the spec message, marking each empty field', () => {
    const outcome = validateConcreteForm({ ...EMPTY_CONCRETE_VALUES, stepCount: '10' });
    expect(outcome).toEqual({
      ok: false,
      message: 'Bitte füllen Sie alle Felder aus.',
      fieldErrors: {
        stepWidth: CALCULATOR_MESSAGES.allFieldsRequired,
        stepDepth: CALCULATOR_MESSAGES.allFieldsRequired,
      },
      firstInvalidField: 'stepWidth',
    });
  });

  it('leaves the bounds to the form attributes and the server (docs/product.md §5)', () => {
    expect(validateConcreteForm({ stepCount: '60', stepWidth: '20', stepDepth: '90' })).toEqual({
      ok: true,
      input: { stepCount: 60, stepWidth: 20, stepDepth: 90 },
    });
  });
});

describe('validateRenovationForm', () => {
  const valid = { stepCount: '12', stepWidth: '90', condition: 'fair' };

  it('turns complete input into the API body', () => {
    expect(validateRenovationForm(valid)).toEqual({
      ok: true,
      input: { stepCount: 12, stepWidth: 90, condition: 'fair' },
    });
  });

  it('accepts the bounds themselves', () => {
    for (const [stepCount, stepWidth] of [
      ['1', '50'],
      ['50', '200'],
    ] as const) {
      expect(validateRenovationForm({ stepCount, stepWidth, condition: 'good' }).ok).toBe(true);
    }
  });

  it('requires every field first', () => {
    const outcome = validateRenovationForm(EMPTY_RENOVATION_VALUES);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.message).toBe('Bitte füllen Sie alle Felder aus.');
    expect(outcome.fieldErrors).toEqual({
      stepCount: 'Bitte füllen Sie alle Felder aus.',
      stepWidth: 'Bitte füllen Sie alle Felder aus.',
      condition: 'Bitte füllen Sie alle Felder aus.',
    });
    expect(outcome.firstInvalidField).toBe('stepCount');
  });

  it('reports a missing condition even when the numbers are out of range', () => {
    const outcome = validateRenovationForm({ stepCount: '99', stepWidth: '90', condition: '' });
    expect(outcome).toMatchObject({
      ok: false,
      message: 'Bitte füllen Sie alle Felder aus.',
      fieldErrors: { condition: 'Bitte füllen Sie alle Felder aus.' },
    });
  });

  it.each(['0', '51', '2.5', '-3'])('rejects %s steps with the step-count message', (stepCount) => {
    expect(validateRenovationForm({ ...valid, stepCount })).toEqual({
      ok: false,
      message: 'Die Stufenanzahl muss zwischen 1 und 50 liegen.',
      fieldErrors: { stepCount: 'Die Stufenanzahl muss zwischen 1 und 50 liegen.' },
      firstInvalidField: 'stepCount',
    });
  });

  it.each(['49', '49,9', '201'])('rejects a width of %s cm with the width message', (stepWidth) => {
    expect(validateRenovationForm({ ...valid, stepWidth })).toEqual({
      ok: false,
      message: 'Die Breite muss zwischen 50 und 200 cm liegen.',
      fieldErrors: { stepWidth: 'Die Breite muss zwischen 50 und 200 cm liegen.' },
      firstInvalidField: 'stepWidth',
    });
  });

  it('shows both range messages inline and the first one in the toast', () => {
    const outcome = validateRenovationForm({ stepCount: '0', stepWidth: '300', condition: 'poor' });
    expect(outcome).toEqual({
      ok: false,
      message: 'Die Stufenanzahl muss zwischen 1 und 50 liegen.',
      fieldErrors: {
        stepCount: 'Die Stufenanzahl muss zwischen 1 und 50 liegen.',
        stepWidth: 'Die Breite muss zwischen 50 und 200 cm liegen.',
      },
      firstInvalidField: 'stepCount',
    });
  });

  it('rejects an unknown condition', () => {
    const outcome = validateRenovationForm({ ...valid, condition: 'excellent' });
    expect(outcome).toMatchObject({
      ok: false,
      fieldErrors: { condition: CALCULATOR_MESSAGES.conditionInvalid },
    });
  });
});
