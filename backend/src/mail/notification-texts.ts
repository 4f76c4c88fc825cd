import {
  CALCULATION_TYPE_LABELS,
  CALCULATOR_CONTEXT_LABELS,
  formatDateTime,
  formatEuro,
  LEAD_NAMES,
  LEAD_PRIORITY_LABELS,
  PHONE_SERVICE_LABELS,
  QUOTE_REQUEST_SERVICE_LABELS,
  type SiteConfig,
} from '@stairs/contracts';
import { type BlogArticleEntity } from '../blog/blog-article.entity';
import { type ContactMessageEntity } from '../contact/contact-message.entity';
import { type PhoneLeadEntity } from '../leads/phone-lead.entity';
import { type QuoteRequestEntity } from '../leads/quote-request.entity';
import { type OrderEntity } from '../orders/order.entity';
import { windowLabel } from '../orders/order-windows';

/** What a `notify-lead` job is about, loaded from Postgres. */
export type NotificationSource =
  | { kind: 'contact-message'; row: ContactMessageEntity }
  | { kind: 'phone-lead'; row: PhoneLeadEntity }
  | { kind: 'quote-request'; row: QuoteRequestEntity }
  | { kind: 'order'; row: OrderEntity }
  | { kind: 'blog-draft'; row: BlogArticleEntity; publishUrl: string };

/** The operator e-mail of one lead (recipient and sender come from the configuration). */
export interface OperatorMail {
  subject: string;
  text: string;
  /** The visitor, when an e-mail address is known: the operator answers with "Reply". */
  replyTo?: { name: string; address: string };
}

const SERVICE_LABELS: Record<string, string> = { ...PHONE_SERVICE_LABELS, ...QUOTE_REQUEST_SERVICE_LABELS };
const CONTEXT_LABELS: Record<string, string> = CALCULATOR_CONTEXT_LABELS;
const CALCULATION_LABELS: Record<string, string> = CALCULATION_TYPE_LABELS;

/** Date and time in Vienna, e.g. "15.07.2026, 14:03 Uhr". */
export function viennaDateTime(date: Date): string {
  return `${formatDateTime(date)} Uhr`;
}

/**
 * Visitor text for a header or a one-line field: control characters and line breaks become spaces (no
 * header injection, no broken layout), runs of spaces collapse, and it is cut to `max` characters.
 */
export function oneLine(value: string, max = 80): string {
  const flat = value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

function label(labels: Record<string, string>, value: string): string {
  return labels[value] ? `${labels[value]} (${value})` : value;
}

/** A string property of the visitor's JSON (calculationData), if present. */
function stringField(data: object | null, key: string): string | undefined {
  const value = (data as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? oneLine(value) : undefined;
}

/** "Label:   value" lines, aligned; fields without a value are left out. */
function fields(rows: [string, string | null | undefined][]): string {
  const present = rows.filter((row): row is [string, string] => Boolean(row[1]));
  const width = Math.max(...present.map(([name]) => name.length)) + 2;
  return present.map(([name, value]) => `${`${name}:`.padEnd(width)}${value}`).join('\n');
}

function footer(site: SiteConfig): string {
  return [
    '',
    '--',
    `Alle Anfragen im Admin-Bereich: ${site.publicUrl.replace(/\/+$/, '')}/admin`,
    `Automatische Benachrichtigung der Website von ${site.companyName}.`,
  ].join('\n');
}

function contactMail(row: ContactMessageEntity, site: SiteConfig): OperatorMail {
  const name = oneLine(row.name);
  const message = row.message.replace(/\r\n?/g, '\n');
  return {
    subject: `Neue ${LEAD_NAMES.contactMessage.one} von ${name}`,
    text: [
      'Über das Kontaktformular der Website ist eine neue Nachricht eingegangen.',
      '',
      fields([
        ['Name', name],
        ['E-Mail', row.email],
        ['Eingang', viennaDateTime(row.createdAt)],
      ]),
      '',
      'Nachricht:',
      message,
      '',
      `Mit „Antworten“ schreiben Sie direkt an ${name}.`,
      footer(site),
    ].join('\n'),
    replyTo: { name, address: row.email },
  };
}

function phoneLeadMail(row: PhoneLeadEntity, site: SiteConfig): OperatorMail {
  const priority = LEAD_PRIORITY_LABELS[row.priority] ?? row.priority;
  const phone = oneLine(row.customerPhone, 40);
  return {
    subject: `Neue ${LEAD_NAMES.phoneLead.one} (Priorität ${priority}): ${phone}`,
    text: [
      'Ein Besucher hat im Rechner seine Telefonnummer hinterlassen.',
      '',
      fields([
        ['Telefon', phone],
        ['Priorität', priority],
        ['Service', label(SERVICE_LABELS, oneLine(row.service))],
        ['Herkunft', label(CONTEXT_LABELS, oneLine(row.context))],
        ['Angebot', stringField(row.calculationData, 'quoteNumber')],
        ['Eingang', viennaDateTime(row.submittedAt)],
      ]),
      footer(site),
    ].join('\n'),
  };
}

function quoteRequestMail(row: QuoteRequestEntity, site: SiteConfig): OperatorMail {
  const quoteNumber = stringField(row.calculationData, 'quoteNumber');
  const galleryNumber = stringField(row.calculationData, 'galleryNumber');
  const rawMessage = (row.calculationData as Record<string, unknown> | null)?.message;
  const message = typeof rawMessage === 'string' ? rawMessage.replace(/\r\n?/g, '\n').trim() : '';
  const name = row.customerName ? oneLine(row.customerName) : undefined;
  const phone = row.phone ? oneLine(row.phone, 40) : undefined;
  const about = quoteNumber ?? (galleryNumber ? `Projekt ${galleryNumber}` : undefined);
  const who = name ?? phone;
  return {
    subject: `Neue ${LEAD_NAMES.quoteRequest.one}${about ? ` zu ${about}` : ''}${who ? `: ${who}` : ''}`,
    text: [
      `Über die Website ist eine neue ${LEAD_NAMES.quoteRequest.one} eingegangen.`,
      '',
      fields([
        ['Name', name],
        ['Telefon', phone],
        ['E-Mail', row.email],
        ['Service', label(SERVICE_LABELS, oneLine(row.service))],
        ['Berechnung', row.calculationType ? label(CALCULATION_LABELS, oneLine(row.calculationType)) : null],
        ['Angebot', quoteNumber],
        ['Galerie-Projekt', galleryNumber],
        ['Eingang', viennaDateTime(row.createdAt)],
      ]),
      // The visitor's message whole, with its line breaks (a price check may describe the stair at length).
      ...(message ? ['', 'Nachricht:', message] : []),
      footer(site),
    ].join('\n'),
    ...(row.email ? { replyTo: { name: name ?? '', address: row.email } } : {}),
  };
}

function orderMail(row: OrderEntity, site: SiteConfig): OperatorMail {
  const name = oneLine(row.signatureName);
  const option = row.quote.options.find((candidate) => candidate.key === row.option);
  const note = row.note?.replace(/\r\n?/g, '\n').trim() ?? '';
  return {
    subject: `Neuer Auftrag ${row.quoteNumber}: ${name}, ${formatEuro(row.totalCents / 100)}`,
    text: [
      'Ein Besucher hat sein Angebot online angenommen.',
      '',
      fields([
        ['Angebot', row.quoteNumber],
        ['Option', option?.title ?? row.option],
        ['Summe', `${formatEuro(row.totalCents / 100)} inkl. USt.`],
        ['Name', name],
        ['Telefon', oneLine(row.phone, 40)],
        ['E-Mail', row.email],
        ['Baustelle', oneLine(row.siteAddress, 200)],
        ['Angenommen', viennaDateTime(row.acceptedAt)],
      ]),
      '',
      'Wunschtermine für die Besichtigung:',
      ...row.windows.map((window, index) => `  ${index + 1}. ${windowLabel(window)}`),
      ...(note ? ['', 'Anmerkung:', note] : []),
      '',
      'Nachweis der Annahme:',
      fields([
        ['Unterschrift', name],
        ['Bestätigung', oneLine(row.confirmationText, 200)],
        ['Preis-Hash', row.priceHash],
        ['IP-Adresse', row.clientIp],
      ]),
      '',
      `Termin bestätigen unter „Aufträge“: ${site.publicUrl.replace(/\/+$/, '')}/admin`,
      footer(site),
    ].join('\n'),
    replyTo: { name, address: row.email },
  };
}

/** The German operator e-mail for a lead. */
export function composeOperatorMail(source: NotificationSource, site: SiteConfig): OperatorMail {
  switch (source.kind) {
    case 'contact-message':
      return contactMail(source.row, site);
    case 'phone-lead':
      return phoneLeadMail(source.row, site);
    case 'quote-request':
      return quoteRequestMail(source.row, site);
    case 'order':
      return orderMail(source.row, site);
    case 'blog-draft':
      return blogDraftMail(source.row, source.publishUrl, site);
  }
}

function blogDraftMail(row: BlogArticleEntity, publishUrl: string, site: SiteConfig): OperatorMail {
  const title = oneLine(row.title);
  return {
    subject: `Neuer Blog-Entwurf: ${title}`,
    text: [
      row.imageUrl
        ? 'Aus einem hochgeladenen Foto ist ein neuer Blog-Entwurf entstanden.'
        : 'Aus einer E-Mail an den Blog ist ein neuer Blog-Entwurf entstanden.',
      'Er ist noch nicht veröffentlicht.',
      '',
      fields([
        ['Titel', title],
        ['Eingang', viennaDateTime(row.createdAt)],
      ]),
      '',
      'Anfang des Textes:',
      oneLine(row.excerpt ?? row.content, 300),
      '',
      'Veröffentlichen (der Link funktioniert einmal):',
      publishUrl,
      '',
      `Bearbeiten oder löschen im Blog-Admin: ${site.publicUrl.replace(/\/+$/, '')}/admin/blog`,
      footer(site),
    ].join('\n'),
  };
}
