import { loadConfig } from '../config';
import { type ContactMessageEntity } from '../contact/contact-message.entity';
import { type PhoneLeadEntity } from '../leads/phone-lead.entity';
import { type QuoteRequestEntity } from '../leads/quote-request.entity';
import { composeOperatorMail, oneLine, viennaDateTime } from './notification-texts';

const site = loadConfig({ NODE_ENV: 'test', SITE_PUBLIC_URL: 'https://treppen.example.at' }).site;
// 2026-07-15 12:03 UTC is 14:03 in Vienna (summer time).
const AT = new Date('2026-07-15T12:03:00Z');

describe('operator notification texts', () => {
  it('formats times in Vienna', () => {
    expect(viennaDateTime(AT)).toBe('15.07.2026, 14:03 Uhr');
    expect(viennaDateTime(new Date('2026-01-10T23:30:00Z'))).toBe('11.01.2026, 00:30 Uhr');
  });

  it('oneLine flattens line breaks and control characters (no header injection) and shortens', () => {
    expect(oneLine('Maria\r\nBcc: evil@example.com')).toBe('Maria Bcc: evil@example.com');
    expect(oneLine(' a\u0000\tb\u2028c ')).toBe('a b c');
    expect(oneLine('ä'.repeat(100), 10)).toBe(`${'ä'.repeat(9)}…`);
  });

  it('contact message: subject with the name, the message kept as written, Reply-To the visitor', () => {
    const row = {
      id: 'id',
      name: 'Maria\nMuster',
      email: 'maria@example.at',
      message: 'Zeile 1\r\nZeile 2',
      notificationQueuedAt: null,
      notificationSentAt: null,
      createdAt: AT,
    } satisfies ContactMessageEntity;
    const mail = composeOperatorMail({ kind: 'contact-message', row }, site);
    expect(mail.subject).toBe('Neue Kontaktanfrage von Maria Muster');
    expect(mail.replyTo).toEqual({ name: 'Maria Muster', address: 'maria@example.at' });
    expect(mail.text).toContain(
      'Name:    Maria Muster\nE-Mail:  maria@example.at\nEingang: 15.07.2026, 14:03 Uhr',
    );
    expect(mail.text).toContain('Nachricht:\nZeile 1\nZeile 2\n');
    expect(mail.text).toContain('https://treppen.example.at/admin');
  });

  it('phone lead: priority in the subject, service and origin labelled, visitor JSON reduced to the quote number', () => {
    const row = {
      id: 'id',
      customerPhone: '0664 1234567',
      service: 'preis_alarm',
      context: 'renovation_calculator',
      priority: 'medium',
      calculationData: { quoteNumber: 'KV-2026-000042', total: 1, html: '<b>x</b>' },
      notificationQueuedAt: null,
      notificationSentAt: null,
      submittedAt: AT,
    } satisfies PhoneLeadEntity;
    const mail = composeOperatorMail({ kind: 'phone-lead', row }, site);
    expect(mail.subject).toBe('Neue Telefonnummer (Priorität Mittel): 0664 1234567');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('Service:   Preis-Alarm per SMS (preis_alarm)');
    expect(mail.text).toContain('Herkunft:  Rechner „Treppe renovieren“ (renovation_calculator)');
    expect(mail.text).toContain('Angebot:   KV-2026-000042');
    expect(mail.text).not.toContain('<b>');
  });

  it('quote request: only the fields it has; a gallery request with name and e-mail gets a Reply-To', () => {
    const base = {
      id: 'id',
      email: null,
      phone: '0676 1111111',
      customerName: null,
      service: 'detailliertes_angebot',
      calculationType: 'renovation',
      status: 'pending',
      calculationData: null,
      notificationQueuedAt: null,
      notificationSentAt: null,
      createdAt: AT,
      updatedAt: AT,
    } satisfies QuoteRequestEntity;
    const detailed = composeOperatorMail({ kind: 'quote-request', row: base }, site);
    expect(detailed.subject).toBe('Neue Preisprüfung: 0676 1111111');
    expect(detailed.text).not.toContain('E-Mail:');
    expect(detailed.text).not.toContain('Name:');

    const gallery = composeOperatorMail(
      {
        kind: 'quote-request',
        row: {
          ...base,
          email: 'kunde@example.at',
          customerName: 'Karl Kunde',
          calculationType: null,
          service: 'massivstufen',
          calculationData: { galleryNumber: 'G-071', message: 'Zwölf Stufen, bitte mit Kostenvoranschlag.' },
        },
      },
      site,
    );
    expect(gallery.subject).toBe('Neue Preisprüfung zu Projekt G-071: Karl Kunde');
    expect(gallery.replyTo).toEqual({ name: 'Karl Kunde', address: 'kunde@example.at' });
    expect(gallery.text).toContain('Galerie-Projekt: G-071');
    expect(gallery.text).toContain('Nachricht:\nZwölf Stufen, bitte mit Kostenvoranschlag.');
  });
});
