import { loadConfig } from '../config';
import { composeQuoteMail } from './quote-email-text';

const site = loadConfig({ NODE_ENV: 'test', SITE_PUBLIC_URL: 'https://treppen.example.at/' }).site;

describe('the visitor’s quote e-mail', () => {
  it('names the quote, its 30 days counted in Vienna, the share link with its end, and how to reach the company', () => {
    const mail = composeQuoteMail(
      {
        quoteNumber: 'KV-2026-000042',
        // 23:30 UTC is already the next day in Vienna: the validity counts from the Vienna day.
        createdAt: new Date('2026-03-01T23:30:00Z'),
        shareUrl: 'https://treppen.example.at/api/quote-share/abc',
        shareExpiresAt: new Date('2026-04-01T10:00:00Z'),
      },
      site,
    );
    expect(mail.subject).toBe('Ihr Kostenvoranschlag KV-2026-000042');
    expect(mail.text).toContain('Im Anhang finden Sie Ihren Kostenvoranschlag KV-2026-000042 als PDF.');
    expect(mail.text).toContain('Er ist unverbindlich und 30 Tage gültig, bis 01.04.2026.');
    expect(mail.text).toContain(
      'Online ansehen und weitergeben können Sie ihn bis 01.04.2026 unter:\nhttps://treppen.example.at/api/quote-share/abc',
    );
    expect(mail.text).toContain(site.phone);
    expect(mail.text).toContain(`${site.companyName} · https://treppen.example.at`);
  });
});
