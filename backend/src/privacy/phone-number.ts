/** Fewer digits than this are no phone number to match by (an extension, a typo, "0"). */
const MIN_MATCH_DIGITS = 6;

/**
 * One spelling of a phone number for comparing: digits only, an Austrian number with its trunk 0 whether it was
 * written national (0664 …, 01/234 …) or international (+43 …, 0043 …, +43 (0) 664 …); any other country as 00 and
 * its code, so +49 … and 0049 … are equal and never equal to an Austrian number. "+43 664 123 45 67",
 * "0043664/1234567" and "0664 1234567" are equal.
 */
export function normalizePhone(value: string): string {
  // "+43 (0) 1 …": the trunk 0 in brackets is only a reading aid beside the country code.
  const trimmed = value.trim().replace(/\(\s*0\s*\)/, '');
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) digits = `00${digits}`;
  if (digits.startsWith('0043')) digits = `0${digits.slice(4)}`;
  return digits;
}

/** The key a customer is matched by, or null when the value is too short to say who it is. */
export function phoneMatchKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const key = normalizePhone(value);
  return key.length >= MIN_MATCH_DIGITS ? key : null;
}
