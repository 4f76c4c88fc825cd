/**
 * The site's one de-AT formatting, used by the pages, the quote document, the admin and the operator e-mails,
 * so a figure reads the same everywhere: "€ 1.234,50" (Austrian currency order), "87,5 cm", "15.07.2026".
 * Dates are shown in Vienna time whatever the machine's time zone.
 */

/**
 * A formatter made on first use and kept. Making all eight at load cost 160 ms of a slow phone's main thread
 * on every page (locale and time-zone data), most of them never used there.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const numberFormat = (options: Intl.NumberFormatOptions) =>
  lazily(() => new Intl.NumberFormat('de-AT', options));
/** Day, month and year (plus `extra`) in `timeZone`; `locale` decides the order and separators. */
const dateFormat = (
  timeZone: string,
  day: '2-digit' | 'numeric',
  month: '2-digit' | 'long',
  extra: Intl.DateTimeFormatOptions = {},
  locale = 'de-AT',
) => lazily(() => new Intl.DateTimeFormat(locale, { timeZone, day, month, year: 'numeric', ...extra }));

const EURO = numberFormat({ style: 'currency', currency: 'EUR' });
/** Up to two decimals, none added: what the visitor typed (87.5 → "87,5", 100 → "100"). */
const DECIMAL = numberFormat({ maximumFractionDigits: 2 });
const AREA = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DATE = dateFormat('Europe/Vienna', '2-digit', '2-digit');
const LONG_DATE = dateFormat('Europe/Vienna', 'numeric', 'long');
const DATE_TIME = dateFormat('Europe/Vienna', '2-digit', '2-digit', { hour: '2-digit', minute: '2-digit' });
const VIENNA_DAY_PARTS = dateFormat('Europe/Vienna', '2-digit', '2-digit', {}, 'en-US');
const CALENDAR_DATE = dateFormat('UTC', '2-digit', '2-digit');

/** Euro amount as the API sends it (euros with two decimals). */
export function formatEuro(euros: number): string {
  return EURO().format(euros);
}

/** Integer cents, as the backend computes. */
export function formatCents(cents: number): string {
  return EURO().format(cents / 100);
}

/** A plain number with the decimals it has (at most two): 87.5 → "87,5", 1234 → "1.234". */
export function formatNumber(value: number): string {
  return DECIMAL().format(value);
}

/** A length in centimetres exactly as entered: 87.5 → "87,5 cm". */
export function formatCm(value: number): string {
  return `${DECIMAL().format(value)} cm`;
}

/** An area, always with two decimals: 3 → "3,00 m²". */
export function formatArea(areaM2: number): string {
  return `${AREA().format(areaM2)} m²`;
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "15.07.2026" (Vienna); an unreadable value is returned as it came, never "Invalid Date". */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? DATE().format(date) : String(value);
}

/** "15. Juli 2026" (Vienna), for articles. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? LONG_DATE().format(date) : String(value);
}

/** "15.07.2026, 14:03" (Vienna), for admin lists and e-mails. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? DATE_TIME().format(date) : String(value);
}

/**
 * The calendar day `days` after the Vienna day of `start`, e.g. a quote's validity end. Adding days × 24 h to
 * the instant would move the day across a daylight-saving change for times near midnight.
 */
export function formatViennaDayPlus(start: Date, days: number): string {
  const parts = VIENNA_DAY_PARTS().formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((item) => item.type === type)?.value);
  return CALENDAR_DATE().format(new Date(Date.UTC(part('year'), part('month') - 1, part('day') + days)));
}

const PLURAL_RULES = lazily(() => new Intl.PluralRules('de-AT'));

/** The words for one and for any other count; `#` stands for the formatted count. */
export interface PluralForms {
  one: string;
  other: string;
}

/**
 * The form a count takes in German: `plural(1, { one: '# Bild wird', other: '# Bilder werden' })` → "1 Bild
 * wird", 2 → "2 Bilder werden", 0 → "0 Bilder werden" (the language's own rules, `Intl.PluralRules`). Every
 * count in a text goes through here, so no screen writes "1 Kontaktanfragen".
 */
export function plural(count: number, forms: PluralForms): string {
  const form = PLURAL_RULES().select(count) === 'one' ? forms.one : forms.other;
  return form.replaceAll('#', formatNumber(count));
}

/** A count and its noun: `countOf(1, 'Kontaktanfrage', 'Kontaktanfragen')` → "1 Kontaktanfrage". */
export function countOf(count: number, one: string, other: string): string {
  return plural(count, { one: `# ${one}`, other: `# ${other}` });
}
