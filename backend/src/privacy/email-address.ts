/**
 * One spelling of an e-mail address for comparing: trimmed and lower-case. Gmail's dots and any "+tag" are kept:
 * they may name another person's mailbox, and a wrong match shows one person's data in another's export
 * (docs/decisions.md "Customers: e-mail matching").
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The key a customer is matched by, or null when there is no address. */
export function emailMatchKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const key = normalizeEmail(value);
  return key.includes('@') ? key : null;
}
