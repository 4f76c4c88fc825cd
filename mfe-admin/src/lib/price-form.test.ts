import { DEFAULT_PRICE_SETTINGS, PRICE_MAX, type PriceSettings } from '@stairs/contracts';
import {
  PRICE_SECTIONS,
  PRICE_VALIDATION_MESSAGES,
  formatPriceInput,
  isPriceFormDirty,
  parsePriceInput,
  toPriceFormValues,
  validatePriceForm,
} from './price-form';

describe('parsePriceInput', () => {
  it.each([
    ['85', 85],
    [' 45 ', 45],
    ['0', 0],
    ['85.5', 85.5],
    ['85,50', 85.5],
    ['12,05', 12.05],
    [String(PRICE_MAX), PRICE_MAX],
  ])('accepts %p as %p', (raw, value) => {
    expect(parsePriceInput(raw)).toEqual({ ok: true, value });
  });

  it('requires a value', () => {
    expect(parsePriceInput('')).toEqual({ ok: false, error: PRICE_VALIDATION_MESSAGES.required });
    expect(parsePriceInput('   ')).toEqual({ ok: false, error: PRICE_VALIDATION_MESSAGES.required });
  });

  it('rejects negative prices with their own message', () => {
    expect(parsePriceInput('-5')).toEqual({ ok: false, error: PRICE_VALIDATION_MESSAGES.negative });
    expect(parsePriceInput('- 5,5')).toEqual({ ok: false, error: PRICE_VALIDATION_MESSAGES.negative });
  });

  it.each(['abc', '1.000,00', '1e3', '85,', ',5', '85 €', 'NaN', 'Infinity', '0x10'])('rejects %p', (raw) => {
    expect(parsePriceInput(raw)).toEqual({ ok: false, error: PRICE_VALIDATION_MESSAGES.notANumber });
  });

  it('allows at most two decimals (the server computes in cents)', () => {
    expect(parsePriceInput('1,005')).toEqual({ ok: false, error: PRICE_VALIDATION_MESSAGES.tooManyDecimals });
  });

  it("rejects prices above the server's bound", () => {
    expect(parsePriceInput(String(PRICE_MAX + 1))).toEqual({
      ok: false,
      error: PRICE_VALIDATION_MESSAGES.tooLarge,
    });
    expect(PRICE_VALIDATION_MESSAGES.tooLarge).toBe('Der Preis darf höchstens 10000 € betragen.');
  });
});

describe('toPriceFormValues / formatPriceInput', () => {
  it('shows server prices with an Austrian decimal comma', () => {
    expect(formatPriceInput(85)).toBe('85');
    expect(formatPriceInput(85.5)).toBe('85,5');
    expect(formatPriceInput(Number.NaN)).toBe('');
  });

  it('fills every field of both sections', () => {
    const values = toPriceFormValues(DEFAULT_PRICE_SETTINGS);
    expect(values.concrete).toEqual({
      massivholzMaterial: '85',
      massivholzLabor: '45',
      fertigparkettMaterial: '65',
      fertigparkettLabor: '35',
    });
    expect(values.renovation).toEqual({
      sandingWork: '25',
      sandingFinish: '15',
      coveringMaterial: '75',
      coveringLabor: '40',
    });
  });

  it('has a label for every price of the contract', () => {
    expect(PRICE_SECTIONS.concrete.fields.map((f) => f.key).sort()).toEqual(
      Object.keys(DEFAULT_PRICE_SETTINGS.concrete).sort(),
    );
    expect(PRICE_SECTIONS.renovation.fields.map((f) => f.key).sort()).toEqual(
      Object.keys(DEFAULT_PRICE_SETTINGS.renovation).sort(),
    );
  });
});

describe('validatePriceForm', () => {
  const settings: PriceSettings = {
    concrete: {
      massivholzMaterial: 90,
      massivholzLabor: 47.5,
      fertigparkettMaterial: 65,
      fertigparkettLabor: 35,
    },
    renovation: { sandingWork: 25, sandingFinish: 15.25, coveringMaterial: 75, coveringLabor: 40 },
  };

  it('round-trips server settings into the full POST body', () => {
    expect(validatePriceForm(toPriceFormValues(settings))).toEqual({
      valid: true,
      settings,
      errors: { concrete: {}, renovation: {} },
    });
  });

  it('reports each invalid field and yields no settings', () => {
    const values = toPriceFormValues(settings);
    values.concrete.massivholzLabor = '';
    values.renovation.coveringLabor = 'viel';
    const result = validatePriceForm(values);
    expect(result.valid).toBe(false);
    expect(result.settings).toBeNull();
    expect(result.errors).toEqual({
      concrete: { massivholzLabor: PRICE_VALIDATION_MESSAGES.required },
      renovation: { coveringLabor: PRICE_VALIDATION_MESSAGES.notANumber },
    });
  });
});

describe('isPriceFormDirty', () => {
  it('compares parsed numbers, not texts', () => {
    const values = toPriceFormValues(DEFAULT_PRICE_SETTINGS);
    expect(isPriceFormDirty(values, DEFAULT_PRICE_SETTINGS)).toBe(false);
    values.concrete.massivholzMaterial = '85,00';
    expect(isPriceFormDirty(values, DEFAULT_PRICE_SETTINGS)).toBe(false);
    values.renovation.sandingWork = '26';
    expect(isPriceFormDirty(values, DEFAULT_PRICE_SETTINGS)).toBe(true);
  });

  it('counts invalid input as a change', () => {
    const values = toPriceFormValues(DEFAULT_PRICE_SETTINGS);
    values.concrete.fertigparkettLabor = '';
    expect(isPriceFormDirty(values, DEFAULT_PRICE_SETTINGS)).toBe(true);
  });
});
