import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { type SiteConfig } from '@stairs/contracts';
import { type S3Settings } from '../storage/s3-object-storage';

/** Where relative paths in the environment (DOCUMENTS_DIR) are resolved: the backend folder. */
export const BACKEND_ROOT = path.resolve(__dirname, '..', '..');

const DEV_ADMIN_PASSWORD = 'admin-demo';

/**
 * Session secrets that were once written in this repository (the development default before secrets were made per
 * installation): anyone can sign cookies and publish links with them, so no mode accepts them.
 */
export const LEAKED_SESSION_SECRETS: readonly string[] = ['dev-only-session-secret-change-me-in-production'];

/** The shortest session secret production accepts (bytes of UTF-8): an HMAC-SHA-256 key of full strength. */
export const MIN_SESSION_SECRET_BYTES = 32;

/**
 * A test process without SESSION_SECRET signs with a random secret of its own, made once per process (a test
 * that starts several processes passes them one). Development and production take it from the environment:
 * the API's processes and the worker must share it.
 */
let testProcessSecret: string | undefined;
function testSessionSecret(): string {
  testProcessSecret ??= randomBytes(32).toString('base64url');
  return testProcessSecret;
}

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Good enough for configuration: one address, no spaces, something on both sides of one @. */
const ADDRESS = /^[^\s@<>,;]+@[^\s@<>,;]+$/;

/** SMTP server of the operator notifications (`mail` jobs of the worker). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** true = TLS from the start (smtps://, usually 465); false = plain, upgraded by STARTTLS when offered. */
  secure: boolean;
  /** Refuse to send unless STARTTLS succeeds (`?requireTLS=true`). */
  requireTLS: boolean;
  auth?: { user: string; pass: string };
}

/** smtp://user:pass@host:587 or smtps://user:pass@host:465; user and password percent-encoded. */
export function parseSmtpUrl(value: string): SmtpSettings {
  const url = new URL(value);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('must be an smtp:// or smtps:// URL');
  if (!url.hostname) throw new Error('has no host');
  const secure = url.protocol === 'smtps:';
  const requireTLS = url.searchParams.get('requireTLS');
  if (requireTLS !== null && requireTLS !== 'true' && requireTLS !== 'false') {
    throw new Error('requireTLS must be true or false');
  }
  const user = decodeURIComponent(url.username);
  return {
    // WHATWG URL keeps the brackets of an IPv6 literal; sockets want the bare address.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: requireTLS === 'true',
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
  };
}

/**
 * Raw environment variables (strings), validated once at start. Unknown variables are ignored. Each one is
 * documented in config-docs.ts, from which the table in backend/README.md is generated.
 */
const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  // Below the container's stop grace period (Docker: 10 s): in-flight requests finish, then the process exits.
  SHUTDOWN_TIMEOUT_MS: positiveInt(8_000),
  // Unset: on in development, off in production (the OpenAPI document maps every admin route).
  API_DOCS: z.enum(['true', 'false']).optional(),
  DATABASE_URL: z
    .string()
    .url()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL')
    .default('postgres://postgres@127.0.0.1:5432/stairs'),
  REDIS_URL: z
    .string()
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  // Used as a key prefix ("<prefix>:...") for queues, sessions and rate limits; a colon would nest it.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "-" and "_" only')
    .default('stairs'),
  ADMIN_PASSWORD: optionalString,
  ADMIN_PASSWORD_HASH: optionalString.refine(
    (value) => value === undefined || /^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/.test(value),
    'must be "scrypt$<32 hex salt>$<128 hex hash>" (see dist/auth/hash-password.js)',
  ),
  SESSION_SECRET: optionalString,
  TRUST_PROXY: z.string().default('loopback'),
  LOGIN_RATE_LIMIT_POINTS: positiveInt(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
  LOGIN_RATE_LIMIT_GLOBAL_POINTS: positiveInt(100),
  LOGIN_STRANGER_INTERVAL_SECONDS: positiveInt(30),
  // Public writes per client address and window (src/rate-limit): calculations, and leads (phone, detailed
  // quote, contact). The benchmark raises RATE_LIMIT_CALCULATIONS so it measures the API, not the limit.
  RATE_LIMIT_CALCULATIONS: positiveInt(60),
  RATE_LIMIT_CALCULATIONS_WINDOW_SECONDS: positiveInt(10 * 60),
  RATE_LIMIT_LEADS: positiveInt(20),
  RATE_LIMIT_LEADS_WINDOW_SECONDS: positiveInt(60 * 60),
  // Quotes e-mailed to visitors per Vienna day: to one recipient address (normalised) and from the whole site
  // (docs/decisions.md: the site must not be usable to mail-bomb a third party).
  QUOTE_EMAILS_PER_RECIPIENT_PER_DAY: positiveInt(3),
  QUOTE_EMAILS_PER_DAY: positiveInt(200),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  DOCUMENTS_DIR: z.string().min(1).default('var/documents'),
  OBJECTS_DIR: z.string().min(1).default('var/objects'),
  // Where images are stored: a local directory (one machine) or an S3-compatible bucket (several machines).
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^\s]+$/.test(value),
    'must be an http(s) URL (e.g. http://127.0.0.1:9000 for MinIO)',
  ),
  S3_REGION: z.string().min(1).default('auto'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  // A new installation gets demo pictures, gallery images and reference projects (removable in the admin).
  SEED_DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
  // Image URLs from these hosts are shown besides the site's own hosts and /objects/ (comma-separated).
  IMAGE_SOURCE_HOSTS: z
    .string()
    .default('')
    .refine(
      (value) =>
        value
          .split(',')
          .map((host) => host.trim())
          .every((host) => host === '' || /^[a-z0-9.-]+(:\d+)?$/i.test(host)),
      'must be host names separated by commas (e.g. files.example.at,media.example.at)',
    ),
  // Quote PDFs: per-document deadline, a fresh Chromium after this many documents, documents rendered at
  // once by one worker (each in its own page of the one browser; 1–2 on a 2-core machine).
  PDF_RENDER_TIMEOUT_MS: positiveInt(30_000),
  PDF_BROWSER_RECYCLE_AFTER: positiveInt(100),
  DOCUMENTS_CONCURRENCY: z.coerce.number().int().min(1).max(4).default(1),
  // Job outbox (src/jobs): how often the worker sweeps, and after how long Redis is asked whether the job of a
  // row that is not done still exists (it is queued again only when Redis no longer holds it: a Redis that
  // restarted empty is repaired within about a minute, and a long queue is never queued twice).
  JOBS_SWEEP_INTERVAL_SECONDS: positiveInt(15),
  JOBS_REQUEUE_AFTER_SECONDS: positiveInt(30),
  // ERP webhooks (src/webhooks): the wait for a receiver's answer, and the pauses between the attempts of one
  // delivery (seconds, comma-separated; the default adds up to about 26 hours, then the delivery is given up).
  WEBHOOK_TIMEOUT_SECONDS: positiveInt(10),
  WEBHOOK_RETRY_DELAYS_SECONDS: z
    .string()
    .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/, 'must be seconds, comma-separated (e.g. 5,30,120)')
    .default('5,30,120,600,1800,3600,7200,14400,21600,21600,21600'),
  // DSGVO: leads (contact messages, phone leads, quote requests) older than this are deleted daily; 0 keeps them.
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(0).max(120).default(24),
  // AI descriptions: an OpenAI-compatible endpoint when AI_BASE_URL and AI_MODEL are set, else the local provider.
  AI_BASE_URL: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^\s]+$/.test(value),
    'must be an http(s) URL (e.g. https://api.openai.com/v1)',
  ),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: positiveInt(30_000),
  // The page renderer the worker runs after content changes (shell/renderer/render-pages.mjs); unset: pages are
  // not rendered by this deployment.
  PAGE_RENDERER_SCRIPT: optionalString,
  // The rendered pages (the renderer writes them, the gateway or nginx serves them). Relative to backend/, like
  // DOCUMENTS_DIR.
  PAGES_DIR: z.string().min(1).default('../var/pages'),
  // Operator notifications. Without SMTP_URL the worker logs them instead of sending.
  SMTP_URL: optionalString.superRefine((value, ctx) => {
    if (value === undefined) return;
    try {
      parseSmtpUrl(value);
    } catch (error) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `${error instanceof TypeError ? 'is not a URL' : (error as Error).message} (e.g. smtp://user:pass@mail.example.at:587)`,
      });
    }
  }),
  NOTIFY_EMAIL: optionalString.refine(
    (value) => value === undefined || value.split(',').every((address) => ADDRESS.test(address.trim())),
    'must be one e-mail address or several separated by commas',
  ),
  MAIL_FROM: optionalString.refine(
    (value) => value === undefined || ADDRESS.test(value.trim()),
    'must be one e-mail address',
  ),
  // Where the site's e-mails can be read when a mail catcher receives them (`npm start` sets it): the operations
  // console links to it. Unset (production): no link.
  MAIL_INBOX_URL: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^\s]+$/.test(value),
    'must be an http(s) URL (e.g. http://127.0.0.1:1080)',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_COMPANY_NAME: z.string().default('Wiener Treppenwerk GmbH (Demo)'),
  SITE_TAGLINE: z.string().default('Treppenrenovierung und Stufenverkleidung in Wien und Umgebung'),
  SITE_PHONE: z.string().default('+4312345678'),
  SITE_PHONE_DISPLAY: z.string().default('+43 1 234 56 78'),
  SITE_WHATSAPP_NUMBER: z.string().default('4312345678'),
  SITE_EMAIL: z.string().default('office@example.at'),
  SITE_STREET: z.string().default('Musterstraße 1'),
  SITE_POSTAL_CODE: z.string().default('1010'),
  SITE_CITY: z.string().default('Wien'),
  SITE_COUNTRY: z.string().default('Österreich'),
  SITE_VAT_NUMBER: z.string().default('ATU00000000'),
  SITE_OPENING_HOURS: z.string().default('Nach Terminvereinbarung'),
  SITE_SERVICE_AREA: z.string().default('Wien, Niederösterreich und Burgenland'),
  SITE_MAIN_URL: z.string().url().default('https://www.example.at'),
  SITE_NEW_STAIRS_URL: z.string().url().default('https://neue-treppen.example.at'),
  SITE_IMPRESSUM_URL: z.string().url().default('https://www.example.at/impressum'),
  SITE_DATENSCHUTZ_URL: z.string().url().default('https://www.example.at/datenschutz'),
  SITE_PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  // Further origins the site's pages are served from (comma-separated), e.g. the same gateway as 127.0.0.1.
  SITE_ORIGINS: z
    .string()
    .default('')
    .refine(
      (value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
          .every((origin) => /^https?:\/\/[^/\s]+$/.test(origin) && new URL(origin).origin === origin),
      'must be origins like http://127.0.0.1:8080 (scheme, host and port; no path), comma-separated',
    ),
  SITE_ADS_CONVERSION_ID: z.string().default('AW-000000000'),
  SITE_ADS_LABEL_PHONE: z.string().default('demo-phone-label'),
  SITE_ADS_LABEL_CONTACT: z.string().default('demo-contact-label'),
  SITE_ADS_LABEL_CALCULATION: z.string().default('demo-calculation-label'),
  SITE_ADS_LABEL_WHATSAPP: z.string().default('demo-whatsapp-label'),
  SITE_ADS_LABEL_ORDER: z.string().default('demo-order-label'),
});

export type EnvVariable = keyof typeof envObject.shape;
export const ENV_VARIABLES = Object.keys(envObject.shape) as EnvVariable[];

/** The default of a variable as the schema applies it, or undefined when it has none. */
export function envDefault(name: EnvVariable): unknown {
  const parsed = envObject.shape[name].safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

const envSchema = envObject.superRefine((env, ctx) => {
  if (env.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name])
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [name],
          message: 'is required with STORAGE_DRIVER=s3',
        });
    }
  }
  if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_MODEL)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['AI_MODEL'],
      message: 'AI_BASE_URL and AI_MODEL are set together (or neither, for the local provider)',
    });
  }
  // docs/decisions.md ("Admin access"): no session secret is a constant of the repository.
  if (!env.SESSION_SECRET && env.NODE_ENV !== 'test') {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['SESSION_SECRET'],
      message:
        'is required (npm start and npm run dev make one per installation in .local/session-secret; in production e.g. openssl rand -base64 48)',
    });
  }
  if (env.SESSION_SECRET && LEAKED_SESSION_SECRETS.includes(env.SESSION_SECRET)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['SESSION_SECRET'],
      message: 'is a value published in the repository; set a random one (e.g. openssl rand -base64 48)',
    });
  }
  if (env.NODE_ENV !== 'production') return;
  // docs/decisions.md: production never runs with a built-in password or a short session secret.
  if (!env.ADMIN_PASSWORD && !env.ADMIN_PASSWORD_HASH) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['ADMIN_PASSWORD'],
      message: 'ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is required in production',
    });
  }
  if (env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['ADMIN_PASSWORD'],
      message: 'the demo password must not be used in production',
    });
  }
  if (env.SESSION_SECRET && Buffer.byteLength(env.SESSION_SECRET) < MIN_SESSION_SECRET_BYTES) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['SESSION_SECRET'],
      message: `must be at least ${MIN_SESSION_SECRET_BYTES} bytes in production (e.g. openssl rand -base64 48)`,
    });
  }
});

/** Rate-limit buckets of the public writes (`@PublicWriteLimit(bucket)`). */
export type PublicWriteBucket = 'calculation' | 'lead';

export interface RateLimitSettings {
  points: number;
  windowSeconds: number;
}

export type AdminCredential = { kind: 'plain'; password: string } | { kind: 'scrypt'; hash: string };

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  api: { host: string; port: number; docs: boolean; shutdownTimeoutMs: number };
  databaseUrl: string;
  redis: { url: string; prefix: string };
  admin: AdminCredential;
  session: { secret: string; cookieName: string; maxAgeMs: number };
  /** Express "trust proxy" setting: the gateway / reverse proxy forwards the client address. */
  trustProxy: boolean | number | string;
  /** The origins of the site's own pages (SITE_PUBLIC_URL's and SITE_ORIGINS): the only ones that may write. */
  siteOrigins: string[];
  /** Wrong passwords per client (points) and of all clients together (globalPoints) per window. */
  loginRateLimit: RateLimitSettings & { globalPoints: number; strangerIntervalSeconds: number };
  /** Public writes per client address (IPv4 address or IPv6 /64) and window, per bucket. */
  publicWriteRateLimit: Record<PublicWriteBucket, RateLimitSettings>;
  /** Quotes e-mailed per Vienna day: to one recipient (normalised address) and from the whole site. */
  quoteEmailLimit: { perRecipient: number; perDay: number };
  chromiumPath: string;
  documentsDir: string;
  /** Seed demo content into a new installation. */
  seedDemoContent: boolean;
  /** Uploaded images and their optimized versions (local storage driver). */
  objectsDir: string;
  /** The S3-compatible bucket when STORAGE_DRIVER=s3, else undefined (local directory). */
  s3: S3Settings | undefined;
  /** Hosts whose image URLs are allowed besides the site's own hosts and /objects/ (lower case). */
  imageSourceHosts: string[];
  pdf: { timeoutMs: number; recycleAfter: number; concurrency: number };
  jobs: { sweepIntervalMs: number; requeueAfterMs: number };
  webhooks: { timeoutMs: number; retryDelaysMs: number[] };
  /** Months a lead is kept; 0 = no automatic deletion. */
  leadRetentionMonths: number;
  /** The page renderer the worker runs, and the folder of the rendered pages (the form pages' frame). */
  pages: { rendererScript: string | undefined; dir: string };
  /** Undefined provider: the local one writes descriptions from what it measures in the image. */
  ai: {
    openAi: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
    timeoutMs: number;
  };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  mail: {
    /** Undefined: notifications are logged, not sent. */
    smtp: SmtpSettings | undefined;
    /** NOTIFY_EMAIL (comma-separated), default: the site's e-mail. */
    notifyTo: string[];
    /** Sender address (MAIL_FROM, default: the site's e-mail); the display name is the company name. */
    from: string;
    /** MAIL_INBOX_URL: the web inbox of a mail catcher that receives the site's e-mails; undefined: none. */
    inboxUrl: string | undefined;
  };
  site: SiteConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Validates the environment and returns the typed configuration; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const admin: AdminCredential = e.ADMIN_PASSWORD_HASH
    ? { kind: 'scrypt', hash: e.ADMIN_PASSWORD_HASH }
    : { kind: 'plain', password: e.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD };

  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    api: {
      host: e.API_HOST,
      port: e.API_PORT,
      // The same in every mode: only where the setting turns them on.
      docs: e.API_DOCS === 'true',
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    databaseUrl: e.DATABASE_URL,
    redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX },
    siteOrigins: [
      ...new Set([
        new URL(e.SITE_PUBLIC_URL).origin,
        ...e.SITE_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ]),
    ],
    admin,
    session: {
      secret: e.SESSION_SECRET ?? testSessionSecret(),
      cookieName: 'stairs.sid',
      maxAgeMs: 8 * 60 * 60 * 1000,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    loginRateLimit: {
      points: e.LOGIN_RATE_LIMIT_POINTS,
      windowSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
      globalPoints: e.LOGIN_RATE_LIMIT_GLOBAL_POINTS,
      strangerIntervalSeconds: e.LOGIN_STRANGER_INTERVAL_SECONDS,
    },
    publicWriteRateLimit: {
      calculation: {
        points: e.RATE_LIMIT_CALCULATIONS,
        windowSeconds: e.RATE_LIMIT_CALCULATIONS_WINDOW_SECONDS,
      },
      lead: { points: e.RATE_LIMIT_LEADS, windowSeconds: e.RATE_LIMIT_LEADS_WINDOW_SECONDS },
    },
    quoteEmailLimit: { perRecipient: e.QUOTE_EMAILS_PER_RECIPIENT_PER_DAY, perDay: e.QUOTE_EMAILS_PER_DAY },
    chromiumPath: e.CHROMIUM_PATH,
    documentsDir: path.resolve(BACKEND_ROOT, e.DOCUMENTS_DIR),
    seedDemoContent: e.SEED_DEMO_CONTENT === 'true',
    objectsDir: path.resolve(BACKEND_ROOT, e.OBJECTS_DIR),
    s3:
      e.STORAGE_DRIVER === 's3'
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET ?? '',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    imageSourceHosts: e.IMAGE_SOURCE_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    pdf: {
      timeoutMs: e.PDF_RENDER_TIMEOUT_MS,
      recycleAfter: e.PDF_BROWSER_RECYCLE_AFTER,
      concurrency: e.DOCUMENTS_CONCURRENCY,
    },
    jobs: {
      sweepIntervalMs: e.JOBS_SWEEP_INTERVAL_SECONDS * 1000,
      requeueAfterMs: e.JOBS_REQUEUE_AFTER_SECONDS * 1000,
    },
    webhooks: {
      timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
      retryDelaysMs: e.WEBHOOK_RETRY_DELAYS_SECONDS.split(',').map((part) =>
        Math.round(Number(part.trim()) * 1000),
      ),
    },
    leadRetentionMonths: e.LEAD_RETENTION_MONTHS,
    pages: { rendererScript: e.PAGE_RENDERER_SCRIPT, dir: path.resolve(BACKEND_ROOT, e.PAGES_DIR) },
    ai: {
      openAi:
        e.AI_BASE_URL && e.AI_MODEL
          ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
          : undefined,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    logLevel: e.LOG_LEVEL,
    mail: {
      smtp: e.SMTP_URL ? parseSmtpUrl(e.SMTP_URL) : undefined,
      notifyTo: (e.NOTIFY_EMAIL ?? e.SITE_EMAIL)
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
      from: (e.MAIL_FROM ?? e.SITE_EMAIL).trim(),
      inboxUrl: e.MAIL_INBOX_URL,
    },
    site: {
      companyName: e.SITE_COMPANY_NAME,
      tagline: e.SITE_TAGLINE,
      phone: e.SITE_PHONE,
      phoneDisplay: e.SITE_PHONE_DISPLAY,
      whatsappNumber: e.SITE_WHATSAPP_NUMBER,
      email: e.SITE_EMAIL,
      address: {
        street: e.SITE_STREET,
        postalCode: e.SITE_POSTAL_CODE,
        city: e.SITE_CITY,
        country: e.SITE_COUNTRY,
      },
      vatNumber: e.SITE_VAT_NUMBER,
      openingHours: e.SITE_OPENING_HOURS,
      serviceArea: e.SITE_SERVICE_AREA,
      mainSiteUrl: e.SITE_MAIN_URL,
      newStairsUrl: e.SITE_NEW_STAIRS_URL,
      impressumUrl: e.SITE_IMPRESSUM_URL,
      datenschutzUrl: e.SITE_DATENSCHUTZ_URL,
      publicUrl: e.SITE_PUBLIC_URL,
      ads: {
        conversionId: e.SITE_ADS_CONVERSION_ID,
        conversionLabels: {
          phone: e.SITE_ADS_LABEL_PHONE,
          contact: e.SITE_ADS_LABEL_CONTACT,
          calculation: e.SITE_ADS_LABEL_CALCULATION,
          whatsapp: e.SITE_ADS_LABEL_WHATSAPP,
          order: e.SITE_ADS_LABEL_ORDER,
        },
      },
    },
  };
}
