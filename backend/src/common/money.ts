/** Money is computed and stored in integer cents; the API speaks euros with at most two decimals. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}
