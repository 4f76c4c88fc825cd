import { describe, expect, it } from '@jest/globals';
import {
  ANSWER_PAGES,
  API,
  blogListPagePath,
  FORM_ACTIONS,
  FORM_SENT_PAGES,
  quoteEmailSentPagePath,
} from '@stairs/contracts';
import { FORM_PAGES, FORM_POSTS } from './form-posts';

const matches = (pattern: string, path: string): boolean =>
  new RegExp(`^${pattern.replace(/:[A-Za-z]\w*/g, '[^/]+')}$`).test(path);

const postOf = (action: string) => FORM_POSTS.find((form) => form.action === action);

describe('the forms the page server answers', () => {
  it('a form comes back at its action and leads to its thank-you page', () => {
    const contact = postOf(FORM_ACTIONS.contact);
    expect(contact?.pagePath({})).toBe(FORM_ACTIONS.contact);
    expect(contact?.sentLocation(undefined, {})).toBe(FORM_SENT_PAGES.contact);
    const blog = postOf(FORM_ACTIONS.blogFromEmail);
    expect(blog?.endpoint).toBe('/api/blog/from-email');
    expect(blog?.sentLocation(undefined, { subject: 'x' })).toBe(FORM_SENT_PAGES.blogFromEmail);
  });

  it('a calculator’s post goes to its JSON route and leads to the result page of the calculation the API stored', () => {
    expect(postOf(FORM_ACTIONS.concreteCalculation)?.endpoint).toBe(API.calculateConcrete.path);
    expect(postOf(FORM_ACTIONS.concreteCalculation)?.sentLocation({ id: 'c-1', quoteNumber: 'KV' }, {})).toBe(
      '/api/forms/concrete-calculation/c-1',
    );
    expect(postOf(FORM_ACTIONS.renovationCalculation)?.sentLocation({ id: 'r 1' }, {})).toBe(
      '/api/forms/renovation-calculation/r%201',
    );
  });

  it('the price check comes back on the project’s page and leads to the thank-you page naming it', () => {
    const priceCheck = postOf(FORM_ACTIONS.galleryPriceCheck);
    expect(priceCheck?.endpoint).toBe('/api/gallery-quote-request');
    expect(priceCheck?.pagePath({ galleryNumber: 'G-071' })).toBe('/api/forms/gallery-price-check/G-071');
    expect(priceCheck?.sentLocation(undefined, { galleryNumber: 'G-071' })).toBe(
      '/api/forms/gallery-price-check/G-071/sent',
    );
    // Whatever was posted stays one segment of the path.
    expect(priceCheck?.pagePath({ galleryNumber: '../x' })).toBe('/api/forms/gallery-price-check/..%2Fx');
    // Without the field (a post refused before its fields were read) it names no page, not a path that is none.
    expect(priceCheck?.pagePath({})).toBeUndefined();
  });

  it('a result’s follow-ups go to their JSON routes, come back on the result page of the posted calculation and lead back to it saying so', () => {
    const values = { calculationId: 'c-1', calculationType: 'renovation', phone: '' };
    const phone = postOf(FORM_ACTIONS.phoneService);
    expect(phone?.endpoint).toBe(API.storePhone.path);
    expect(phone?.pagePath(values)).toBe('/api/forms/renovation-calculation/c-1');
    expect(phone?.pagePath({})).toBeUndefined();
    expect(phone?.sentLocation({ success: true }, values)).toBe(
      '/api/forms/renovation-calculation/c-1?sent=phone-service',
    );
    // The type is the page's only: the phone lead's DTO takes the id alone.
    expect(phone?.pageFields).toEqual(['calculationType']);
    const quote = postOf(FORM_ACTIONS.detailedQuote);
    expect(quote?.endpoint).toBe(API.detailedQuote.path);
    expect(quote?.sentLocation({ success: true }, values)).toBe(
      '/api/forms/renovation-calculation/c-1?sent=detailed-quote',
    );
    expect(quote?.pageFields).toBeUndefined();
    // An unknown type is the concrete calculator's page (which says the calculation is not its own).
    expect(quote?.pagePath({ calculationId: '../x', calculationType: 'evil' })).toBe(
      '/api/forms/concrete-calculation/..%2Fx',
    );
  });

  it('the quote e-mail comes back on the result page and leads to its thank-you page, named by the share token', () => {
    const quoteEmail = postOf(FORM_ACTIONS.quoteEmail);
    expect(quoteEmail?.endpoint).toBe(API.quoteEmail.path);
    expect(quoteEmail?.pagePath({ calculationId: 'c-1', calculationType: 'concrete' })).toBe(
      '/api/forms/concrete-calculation/c-1',
    );
    expect(quoteEmail?.sentLocation({ sharePath: '/api/quote-share/Tok_en-1', quoteNumber: 'KV' }, {})).toBe(
      quoteEmailSentPagePath('Tok_en-1'),
    );
    expect(quoteEmailSentPagePath('Tok_en-1')).toBe('/api/forms/quote-email/sent/Tok_en-1');
    expect(quoteEmail?.pageFields).toEqual(['calculationType']);
  });

  it('the order form carries the share token in its action and leads back to the order page', () => {
    const order = FORM_POSTS.find((form) => form.endpoint === API.acceptOrder.path);
    expect(order?.action).toBe('/api/forms/order/:token');
    expect(order?.pagePath({ token: 'abc' })).toBe('/api/forms/order/abc');
    expect(order?.sentLocation({}, { token: 'abc' })).toBe('/angebot-annehmen/abc');
  });

  it('renders the pages that follow, the results, the blog list’s further pages and the order page, never a form’s action on a GET', () => {
    for (const path of [
      FORM_SENT_PAGES.contact,
      FORM_SENT_PAGES.blogFromEmail,
      '/api/forms/gallery-price-check/G-071',
      '/api/forms/gallery-price-check/G-071/sent',
      '/api/forms/concrete-calculation/c-1',
      '/api/forms/renovation-calculation/r-1',
      '/angebot-annehmen/abc',
      '/api/forms/quote-email/sent/Tok_en-1',
      blogListPagePath(2),
    ]) {
      expect(FORM_PAGES.some((pattern) => matches(pattern, path))).toBe(true);
    }
    expect(FORM_PAGES).not.toContain(FORM_ACTIONS.contact);
    expect(FORM_PAGES).not.toContain(FORM_ACTIONS.concreteCalculation);
    expect(FORM_PAGES).not.toContain(ANSWER_PAGES.blogFromEmail.path);
    expect(FORM_PAGES).not.toContain(FORM_ACTIONS.phoneService);
  });
});
