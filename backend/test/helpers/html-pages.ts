import { type CheerioAPI, load } from 'cheerio';

/** Whitespace (and Intl's no-break spaces) collapsed. */
const plain = (text: string): string =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The parsed page (the API's few HTML pages: the quote document, a link's page), for questions about it. */
export function parsePage(page: string): CheerioAPI {
  return load(page);
}

/** Text of the page (or of `selector`), whitespace collapsed. */
export function textOf($: CheerioAPI, selector = 'body'): string {
  return plain($(selector).text());
}
