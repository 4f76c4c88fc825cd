import { API } from '@stairs/contracts';
import { markdownTable, type GeneratedTable } from './generated-table';

type EndpointName = keyof typeof API;

/**
 * What a reader of backend/README.md should know of an endpoint beyond its route (its types are the API table's,
 * under the same name). Keyed by the API table: a note for a removed endpoint fails the type-check, and a new
 * endpoint appears in the generated table without one.
 */
const NOTES: Partial<Record<EndpointName, string>> = {
  health: "200 `{status:'ok',postgres:'up',redis:'up'}` or 503 with the part that is down",
  login: '`{password}` → `{authenticated:true}` + cookie `stairs.sid` (httpOnly, SameSite=Lax); 401, 429',
  session: '`{authenticated}`',
  requestSignInLink:
    '→ `{message}`, the same whether or not a new link was mailed (one pending at a time, 15 min, to `NOTIFY_EMAIL`); bucket `lead`',
  signInLinkPage: 'the link of the e-mail: a page with the button; used or expired 410, changed 403',
  signInByLink:
    'uses the link once: session and device cookie, 303 to `/admin`; used or expired 410, changed 403',
  calculateConcrete: '`{stepCount, stepWidth, stepDepth}`; rate bucket `calculation`',
  calculateRenovation: '`{stepCount, stepWidth, condition}`; rate bucket `calculation`',
  concreteQuoteHtml: 'the quote page (documents module)',
  storePhone: '`{phone, service, context, calculationData}` → `{success, message}`; rate bucket `lead`',
  detailedQuote: '`{phone, service?, calculationType, calculationId?/quoteId?}`; rate bucket `lead`',
  contact:
    '`{name, email, message}` → `{success, message}` (the toast shows the message); rate bucket `lead`',
  quoteEmail:
    '`{calculationId, email, contactConsent: true}` → `{success, message, quoteNumber, sharePath, expiresAt}`: the PDF by e-mail, a lead; bucket `lead`; 429 past the daily limits',
  quoteShare:
    'the quote’s HTML by its 256-bit token, no session, 30 days; unknown: 404 page, expired: 410 page',
  quoteRequests: 'status `pending` / `contacted` / `completed`; paged like `contactMessages`',
  htmlDocuments: 'the archive, paged like `contactMessages` (newest file first)',
  pdfDocuments: 'the archive, paged like `contactMessages` (newest file first)',
  contactMessages: '`?limit&cursor` (50 a page, at most 100): `{items, nextCursor, total}`, newest first',
  phoneLeads: '`?limit&cursor` (50 a page, at most 100): `{items, nextCursor, total}`, newest first',
  conversionStats: 'today in Europe/Vienna',
  conversionTrends: '`{days:[{date, counts}]}`, 30 Vienna days ending today, empty days 0',
  operationsHealth:
    'always 200: `parts` (postgres, redis, worker, chromium: `up`/`down`/`unknown` with a German `detail`) and `outboxes` (open rows per outbox, `null` without Postgres)',
  spamCounts:
    '`{counts: [{day, form, count}]}`: caught posts of the last 30 days (Europe/Vienna), newest first',
  exportPersonalData: '`?email=` and/or `?phone=`: every stored record of that person as JSON',
  erasePersonalData: 'the same records, deleted; counts per kind',
  galleryQuoteRequest:
    '`{galleryNumber, customerName, customerEmail, customerPhone?, requestedService, message?}`; stored as a quote request about a project the gallery shows (any other number: 400); rate bucket `lead`',
  galleryImages: 'active records whose image comes from an allowed source, in display order',
  homepageImages: 'homepage sliders by `homepageOrder` (missing = 999); `Cache-Control: public, max-age=300`',
  storedObject:
    'stored images (outside `/api`): own content type, `nosniff`, `sandbox` CSP, cached a year (names never reused)',
  adminGalleryImages: '`?category`; the admin list filters by source, not by active',
  createGalleryImage: 'the server assigns the `G-` number',
  uploadGalleryImage:
    'multipart `image` (≤ 10 MB, ≤ 80 megapixels, identified by its bytes): an inactive image',
  galleryAiDescription: '`{success, description}` from an `ai` job the call waits for',
  describePicture: '`{imageUrl, title?, category?}` → `{success, description}`',
  directUploadTicket: 'a one-time URL for `PUT objects/upload/:token` (15 minutes)',
  removeDemoContent: 'removes the demo content of a new installation',
  blogArticles: '`?page&limit` (6 a page): published articles, newest first',
  blogFromEmail: '`{subject, body}`: a draft awaiting approval',
  blogFromPhoto: 'multipart `photo` + `description`: a draft written by the `ai` queue',
  blogPublishLinkPage: "the operator's publish link from the draft e-mail (a signed token)",
  concreteCalculationForm:
    'the form without script: 303 to its result page; 400 the form with each field’s message',
  concreteCalculationPage:
    'result page (`?sent=phone-service` or `?sent=detailed-quote` after a follow-up): options, quote document, WhatsApp, phone-service and detailed-quote forms; unknown id: 404 page',
  renovationCalculationForm: 'as the concrete form',
  phoneServiceForm:
    '`calculationId, service, phone`: context and calculation data from the stored calculation; 303 to the result page',
  detailedQuoteForm:
    '`calculationId, phone`: a quote request linked to the calculation; 303 to the result page',
  quoteEmailForm:
    '`calculationId, email, contactConsent`: as `POST /api/quote-email`; 303 to its sent page, or the result page with errors',
  quoteEmailSentPage: 'what was sent and the share link; unknown token: 404 page, expired: 410 page',
  galleryPriceCheckPage: 'an active project’s page with the price-check form; unknown or inactive: 404 page',
  galleryPriceCheckForm:
    '`galleryNumber, customerName, customerEmail, …`: a quote request; 303 to its sent page',
  blogFromEmailForm: '`subject, body`: a draft awaiting approval; 303 to the thank-you page',
};

export const ENDPOINT_TABLE: GeneratedTable = {
  start: '<!-- endpoint-table:start (generated from the API table by `npm run docs-tables`) -->',
  end: '<!-- endpoint-table:end -->',
  render: () => markdownTable(['access', 'route', 'API table', 'notes'], endpointTableRows()),
};

/** One row per endpoint of the API table, in its order: access, method and path, name, note. */
export function endpointTableRows(): [string, string, string, string][] {
  return (Object.keys(API) as EndpointName[]).map((name) => {
    const { access, method, path } = API[name];
    return [access, `\`${method} ${path}\``, `\`${name}\``, NOTES[name] ?? ''];
  });
}
