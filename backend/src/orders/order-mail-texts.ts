import {
  formatDateTime,
  formatEuro,
  orderWhatsAppText,
  type SiteConfig,
  VISIT_SLOTS,
  type VisitWindow,
  whatsappUrl,
} from '@stairs/contracts';
import { type OrderEntity } from './order.entity';
import { type OrderVisitMailEntity } from './order-visit-mail.entity';
import { windowLabel } from './order-windows';
import { withdrawalInstructions } from './withdrawal-text';

function signature(site: SiteConfig): string[] {
  return [
    '',
    'Mit freundlichen Grüßen',
    site.companyName,
    '',
    '--',
    `${site.companyName} · ${site.publicUrl.replace(/\/+$/, '')}`,
  ];
}

/** The WhatsApp chat about an order, prefilled with its quote number. */
export function orderWhatsAppUrl(site: SiteConfig, quoteNumber: string): string {
  return whatsappUrl(site.whatsappNumber, orderWhatsAppText(quoteNumber));
}

function windowsList(windows: readonly VisitWindow[]): string[] {
  return windows.map((window, index) => `  ${index + 1}. ${windowLabel(window)}`);
}

/** The visitor's 'Auftragsbestätigung': the order, the windows, WhatsApp, the withdrawal right and form. */
export function composeOrderConfirmation(
  order: OrderEntity,
  site: SiteConfig,
): { subject: string; text: string } {
  const option = order.quote.options.find((candidate) => candidate.key === order.option);
  return {
    subject: `Auftragsbestätigung zu Ihrem Angebot ${order.quoteNumber}`,
    text: [
      `Guten Tag ${order.signatureName},`,
      '',
      `vielen Dank für Ihren Auftrag! Sie haben am ${formatDateTime(order.acceptedAt)} Uhr unser Angebot`,
      `${order.quoteNumber} angenommen: ${option?.title ?? order.option}, ${formatEuro(order.totalCents / 100)} inkl. USt.`,
      'Im Anhang finden Sie den Kostenvoranschlag mit dem Vermerk der Annahme als PDF.',
      '',
      `Baustelle: ${order.siteAddress}`,
      `Telefon:   ${order.phone}`,
      '',
      'Ihre Wunschtermine für die Besichtigung:',
      ...windowsList(order.windows),
      'Wir bestätigen Ihnen einen davon per E-Mail mit einer Kalendereinladung.',
      '',
      'Fragen zu Ihrem Auftrag? Schreiben Sie uns auf WhatsApp:',
      orderWhatsAppUrl(site, order.quoteNumber),
      `oder rufen Sie uns an: ${site.phoneDisplay}`,
      '',
      withdrawalInstructions(site),
      ...signature(site),
    ].join('\n'),
  };
}

/** The e-mail that carries a Besichtigung's calendar invitation, change or cancellation. */
export function composeVisitMail(
  order: OrderEntity,
  mail: OrderVisitMailEntity,
  site: SiteConfig,
): { subject: string; text: string } {
  const when = windowLabel(mail.visit);
  const cancelled = mail.method === 'CANCEL';
  const changed = !cancelled && mail.sequence > 0;
  const subject = cancelled
    ? `Besichtigung abgesagt: ${order.quoteNumber}`
    : changed
      ? `Besichtigung geändert: ${when}`
      : `Besichtigung bestätigt: ${when}`;
  const lead = cancelled
    ? `der Besichtigungstermin am ${when} zu Ihrem Auftrag ${order.quoteNumber} ist abgesagt. Wir melden uns für einen neuen Termin.`
    : `${changed ? 'wir haben den Besichtigungstermin zu Ihrem Auftrag geändert' : 'wir bestätigen die Besichtigung zu Ihrem Auftrag'} ${order.quoteNumber}:`;
  return {
    subject,
    text: [
      `Guten Tag ${order.signatureName},`,
      '',
      lead,
      ...(cancelled
        ? []
        : [
            '',
            `  ${when}`,
            `  ${order.siteAddress}`,
            '',
            `Wir kommen im Zeitfenster ${VISIT_SLOTS[mail.visit.slot].label} vorbei. Die Einladung im Anhang`,
            'können Sie in Ihren Kalender übernehmen.',
          ]),
      '',
      `Fragen? ${site.phoneDisplay} oder WhatsApp: ${orderWhatsAppUrl(site, order.quoteNumber)}`,
      ...signature(site),
    ].join('\n'),
  };
}
