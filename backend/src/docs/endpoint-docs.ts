import { EVERY_ENDPOINT } from '@stairs/contracts';
import { PUBLIC_FORM_HANDLER_LIST } from '../public-forms/public-form-handlers';
import { markdownTable, type GeneratedTable } from './generated-table';

type EndpointName = keyof typeof EVERY_ENDPOINT;

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
  concreteQuoteHtml: 'the quote page (documents module)',
  calculationResult:
    '`{type, input, result}` of a stored calculation (or a caught post’s decoy): the data of the result page the page server renders; not a UUID: 400, unknown: 404',
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
    '`{forms: [{form, label, days: [{day, count}]}]}`: every public form (declaration order) with its handler’s `label` and caught posts per day of the last 30 (Europe/Vienna), newest first',
  webhookEndpoints: 'ERP receivers with events, `active` and `lastDelivery`; never a secret',
  createWebhookEndpoint:
    '`{url, description?, events}` → `{endpoint, secret}` (201; the `whsec_` secret only here); https, or http://127.0.0.1 outside production',
  updateWebhookEndpoint: '`{url?, description?, events?, active?}`',
  rotateWebhookSecret:
    '`{keepOldHours}` (0–168) → `{endpoint, secret}`: the old secret keeps signing for that long (two signatures)',
  webhookDeliveries:
    'paged like `contactMessages`: `webhookId`, status, attempts, last HTTP status, answer excerpt, next attempt',
  resendWebhookDelivery: 'a new delivery of the same event with the same `webhook-id` (201)',
  csvExport:
    '`leads`, `orders`, `customers`: CSV for Excel de-AT (UTF-8 BOM, `;`, decimal comma, CRLF); another name 404',
  exportPersonalData: '`?email=` and/or `?phone=`: every stored record of that person as JSON',
  erasePersonalData: 'the same records, deleted; counts per kind',
  customers:
    '`?limit&cursor&search`: customers, latest step first (`AdminListPage`); search in names, addresses and numbers (any notation)',
  customer:
    'the customer and every touchpoint, newest first, with `kind`, `id` of the record, `matchedBy`, summary',
  mergeCustomers: "`{otherCustomerId}`: the other's touchpoints move here, it is gone; 400 same, 404 unknown",
  splitCustomer: '`{kind, id}`: the touchpoint becomes its own customer (never re-matched); 400 its last one',
  exportCustomerData: "every record of the customer's touchpoints as a JSON file",
  eraseCustomerData:
    "every record of the customer's touchpoints, deleted (the customer with them); counts per kind",
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
  blogFromPhoto: 'multipart `photo` + `description`: a draft written by the `ai` queue',
  blogPublishLinkPage: "the operator's publish link from the draft e-mail (a signed token)",
  quoteEmailSent:
    'the quote number, share path and end date of an e-mailed quote, for its thank-you page; 404 unknown, 410 expired',
};

/** The public forms' notes, from their backend halves (src/public-forms). */
const FORM_NOTES: Partial<Record<string, string>> = Object.fromEntries(
  PUBLIC_FORM_HANDLER_LIST.flatMap((handler) => [[handler.form.json.name, handler.readme.json]]),
);

export const ENDPOINT_TABLE: GeneratedTable = {
  start: '<!-- endpoint-table:start (generated from the API table by `npm run docs-tables`) -->',
  end: '<!-- endpoint-table:end -->',
  render: () => markdownTable(['access', 'route', 'API table', 'notes'], endpointTableRows()),
};

/** One row per endpoint of the API table, in its order: access, method and path, name, note. */
export function endpointTableRows(): [string, string, string, string][] {
  return (Object.keys(EVERY_ENDPOINT) as EndpointName[]).map((name) => {
    const { access, method, path } = EVERY_ENDPOINT[name];
    return [access, `\`${method} ${path}\``, `\`${name}\``, NOTES[name] ?? FORM_NOTES[name] ?? ''];
  });
}
