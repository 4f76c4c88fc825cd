/** A posted form's fields as text, whatever else the body holds. */
export type FormValues<F extends string> = Record<F, string>;

/**
 * The values a form sent for its own fields ('' for a field that was not sent, as the browser sends an empty one).
 * Anything else in the body (a submit button's name, a field of a newer form) is ignored, not refused. A field sent
 * twice (the urlencoded parser makes an array) counts with its first value: a form of the site sends each once.
 */
export function formValues<F extends string>(body: unknown, fields: readonly F[]): FormValues<F> {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const values = {} as FormValues<F>;
  for (const field of fields) {
    const sent = Object.prototype.hasOwnProperty.call(source, field) ? source[field] : undefined;
    const first: unknown = Array.isArray(sent) ? sent[0] : sent;
    values[field] = typeof first === 'string' ? first : '';
  }
  return values;
}
