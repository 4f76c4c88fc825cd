/**
 * The backend's one way to write HTML (quote documents, the publish-link pages, the form pages): a tiny builder
 * whose only way to interpolate is escaping. Every `${value}` in an html`` template is escaped unless it is
 * itself the result of html`` (or a SafeHtml made from a constant of our own, e.g. a stylesheet).
 * Forgetting to escape a value therefore cannot happen by accident.
 */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in element content and in double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: HtmlValue) => render(item)).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Only http(s) URLs become links; anything else (javascript:, data:, …) is printed as text or dropped. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s"'<>]+$/i.test(value);
}
