import { describe, expect, it } from '@jest/globals';
import { API, FORM_ACTIONS, FORM_SENT_PAGES } from '@stairs/contracts';
import { FORM_PAGES, FORM_POSTS } from './form-posts';

describe('the forms the page server answers', () => {
  it('a calculator’s post goes to its JSON route and leads to the result page of the calculation the API stored', () => {
    expect(FORM_POSTS[FORM_ACTIONS.concreteCalculation]?.endpoint).toBe(API.calculateConcrete.path);
    expect(FORM_POSTS[FORM_ACTIONS.concreteCalculation]?.sentLocation({ id: 'c-1', quoteNumber: 'KV' })).toBe(
      '/api/forms/concrete-calculation/c-1',
    );
    expect(FORM_POSTS[FORM_ACTIONS.renovationCalculation]?.sentLocation({ id: 'r 1' })).toBe(
      '/api/forms/renovation-calculation/r%201',
    );
  });

  it('the contact form leads to its thank-you page', () => {
    expect(FORM_POSTS[FORM_ACTIONS.contact]?.sentLocation({ success: true })).toBe(FORM_SENT_PAGES.contact);
  });

  it('renders the thank-you pages and the result pages', () => {
    expect(FORM_PAGES).toEqual([
      FORM_SENT_PAGES.contact,
      '/api/forms/concrete-calculation/:id',
      '/api/forms/renovation-calculation/:id',
    ]);
  });
});
