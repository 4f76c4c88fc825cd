import fc from 'fast-check';
import {
  CONCRETE_FIELDS,
  type FieldErrors,
  RENOVATION_FIELDS,
  validateConcreteForm,
  validateRenovationForm,
  type ValidationResult,
} from '@stairs/contracts';
import { BadRequestException } from '@nestjs/common';
import { type ClassConstructor } from 'class-transformer';
import { ConcreteCalculationDto, RenovationCalculationDto } from './calculation.dto';
import { createValidationPipe } from '../common/validation';

/**
 * One rule for the calculators, wherever it runs: the page checks the visitor's raw text with the contracts'
 * validators, the API with the DTOs (the page server sends a form's non-empty fields as the JSON body and shows
 * the 400's field messages). For any text both must name the same fields with the same messages, and accept the
 * same numbers.
 */

/** What the visitor may type into a measurement: digits, separators, letters, spaces, signs and exponents. */
const typed = fc
  .array(fc.constantFrom(...'0123456789012345,.,. abcxe+-E\t'.split(''), '1e2', '0x', ' 5'), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));

/** Plausible measurements near the bounds, written as people write them. */
const measure = fc
  .tuple(fc.integer({ min: -5, max: 260 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom('', ',', '.'))
  .map(([whole, fraction, separator]) => (separator ? `${whole}${separator}${fraction}` : `${whole}`));

/** Digits beyond what a double holds ("1" and 400 zeros is Infinity to Number()). */
const huge = fc.integer({ min: 300, max: 420 }).map((length) => `1${'0'.repeat(length)}`);

const raw = fc.oneof(typed, measure, huge, fc.constantFrom('', ' ', 'abc', '3x', '1e2', '12', '95,5', '-0'));
const condition = fc.oneof(raw, fc.constantFrom('good', 'fair', 'poor', ' good ', 'Good', 'mittel', ''));

const pipe = createValidationPipe();

async function dtoOutcome<F extends string>(
  dto: ClassConstructor<object>,
  fields: readonly F[],
  values: Record<F, string>,
): Promise<{ errors: FieldErrors<F> } | { input: Record<string, unknown> }> {
  const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  try {
    const dtoValue = (await pipe.transform(body, { type: 'body', metatype: dto })) as Record<F, unknown>;
    return { input: Object.fromEntries(fields.map((field) => [field, dtoValue[field]])) };
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return { errors: (error.getResponse() as { fields: FieldErrors<F> }).fields };
  }
}

function contractsOutcome<F extends string>(
  result: ValidationResult<object, F>,
): { errors: FieldErrors<F> } | { input: Record<string, unknown> } {
  return result.ok ? { input: { ...result.input } } : { errors: result.fieldErrors };
}

describe('calculator rules: contracts (the page) and DTOs (the API) agree on every raw text', () => {
  it('concrete: same field messages, same accepted numbers', async () => {
    await fc.assert(
      fc.asyncProperty(raw, raw, raw, async (stepCount, stepWidth, stepDepth) => {
        const values = { stepCount, stepWidth, stepDepth };
        expect(await dtoOutcome(ConcreteCalculationDto, CONCRETE_FIELDS, values)).toEqual(
          contractsOutcome(validateConcreteForm(values)),
        );
      }),
      { numRuns: 1500 },
    );
  });

  it('renovation: same field messages, same accepted numbers and condition', async () => {
    await fc.assert(
      fc.asyncProperty(raw, raw, condition, async (stepCount, stepWidth, conditionText) => {
        const values = { stepCount, stepWidth, condition: conditionText };
        expect(await dtoOutcome(RenovationCalculationDto, RENOVATION_FIELDS, values)).toEqual(
          contractsOutcome(validateRenovationForm(values)),
        );
      }),
      { numRuns: 1500 },
    );
  });

  it.each(['abc', '3x', '1e2', '0x10', '1.000,5'])(
    '%p is not a number for either side: the number message under that field',
    async (text) => {
      const values = { stepCount: '10', stepWidth: text, stepDepth: '30' };
      expect(validateConcreteForm(values)).toMatchObject({
        ok: false,
        fieldErrors: { stepWidth: 'Bitte geben Sie eine Zahl ein, z. B. 12 oder 95,5.' },
      });
      expect(await dtoOutcome(ConcreteCalculationDto, CONCRETE_FIELDS, values)).toEqual({
        errors: { stepWidth: 'Bitte geben Sie eine Zahl ein, z. B. 12 oder 95,5.' },
      });
    },
  );
});
