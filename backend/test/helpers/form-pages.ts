import { type Server } from 'node:http';
import { type CheerioAPI, load } from 'cheerio';
import request from 'supertest';

/** Whitespace (and Intl's no-break spaces) collapsed. */
const plain = (text: string): string =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A form as a browser without script posts it: urlencoded fields. */
export function postForm(server: Server, path: string, fields: Record<string, string>) {
  return request(server).post(path).type('form').send(fields);
}

/** The parsed page, for questions about its fields. */
export function parsePage(page: string): CheerioAPI {
  return load(page);
}

export interface FieldOnPage {
  value: string | undefined;
  invalid: string | undefined;
  /** The texts of the elements the control's aria-describedby names, in order. */
  describedBy: string[];
  label: string;
}

/** A control by its id: its value, its aria-invalid, what describes it and its label's text. */
export function fieldOnPage($: CheerioAPI, id: string): FieldOnPage {
  const control = $(`#${id}`);
  if (control.length !== 1) throw new Error(`no single control #${id}`);
  const tag = control.prop('tagName')?.toLowerCase();
  const value =
    tag === 'textarea'
      ? control.text()
      : tag === 'select'
        ? control.find('option[selected]').attr('value')
        : control.attr('value');
  const describedBy = (control.attr('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((describer) => $(`#${describer}`).text().trim());
  const label = $(`label[for="${id}"]`).text().trim() || control.closest('label').text().trim();
  return { value, invalid: control.attr('aria-invalid'), describedBy, label };
}

/** The error summary's entries: each link's target and text. */
export function errorSummaryOf($: CheerioAPI): Array<{ href: string | undefined; text: string }> {
  const summary = $('[role="alert"]');
  if (summary.length === 0) return [];
  expect(summary.find('h2').text()).toBe('Bitte prüfen Sie Ihre Eingaben');
  return summary
    .find('a')
    .toArray()
    .map((link) => ({ href: $(link).attr('href'), text: $(link).text().trim() }));
}

/** Text of the page's main content, whitespace collapsed. */
export function textOf($: CheerioAPI, selector = '.sf-page'): string {
  return plain($(selector).text());
}
