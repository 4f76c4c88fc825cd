import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  CUSTOMER_MESSAGES,
  type PersonalDataErasure,
  type PersonalDataExport,
  type PersonalDataQuery,
  PRIVACY_MESSAGES,
  type QuoteEmailRecord,
} from '@stairs/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { toContactMessage } from '../contact/contact.service';
import { toPhoneLead, toQuoteRequest } from '../leads/leads.service';
import { PhoneLeadEntity } from '../leads/phone-lead.entity';
import { QuoteRequestEntity } from '../leads/quote-request.entity';
import { QuoteEmailEntity } from '../quote-email/quote-email.entity';
import { normalizeEmail } from './email-address';
import { normalizePhone } from './phone-number';

interface Matches {
  contactMessages: ContactMessageEntity[];
  phoneLeads: PhoneLeadEntity[];
  quoteRequests: QuoteRequestEntity[];
  quoteEmails: QuoteEmailRow[];
}

/** A quote e-mail with its quote's number (read with a join: the export names the quote). */
interface QuoteEmailRow {
  id: string;
  email: string;
  quote_number: string;
  contact_consent_at: Date;
  share_expires_at: Date;
  created_at: Date;
}

const QUOTE_EMAIL_SELECT = `SELECT e.id, e.email, c.quote_number, e.contact_consent_at, e.share_expires_at, e.created_at
  FROM quote_emails e JOIN calculations c ON c.id = e.calculation_id`;

function toQuoteEmailRecord(row: QuoteEmailRow): QuoteEmailRecord {
  return {
    id: row.id,
    email: row.email,
    quoteNumber: row.quote_number,
    contactConsentAt: row.contact_consent_at.toISOString(),
    shareExpiresAt: row.share_expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * DSGVO: what the site stores about one person, found by e-mail address (case-insensitive) and/or phone number
 * (however it was typed), or as one customer (its touchpoints, src/customers): contact messages, phone leads, quote requests and e-mailed quotes (erasing one also ends
 * its share link). Exported as a file, or erased.
 * Conversion statistics keep their counts: they hold no personal data.
 */
@Injectable()
export class PersonalDataService {
  private readonly logger = new Logger('PersonalData');

  constructor(private readonly dataSource: DataSource) {}

  async export(query: PersonalDataQuery): Promise<PersonalDataExport> {
    return this.present(query, await this.find(this.dataSource.manager, query));
  }

  /** Everything of one customer (src/customers): the records of its touchpoints. */
  async exportCustomer(customerId: string): Promise<PersonalDataExport> {
    const { subject, found } = await this.findOfCustomer(this.dataSource.manager, customerId);
    return this.present(subject, found);
  }

  async erase(query: PersonalDataQuery): Promise<PersonalDataErasure> {
    return this.eraseWith((manager) => this.find(manager, query));
  }

  /** Erases every record of one customer; their touchpoints and the customer go with them (delete triggers). */
  async eraseCustomer(customerId: string): Promise<PersonalDataErasure> {
    return this.eraseWith(async (manager) => (await this.findOfCustomer(manager, customerId, true)).found);
  }

  private present(subject: PersonalDataQuery, found: Matches): PersonalDataExport {
    return {
      subject,
      exportedAt: new Date().toISOString(),
      contactMessages: found.contactMessages.map(toContactMessage),
      phoneLeads: found.phoneLeads.map(toPhoneLead),
      quoteRequests: found.quoteRequests.map(toQuoteRequest),
      quoteEmails: found.quoteEmails.map(toQuoteEmailRecord),
    };
  }

  private async eraseWith(find: (manager: EntityManager) => Promise<Matches>): Promise<PersonalDataErasure> {
    const erased = await this.dataSource.transaction(async (manager) => {
      const found = await find(manager);
      const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);
      if (found.contactMessages.length)
        await manager.delete(ContactMessageEntity, ids(found.contactMessages));
      if (found.phoneLeads.length) await manager.delete(PhoneLeadEntity, ids(found.phoneLeads));
      if (found.quoteRequests.length) await manager.delete(QuoteRequestEntity, ids(found.quoteRequests));
      if (found.quoteEmails.length) await manager.delete(QuoteEmailEntity, ids(found.quoteEmails));
      return {
        contactMessages: found.contactMessages.length,
        phoneLeads: found.phoneLeads.length,
        quoteRequests: found.quoteRequests.length,
        quoteEmails: found.quoteEmails.length,
      };
    });
    this.logger.log(
      `Erased personal data: ${erased.contactMessages} contact message(s), ${erased.phoneLeads} phone lead(s), ${erased.quoteRequests} quote request(s), ${erased.quoteEmails} quote e-mail(s)`,
    );
    return { success: true, erased };
  }

  /** The records of a customer's touchpoints, and its address and number as the export's subject. */
  private async findOfCustomer(
    manager: EntityManager,
    customerId: string,
    lock = false,
  ): Promise<{ subject: PersonalDataQuery; found: Matches }> {
    const [customer] = (await manager.query(
      `SELECT email, phone FROM customers WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [customerId],
    )) as { email: string | null; phone: string | null }[];
    if (!customer) throw new NotFoundException(CUSTOMER_MESSAGES.notFound);
    const touchpoints = (await manager.query(
      'SELECT source_kind, source_id FROM customer_touchpoints WHERE customer_id = $1',
      [customerId],
    )) as { source_kind: string; source_id: string }[];
    const idsOf = (kind: string) =>
      touchpoints.filter((row) => row.source_kind === kind).map((row) => row.source_id);
    const byIds = <E extends object>(entity: new () => E, ids: string[]) =>
      ids.length ? manager.getRepository(entity).createQueryBuilder('r').whereInIds(ids).getMany() : [];
    const quoteEmailIds = idsOf('quote-email');
    const found: Matches = {
      contactMessages: await byIds(ContactMessageEntity, idsOf('contact-message')),
      phoneLeads: await byIds(PhoneLeadEntity, idsOf('phone-lead')),
      quoteRequests: await byIds(QuoteRequestEntity, idsOf('quote-request')),
      quoteEmails: quoteEmailIds.length
        ? await manager.query(`${QUOTE_EMAIL_SELECT} WHERE e.id = ANY($1::uuid[]) ORDER BY e.created_at`, [
            quoteEmailIds,
          ])
        : [],
    };
    const subject: PersonalDataQuery = {
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.phone ? { phone: customer.phone } : {}),
    };
    return { subject, found };
  }

  private async find(manager: EntityManager, query: PersonalDataQuery): Promise<Matches> {
    const email = query.email ? normalizeEmail(query.email) : undefined;
    const phone = query.phone ? normalizePhone(query.phone) : undefined;
    if (!email && !phone) throw new BadRequestException(PRIVACY_MESSAGES.subjectRequired);

    const samePhone = (value: string | null) =>
      phone !== undefined && value !== null && normalizePhone(value) === phone;
    // Narrowed in SQL by the last digits, compared exactly after normalizing (the tables stay small).
    const tail = phone ? phone.slice(-6) : undefined;
    const byTail = (column: string) => `regexp_replace(${column}, '\\D', '', 'g') LIKE '%' || :tail`;

    const contactMessages = email
      ? await manager
          .getRepository(ContactMessageEntity)
          .createQueryBuilder('m')
          .where('lower(m.email) = :email', { email })
          .getMany()
      : [];
    const phoneLeads = tail
      ? (
          await manager
            .getRepository(PhoneLeadEntity)
            .createQueryBuilder('p')
            .where(byTail('p.customer_phone'), { tail })
            .getMany()
        ).filter((row) => samePhone(row.customerPhone))
      : [];
    const quoteRequests = (
      await manager
        .getRepository(QuoteRequestEntity)
        .createQueryBuilder('q')
        .where(email ? 'lower(q.email) = :email' : 'false', { email })
        .orWhere(tail ? byTail('q.phone') : 'false', { tail })
        .getMany()
    ).filter((row) => (email !== undefined && row.email?.toLowerCase() === email) || samePhone(row.phone));
    const quoteEmails: QuoteEmailRow[] = email
      ? await manager.query(`${QUOTE_EMAIL_SELECT} WHERE lower(e.email) = $1 ORDER BY e.created_at`, [email])
      : [];
    return { contactMessages, phoneLeads, quoteRequests, quoteEmails };
  }
}
