import path from 'node:path';
import { ConfigError, loadConfig } from './config.schema';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
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
    const config = loadConfig({
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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD.*\n.*SESSION_SECRET/s);
  });

  it('refuses the demo password and a short session secret in production', () => {
    const secret = 'x'.repeat(40);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'admin-demo', SESSION_SECRET: secret }),
    ).toThrow(/demo password/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'geheim-2026!', SESSION_SECRET: 'short' }),
    ).toThrow(/SESSION_SECRET/);
    const ok = loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'geheim-2026!', SESSION_SECRET: secret });
    expect(ok.isProduction).toBe(true);
    expect(ok.admin).toEqual({ kind: 'plain', password: 'geheim-2026!' });
    // The API docs map every admin route: off in every mode unless asked for.
    expect(ok.api.docs).toBe(false);
    expect(loadConfig({}).api.docs).toBe(false);
    expect(loadConfig({ API_DOCS: 'true' }).api.docs).toBe(true);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'geheim-2026!',
        SESSION_SECRET: secret,
        API_DOCS: 'true',
      }).api.docs,
    ).toBe(true);
  });

  it('prefers ADMIN_PASSWORD_HASH and checks its format', () => {
    const hash = `scrypt$${'a'.repeat(32)}$${'b'.repeat(128)}`;
    expect(loadConfig({ ADMIN_PASSWORD: 'x', ADMIN_PASSWORD_HASH: hash }).admin).toEqual({
      kind: 'scrypt',
      hash,
    });
    expect(() => loadConfig({ ADMIN_PASSWORD_HASH: 'plain-text' })).toThrow(/ADMIN_PASSWORD_HASH/);
  });

  it('the origins that may write: SITE_PUBLIC_URL’s and SITE_ORIGINS, exactly', () => {
    expect(loadConfig({}).siteOrigins).toEqual(['http://localhost:8080']);
    expect(
      loadConfig({
        SITE_PUBLIC_URL: 'https://www.treppen.example/stiegen/',
        SITE_ORIGINS: ' https://treppen.example , http://127.0.0.1:8080',
      }).siteOrigins,
    ).toEqual(['https://www.treppen.example', 'https://treppen.example', 'http://127.0.0.1:8080']);
    expect(() => loadConfig({ SITE_ORIGINS: 'http://127.0.0.1:8080/admin' })).toThrow(/SITE_ORIGINS/);
    expect(() => loadConfig({ SITE_ORIGINS: '*' })).toThrow(/SITE_ORIGINS/);
  });

  it('rejects malformed values with a readable message', () => {
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_PREFIX: 'a:b' })).toThrow(/REDIS_PREFIX/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ADMIN_PASSWORD: '' }).admin).toEqual({ kind: 'plain', password: 'admin-demo' });
  });

  it('parses TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes the public-write rate limits from the environment and refuses non-positive ones', () => {
    const config = loadConfig({
      RATE_LIMIT_CALCULATIONS: '1000000',
      RATE_LIMIT_CALCULATIONS_WINDOW_SECONDS: '60',
      RATE_LIMIT_LEADS: '5',
      RATE_LIMIT_LEADS_WINDOW_SECONDS: '7200',
    });
    expect(config.publicWriteRateLimit).toEqual({
      calculation: { points: 1000000, windowSeconds: 60 },
      lead: { points: 5, windowSeconds: 7200 },
    });
    expect(() => loadConfig({ RATE_LIMIT_LEADS: '0' })).toThrow(/RATE_LIMIT_LEADS/);
    expect(() => loadConfig({ RATE_LIMIT_CALCULATIONS: 'viele' })).toThrow(/RATE_LIMIT_CALCULATIONS/);
  });

  it('sends no e-mail by default and notifies the site e-mail', () => {
    expect(loadConfig({}).mail).toEqual({
      smtp: undefined,
      notifyTo: ['office@example.at'],
      from: 'office@example.at',
      inboxUrl: undefined,
    });
    expect(loadConfig({ SITE_EMAIL: 'info@treppen.at' }).mail.notifyTo).toEqual(['info@treppen.at']);
  });

  it('parses SMTP_URL (credentials percent-decoded, default ports, requireTLS), NOTIFY_EMAIL, MAIL_FROM and MAIL_INBOX_URL', () => {
    const config = loadConfig({
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
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.at' }).mail.smtp).toEqual({
      host: 'mail.example.at',
      port: 465,
      secure: true,
      requireTLS: false,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1' }).mail.smtp?.port).toBe(587);
    expect(loadConfig({ SMTP_URL: '' }).mail.smtp).toBeUndefined();
  });

  it('rejects a malformed mail configuration without echoing the SMTP password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example.at' })).toThrow(
      /SMTP_URL: must be an smtp/,
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.at:587' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.at?requireTLS=yes' })).toThrow(/requireTLS/);
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example.at' })).not.toThrow(/secret/);
    expect(() => loadConfig({ NOTIFY_EMAIL: 'office' })).toThrow(/NOTIFY_EMAIL/);
    expect(() => loadConfig({ NOTIFY_EMAIL: 'a@b.at; c@d.at' })).toThrow(/NOTIFY_EMAIL/);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.at, c@d.at' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_INBOX_URL: '127.0.0.1:1080' })).toThrow(/MAIL_INBOX_URL/);
  });
});
