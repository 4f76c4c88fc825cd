/**
 * One spelling of an Austrian phone number for comparing: digits only, the country code 43 (written +43 or
 * 0043) turned back into the trunk 0. "+43 664 123 45 67", "0043664/1234567" and "0664 1234567" are equal.
 */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+43')) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('0043')) digits = `0${digits.slice(4)}`;
  return digits;
}
