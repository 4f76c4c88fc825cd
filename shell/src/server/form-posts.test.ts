import { ANSWER_PAGES, blogListPagePath, FORM_ACTIONS, FORM_SENT_PAGES } from '@stairs/contracts';
import { FORM_PAGES, FORM_POSTS } from './form-posts';

const matches = (pattern: string, path: string): boolean =>
  new RegExp(`^${pattern.replace(/:[A-Za-z]\w*/g, '[^/]+')}$`).test(path);

describe('the forms the page server answers', () => {
  it('a form comes back at its action and leads to its thank-you page', () => {
    const contact = FORM_POSTS[FORM_ACTIONS.contact];
    expect(contact?.pagePath({})).toBe(FORM_ACTIONS.contact);
    expect(contact?.sentLocation(undefined, {})).toBe(FORM_SENT_PAGES.contact);
    const blog = FORM_POSTS[FORM_ACTIONS.blogFromEmail];
    expect(blog?.endpoint).toBe('/api/blog/from-email');
    expect(blog?.sentLocation(undefined, { subject: 'x' })).toBe(FORM_SENT_PAGES.blogFromEmail);
  });

  it('the price check comes back on the project’s page and leads to the thank-you page naming it', () => {
    const priceCheck = FORM_POSTS[FORM_ACTIONS.galleryPriceCheck];
    expect(priceCheck?.endpoint).toBe('/api/gallery-quote-request');
    expect(priceCheck?.pagePath({ galleryNumber: 'G-071' })).toBe('/api/forms/gallery-price-check/G-071');
    expect(priceCheck?.sentLocation(undefined, { galleryNumber: 'G-071' })).toBe(
      '/api/forms/gallery-price-check/G-071/sent',
    );
    // Whatever was posted stays one segment of the path.
    expect(priceCheck?.pagePath({ galleryNumber: '../x' })).toBe('/api/forms/gallery-price-check/..%2Fx');
  });

  it('renders the pages that follow and the blog list’s further pages, never a form’s action on a GET', () => {
    for (const path of [
      FORM_SENT_PAGES.contact,
      FORM_SENT_PAGES.blogFromEmail,
      '/api/forms/gallery-price-check/G-071',
      '/api/forms/gallery-price-check/G-071/sent',
      blogListPagePath(2),
    ]) {
      expect(FORM_PAGES.some((pattern) => matches(pattern, path))).toBe(true);
    }
    expect(FORM_PAGES).not.toContain(FORM_ACTIONS.contact);
    expect(FORM_PAGES).not.toContain(ANSWER_PAGES.blogFromEmail.path);
  });
});
