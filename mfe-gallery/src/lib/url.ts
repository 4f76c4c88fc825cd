/** True for absolute http(s) URLs: the only targets an outbound link from server data may have. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
