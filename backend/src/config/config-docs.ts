import { markdownTable, type GeneratedTable } from '../docs/generated-table';
import { envDefault, type EnvVariable } from './config.schema';

/**
 * What each environment variable is for. Typed by the schema: a variable added to the schema without a line
 * here (or a line left for a removed one) fails the type-check, and the README table is generated from this.
 */
const NOTES: Record<EnvVariable, string> = {
  NODE_ENV:
    '`production` refuses to start without `ADMIN_PASSWORD`/`ADMIN_PASSWORD_HASH`, refuses the demo password and a `SESSION_SECRET` shorter than 32 bytes',
  API_HOST: 'use `0.0.0.0` in a container',
  API_PORT: '',
  SHUTDOWN_TIMEOUT_MS:
    'on SIGTERM the API stops accepting, finishes what is in flight and exits within this time; the worker lets running jobs finish until shortly before it, then leaves them to be retried',
  API_DOCS:
    'OpenAPI UI and JSON at `/api/docs`, `/api/docs-json` when `true` (admin session only); off otherwise, in every mode',
  DATABASE_URL: '',
  REDIS_URL: '',
  REDIS_PREFIX:
    'every key: `<prefix>:<queue>…`, `<prefix>:sess:…`, `<prefix>:rl:login…`, `<prefix>:rl:{calculation,lead}:…`',
  ADMIN_PASSWORD: 'development default `admin-demo`; required (or the hash) in production',
  ADMIN_PASSWORD_HASH:
    "`scrypt$…`, made with `node dist/auth/hash-password.js '<password>'`; wins over `ADMIN_PASSWORD`",
  SESSION_SECRET:
    'required (`NODE_ENV=test`: random per process); `npm start`, `npm run dev` keep one in `.local/session-secret`; values once in the repository are refused',
  TRUST_PROXY:
    'Express "trust proxy": the gateway on the same host forwards the client address (rate limits per client); behind a proxy in another container set its address or a hop count',
  LOGIN_RATE_LIMIT_POINTS:
    'failed logins per client (IPv4 address or IPv6 /64), and per known browser (device cookie), and window, then 429',
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: '',
  LOGIN_RATE_LIMIT_GLOBAL_POINTS:
    'wrong passwords of all clients together per window; then browsers that never signed in (no device cookie) are slowed, known browsers are not',
  LOGIN_STRANGER_INTERVAL_SECONDS:
    'past the global cap: one login attempt per this many seconds for all unknown browsers together (others 429)',
  RATE_LIMIT_CALCULATIONS:
    'calculator requests (both calculators together) per client and window, then 429; the benchmark sets `1000000`',
  RATE_LIMIT_CALCULATIONS_WINDOW_SECONDS: '',
  RATE_LIMIT_LEADS:
    'leads (`store-phone`, `detailed-quote` and `contact` together) per client and window, then 429',
  RATE_LIMIT_LEADS_WINDOW_SECONDS: '',
  QUOTE_EMAILS_PER_RECIPIENT_PER_DAY:
    'quotes by e-mail to one address per Vienna day (lower-cased, `+tag` and Gmail dots ignored), from any client; then 429',
  QUOTE_EMAILS_PER_DAY:
    'quotes by e-mail of the whole site per Vienna day, then 429 (the same answer as the limit per address)',
  CHROMIUM_PATH: 'Chromium for the quote PDFs (never downloaded: Debian’s package)',
  DOCUMENTS_DIR: 'quote archive; relative to `backend/`',
  OBJECTS_DIR:
    'uploaded gallery images and their optimized versions (served under /objects/); relative to `backend/`',
  STORAGE_DRIVER: '`local` (OBJECTS_DIR) or `s3` (an S3-compatible bucket: AWS S3, MinIO, Cloudflare R2)',
  S3_ENDPOINT: 'endpoint of the bucket’s server (unset: AWS S3)',
  S3_REGION: 'region of the bucket (`auto` for R2)',
  S3_BUCKET: 'bucket name (required with `s3`)',
  S3_ACCESS_KEY_ID: 'access key (required with `s3`)',
  S3_SECRET_ACCESS_KEY: 'secret key (required with `s3`)',
  S3_FORCE_PATH_STYLE: 'path-style URLs (MinIO and most self-hosted servers)',
  SEED_DEMO_CONTENT:
    'a new installation gets demo gallery images, reference projects and blog articles with their pictures (removable in the admin)',
  IMAGE_SOURCE_HOSTS:
    'further hosts whose image URLs the gallery shows (comma-separated); the site’s own hosts and /objects/ always are',
  PDF_RENDER_TIMEOUT_MS: 'deadline of one PDF; a wedged browser is replaced',
  PDF_BROWSER_RECYCLE_AFTER: 'a fresh Chromium after this many documents',
  DOCUMENTS_CONCURRENCY:
    'quote documents one worker renders at once (1–4; each in a warm page of its own browser context, one Chromium)',
  JOBS_SWEEP_INTERVAL_SECONDS:
    'how often the outbox sweep runs: once per interval however many workers run (a BullMQ job scheduler), first when the scheduler is created',
  JOBS_REQUEUE_AFTER_SECONDS:
    'a job queued this long ago but not done is looked up in Redis and queued again only if Redis no longer holds it (e.g. Redis restarted empty)',
  WEBHOOK_TIMEOUT_SECONDS:
    'how long an ERP webhook delivery waits for the receiver’s answer before the attempt counts as failed',
  WEBHOOK_RETRY_DELAYS_SECONDS:
    'pauses between the attempts of one webhook delivery (the same `webhook-id` each time); after the last one the delivery is given up and shown as such in the operations console',
  LEAD_RETENTION_MONTHS:
    'leads older than this are deleted every night at 03:00 Vienna time (DSGVO; a BullMQ job scheduler); 0 keeps them',
  AI_BASE_URL:
    'OpenAI-compatible endpoint for gallery descriptions (OpenAI, Ollama, vLLM; `/chat/completions` is appended); unset: the local provider',
  AI_API_KEY: 'bearer key of that endpoint (Ollama needs none)',
  AI_MODEL: 'vision-capable model of that endpoint, e.g. `gpt-4o-mini` or `llava`',
  AI_TIMEOUT_MS: 'deadline of one description; the admin call waits a little longer',
  PAGE_RENDERER_SCRIPT:
    'the page renderer the worker runs after a content change and every 10 minutes (a BullMQ job scheduler; `shell/renderer/render-pages.mjs`, with `API_URL`, `PAGES_DIR`); unset: off',
  PAGES_DIR: 'rendered pages (as `npm start`): where the worker’s page renderer writes them',
  SMTP_URL:
    'operator notifications: `smtp://user:pass@host:587` (STARTTLS when offered; `?requireTLS=true` to insist) or `smtps://user:pass@host:465`; unset: e-mails are logged, not sent',
  NOTIFY_EMAIL: 'recipient(s) of the notifications, comma-separated; default `SITE_EMAIL`',
  MAIL_FROM: 'sender address (display name: `SITE_COMPANY_NAME`); default `SITE_EMAIL`',
  MAIL_INBOX_URL:
    'web inbox of a mail catcher that receives the e-mails (`npm start` sets it to its MailDev); the operations console links to it; unset: no link',
  LOG_LEVEL: 'pino, JSON lines; `silent` in tests',
  SITE_COMPANY_NAME: 'company details shown in the frame, the quote documents and the e-mails',
  SITE_TAGLINE: '',
  SITE_PHONE: 'dialable form for `tel:` links',
  SITE_PHONE_DISPLAY: '',
  SITE_WHATSAPP_NUMBER: 'digits only, for `wa.me` links',
  SITE_EMAIL: '',
  SITE_STREET: '',
  SITE_POSTAL_CODE: '',
  SITE_CITY: '',
  SITE_COUNTRY: '',
  SITE_VAT_NUMBER: '',
  SITE_OPENING_HOURS: '',
  SITE_SERVICE_AREA: '',
  SITE_MAIN_URL: 'the company’s main website (header link “Hauptseite”)',
  SITE_NEW_STAIRS_URL: '',
  SITE_IMPRESSUM_URL: '',
  SITE_DATENSCHUTZ_URL: '',
  SITE_PUBLIC_URL:
    'public base URL of this site (canonical links, structured data); its origin is the one that may write (Origin check)',
  SITE_ORIGINS:
    'further origins the pages are served from, comma-separated (e.g. `http://127.0.0.1:8080` beside `http://localhost:8080`); no other origin may write, in any mode',
  SITE_ADS_CONVERSION_ID: 'ad service account; empty disables conversion tracking',
  SITE_ADS_LABEL_PHONE: 'conversion label per tracked event',
  SITE_ADS_LABEL_CONTACT: '',
  SITE_ADS_LABEL_CALCULATION: '',
  SITE_ADS_LABEL_WHATSAPP: '',
  SITE_ADS_LABEL_ORDER: 'the accepted quote (order), sent with its gross total as value',
};

export const CONFIG_TABLE: GeneratedTable = {
  start: '<!-- config-table:start (generated by `npm run docs-tables`) -->',
  end: '<!-- config-table:end -->',
  render: () => markdownTable(['variable', 'default', 'notes'], configTableRows()),
};

function defaultCell(name: EnvVariable): string {
  const value = envDefault(name);
  return value === undefined ? '—' : `\`${String(value)}\``;
}

/** Rows of the README table: variable, default, notes. */
export function configTableRows(): [string, string, string][] {
  return (Object.keys(NOTES) as EnvVariable[]).map((name) => [`\`${name}\``, defaultCell(name), NOTES[name]]);
}
