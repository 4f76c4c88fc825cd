import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ConfigError, LEAKED_SESSION_SECRETS, loadConfig } from './config.schema';

/** Development and production need a session secret from the environment; these tests give a random one. */
const SECRET = randomBytes(32).toString('base64url');
const configOf = (env: NodeJS.ProcessEnv): ReturnType<typeof loadConfig> =>
  loadConfig({ SESSION_SECRET: SECRET, ...env });

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = configOf({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      api: { host: '127.0.0.1', port: 3001, docs: false },
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/stairs',
      redis: { url: 'redis://127.0.0.1:6379', prefix: 'stairs' },
      admin: { kind: 'plain', password: 'admin-demo' },
      session: { cookieName: 'stairs.sid', maxAgeMs: 8 * 3600 * 1000 },
      loginRateLimit: { points: 10, windowSeconds: 900 },
      publicWriteRateLimit: {
        calculation: { points: 60, windowSeconds: 600 },
        lead: { points: 20, windowSeconds: 3600 },
      },
      chromiumPath: '/usr/bin/chromium',
      trustProxy: 'loopback',
    });
    expect(config.documentsDir).toBe(path.resolve(__dirname, '..', '..', 'var', 'documents'));
    expect(config.site.companyName).toBe('Wiener Treppenwerk GmbH (Demo)');
  });

  it('takes SITE_* overrides', () => {
    const config = configOf({
      SITE_COMPANY_NAME: 'Treppen Muster',
      SITE_PHONE_DISPLAY: '+43 664 1',
      SITE_CITY: 'Graz',
    });
    expect(config.site).toMatchObject({
      companyName: 'Treppen Muster',
      phoneDisplay: '+43 664 1',
      address: { city: 'Graz' },
    });
  });

  it('refuses to start in production without an admin password and a session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required/);
  });

  it('has no session secret of its own outside tests: development refuses to start without one', () => {
    expect(() => loadConfig({})).toThrow(/SESSION_SECRET: is required .*\.local\/session-secret/);
    expect(() => loadConfig({ SESSION_SECRET: '  ' })).toThrow(/SESSION_SECRET: is required/);
    expect(configOf({}).session.secret).toBe(SECRET);
  });

  it('gives a test process a random secret of its own, the same for each config of the process', () => {
    const secret = loadConfig({ NODE_ENV: 'test' }).session.secret;
    expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ NODE_ENV: 'test' }).session.secret).toBe(secret);
    expect(LEAKED_SESSION_SECRETS).not.toContain(secret);
  });

  it('refuses a session secret once published in the repository, in every mode', () => {
    const leaked = 'dev-only-session-secret-change-me-in-production';
    expect(LEAKED_SESSION_SECRETS).toContain(leaked);
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(() => loadConfig({ NODE_ENV, ADMIN_PASSWORD: 'geheim-2026!', SESSION_SECRET: leaked })).toThrow(
        /SESSION_SECRET: is a value published in the repository/,
      );
    }
  });

  it('refuses a session secret shorter than 32 bytes in production', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'geheim-2026!' };
    expect(() => loadConfig({ ...production, SESSION_SECRET: 'x'.repeat(31) })).toThrow(
      /SESSION_SECRET: must be at least 32 bytes/,
    );
    // Bytes, not characters: 16 umlauts are 32 bytes of UTF-8.
    expect(loadConfig({ ...production, SESSION_SECRET: 'ä'.repeat(16) }).session.secret).toBe('ä'.repeat(16));
    expect(loadConfig({ ...production, SESSION_SECRET: 'x'.repeat(32) }).isProduction).toBe(true);
  });

  it('refuses the demo password and a short session secret in production', () => {
    const secret = 'x'.repeat(40);
    expect(() =>
      configOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'admin-demo', SESSION_SECRET: secret }),
    ).toThrow(/demo password/);
    expect(() =>
      configOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'geheim-2026!', SESSION_SECRET: 'short' }),
    ).toThrow(/SESSION_SECRET/);
    const ok = configOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'geheim-2026!', SESSION_SECRET: secret });
    expect(ok.isProduction).toBe(true);
    expect(ok.admin).toEqual({ kind: 'plain', password: 'geheim-2026!' });
    // The API docs map every admin route: off in every mode unless asked for.
    expect(ok.api.docs).toBe(false);
    expect(configOf({}).api.docs).toBe(false);
    expect(configOf({ API_DOCS: 'true' }).api.docs).toBe(true);
    expect(
      configOf({
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'geheim-2026!',
        SESSION_SECRET: secret,
        API_DOCS: 'true',
      }).api.docs,
    ).toBe(true);
  });

  it('prefers ADMIN_PASSWORD_HASH and checks its format', () => {
    const hash = `scrypt$${'a'.repeat(32)}$${'b'.repeat(128)}`;
    expect(configOf({ ADMIN_PASSWORD: 'x', ADMIN_PASSWORD_HASH: hash }).admin).toEqual({
      kind: 'scrypt',
      hash,
    });
    expect(() => configOf({ ADMIN_PASSWORD_HASH: 'plain-text' })).toThrow(/ADMIN_PASSWORD_HASH/);
  });

  it('the origins that may write: SITE_PUBLIC_URL’s and SITE_ORIGINS, exactly', () => {
    expect(configOf({}).siteOrigins).toEqual(['http://localhost:8080']);
    expect(
      configOf({
        SITE_PUBLIC_URL: 'https://www.treppen.example/stiegen/',
        SITE_ORIGINS: ' https://treppen.example , http://127.0.0.1:8080',
      }).siteOrigins,
    ).toEqual(['https://www.treppen.example', 'https://treppen.example', 'http://127.0.0.1:8080']);
    expect(() => configOf({ SITE_ORIGINS: 'http://127.0.0.1:8080/admin' })).toThrow(/SITE_ORIGINS/);
    expect(() => configOf({ SITE_ORIGINS: '*' })).toThrow(/SITE_ORIGINS/);
  });

  it('rejects malformed values with a readable message', () => {
    expect(() => configOf({ API_PORT: 'abc' })).toThrow(/API_PORT/);
    expect(() => configOf({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL/);
    expect(() => configOf({ REDIS_PREFIX: 'a:b' })).toThrow(/REDIS_PREFIX/);
  });

  it('treats empty variables as unset', () => {
    expect(configOf({ ADMIN_PASSWORD: '' }).admin).toEqual({ kind: 'plain', password: 'admin-demo' });
  });

  it('parses TRUST_PROXY', () => {
    expect(configOf({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(configOf({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes the public-write rate limits from the environment and refuses non-positive ones', () => {
    const config = configOf({
      RATE_LIMIT_CALCULATIONS: '1000000',
      RATE_LIMIT_CALCULATIONS_WINDOW_SECONDS: '60',
      RATE_LIMIT_LEADS: '5',
      RATE_LIMIT_LEADS_WINDOW_SECONDS: '7200',
    });
    expect(config.publicWriteRateLimit).toEqual({
      calculation: { points: 1000000, windowSeconds: 60 },
      lead: { points: 5, windowSeconds: 7200 },
    });
    expect(() => configOf({ RATE_LIMIT_LEADS: '0' })).toThrow(/RATE_LIMIT_LEADS/);
    expect(() => configOf({ RATE_LIMIT_CALCULATIONS: 'viele' })).toThrow(/RATE_LIMIT_CALCULATIONS/);
  });

  it('sends no e-mail by default and notifies the site e-mail', () => {
    expect(configOf({}).mail).toEqual({
      smtp: undefined,
      notifyTo: ['office@example.at'],
      from: 'office@example.at',
      inboxUrl: undefined,
    });
    expect(configOf({ SITE_EMAIL: 'info@treppen.at' }).mail.notifyTo).toEqual(['info@treppen.at']);
  });

  it('parses SMTP_URL (credentials percent-decoded, default ports, requireTLS), NOTIFY_EMAIL, MAIL_FROM and MAIL_INBOX_URL', () => {
    const config = configOf({
      SMTP_URL: 'smtp://office%40treppen.at:p%40ss%3Aword@mail.example.at:587?requireTLS=true',
      NOTIFY_EMAIL: 'a@treppen.at, b@treppen.at',
      MAIL_FROM: 'website@treppen.at',
      MAIL_INBOX_URL: 'http://127.0.0.1:1080',
    });
    expect(config.mail).toEqual({
      smtp: {
        host: 'mail.example.at',
        port: 587,
        secure: false,
        requireTLS: true,
        auth: { user: 'office@treppen.at', pass: 'p@ss:word' },
      },
      notifyTo: ['a@treppen.at', 'b@treppen.at'],
      from: 'website@treppen.at',
      inboxUrl: 'http://127.0.0.1:1080',
    });
    expect(configOf({ SMTP_URL: 'smtps://mail.example.at' }).mail.smtp).toEqual({
      host: 'mail.example.at',
      port: 465,
      secure: true,
      requireTLS: false,
    });
    expect(configOf({ SMTP_URL: 'smtp://127.0.0.1' }).mail.smtp?.port).toBe(587);
    expect(configOf({ SMTP_URL: '' }).mail.smtp).toBeUndefined();
  });

  it('rejects a malformed mail configuration without echoing the SMTP password', () => {
    expect(() => configOf({ SMTP_URL: 'http://user:secret@mail.example.at' })).toThrow(
      /SMTP_URL: must be an smtp/,
    );
    expect(() => configOf({ SMTP_URL: 'mail.example.at:587' })).toThrow(/SMTP_URL/);
    expect(() => configOf({ SMTP_URL: 'smtp://mail.example.at?requireTLS=yes' })).toThrow(/requireTLS/);
    expect(() => configOf({ SMTP_URL: 'http://user:secret@mail.example.at' })).not.toThrow(/secret/);
    expect(() => configOf({ NOTIFY_EMAIL: 'office' })).toThrow(/NOTIFY_EMAIL/);
    expect(() => configOf({ NOTIFY_EMAIL: 'a@b.at; c@d.at' })).toThrow(/NOTIFY_EMAIL/);
    expect(() => configOf({ MAIL_FROM: 'a@b.at, c@d.at' })).toThrow(/MAIL_FROM/);
    expect(() => configOf({ MAIL_INBOX_URL: '127.0.0.1:1080' })).toThrow(/MAIL_INBOX_URL/);
  });
});
