import { formatDate, QUOTE_VALIDITY_DAYS, type SiteConfig } from '@stairs/contracts';
import { validUntil } from '../documents/quote-format';

export interface QuoteMailFacts {
  quoteNumber: string;
  /** When the quote was calculated: its validity counts from that day, as the document says. */
  createdAt: Date;
  shareUrl: string;
  shareExpiresAt: Date;
}

/** The German plain-text e-mail a visitor gets with their quote as a PDF. */
export function composeQuoteMail(facts: QuoteMailFacts, site: SiteConfig): { subject: string; text: string } {
  return {
    subject: `Ihr Kostenvoranschlag ${facts.quoteNumber}`,
    text: [
      'Guten Tag,',
      '',
      `vielen Dank für Ihre Anfrage. Im Anhang finden Sie Ihren Kostenvoranschlag ${facts.quoteNumber} als PDF.`,
      `Er ist unverbindlich und ${QUOTE_VALIDITY_DAYS} Tage gültig, bis ${validUntil(facts.createdAt)}.`,
      '',
      `Online ansehen und weitergeben können Sie ihn bis ${formatDate(facts.shareExpiresAt)} unter:`,
      facts.shareUrl,
      '',
      'Sie haben zugestimmt, dass wir Sie zu diesem Kostenvoranschlag kontaktieren dürfen. Bei Fragen antworten',
      `Sie einfach auf diese E-Mail oder rufen Sie uns an: ${site.phone}`,
      '',
      'Mit freundlichen Grüßen',
      site.companyName,
      '',
      '--',
      `${site.companyName} · ${site.publicUrl.replace(/\/+$/, '')}`,
    ].join('\n'),
  };
}
