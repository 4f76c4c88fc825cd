import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  CUSTOMER_MESSAGES,
  type PersonalDataErasure,
  type PersonalDataExport,
  type PersonalDataQuery,
  PRIVACY_MESSAGES,
  type QuoteEmailRecord,
} from '@stairs/contracts';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { toContactMessage } from '../contact/contact.service';
import { toPhoneLead, toQuoteRequest } from '../leads/leads.service';
import { PhoneLeadEntity } from '../leads/phone-lead.entity';
import { QuoteRequestEntity } from '../leads/quote-request.entity';
import { TOUCHPOINT_SELECT, type TouchpointRow, toTouchpoint } from '../customers/touchpoint-rows';
import { OrderEntity } from '../orders/order.entity';
import { toAdminOrder } from '../orders/orders.service';
import { QuoteEmailEntity } from '../quote-email/quote-email.entity';
import { normalizeEmail } from './email-address';
import { normalizePhone, phoneMatchKey } from './phone-number';

interface Matches {
  contactMessages: ContactMessageEntity[];
  phoneLeads: PhoneLeadEntity[];
  quoteRequests: QuoteRequestEntity[];
  quoteEmails: QuoteEmailRow[];
  orders: OrderEntity[];
  touchpoints: TouchpointRow[];
}

/**
 * An erased person's order: their fields blanked, the commercial record (number, quote, total, times, status, the
 * price hash and the box's text) kept — docs/decisions.md "Orders: erasure keeps the commercial record". Mails not
 * yet sent to them are dropped: there is nobody to send them to, and an order not matched yet is marked matched: it
 * would otherwise become a customer without a name.
 */
const ANONYMISE_ORDERS = `UPDATE orders
    SET email = '', phone = '', site_address = '', note = NULL, signature_name = '', client_ip = '',
        personal_data_erased_at = now(), confirmation_sent_at = coalesce(confirmation_sent_at, now()),
        customer_matched_at = coalesce(customer_matched_at, now())
  WHERE id = ANY($1::uuid[])`;

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
 * (however it was typed), or as one customer (its touchpoints, src/customers): contact messages, phone leads, quote
 * requests, e-mailed quotes (erasing one also ends its share link), orders and the customer touchpoints. Exported as
 * a file, or erased: records deleted, orders anonymised, touchpoints deleted (the customer goes with its last one).
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
      orders: found.orders.map(toAdminOrder),
      touchpoints: found.touchpoints.map(toTouchpoint),
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
      if (found.orders.length) {
        await manager.query(ANONYMISE_ORDERS, [ids(found.orders)]);
        await manager.query(
          'DELETE FROM order_visit_mails WHERE order_id = ANY($1::uuid[]) AND sent_at IS NULL',
          [ids(found.orders)],
        );
      }
      // The deletes above took their records' touchpoints along (triggers); an order's, and any other kept
      // record's, goes here.
      if (found.touchpoints.length)
        await manager.query(
          `DELETE FROM customer_touchpoints t USING unnest($1::text[], $2::uuid[]) AS e(kind, id)
            WHERE t.source_kind = e.kind AND t.source_id = e.id`,
          [found.touchpoints.map((row) => row.source_kind), found.touchpoints.map((row) => row.source_id)],
        );
      return {
        contactMessages: found.contactMessages.length,
        phoneLeads: found.phoneLeads.length,
        quoteRequests: found.quoteRequests.length,
        quoteEmails: found.quoteEmails.length,
        orders: found.orders.length,
      };
    });
    this.logger.log(
      `Erased personal data: ${erased.contactMessages} contact message(s), ${erased.phoneLeads} phone lead(s), ${erased.quoteRequests} quote request(s), ${erased.quoteEmails} quote e-mail(s), ${erased.orders} order(s) anonymised`,
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
      `${TOUCHPOINT_SELECT} WHERE customer_id = $1 ORDER BY occurred_at, source_id`,
      [customerId],
    )) as TouchpointRow[];
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
      // Its orders: those matched to it (any source kind 'order') and those accepted from its e-mailed quotes.
      orders: await manager
        .getRepository(OrderEntity)
        .createQueryBuilder('o')
        .where('o.id = ANY(:orderIds::uuid[]) OR o.quote_email_id = ANY(:quoteEmailIds::uuid[])', {
          orderIds: idsOf('order'),
          quoteEmailIds,
        })
        .andWhere('o.personal_data_erased_at IS NULL')
        .orderBy('o.created_at')
        .getMany(),
      touchpoints,
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

    // Rows carrying the subject's e-mail or phone: narrowed in SQL (the phone by its last digits), then compared
    // exactly after normalizing (the tables stay small).
    const tail = phone ? phone.slice(-6) : undefined;
    const byContact = async <T extends ObjectLiteral>(
      entity: EntityTarget<T>,
      columns: { email?: string; phone: string; orderBy?: string },
      contact: (row: T) => { email?: string | null; phone: string | null },
    ): Promise<T[]> => {
      if (!tail && !(email && columns.email)) return [];
      const query = manager
        .createQueryBuilder(entity, 'row')
        .where(email && columns.email ? `lower(row.${columns.email}) = :email` : 'false', { email })
        .orWhere(tail ? `regexp_replace(row.${columns.phone}, '\\D', '', 'g') LIKE '%' || :tail` : 'false', {
          tail,
        });
      if (columns.orderBy) query.orderBy(`row.${columns.orderBy}`);
      return (await query.getMany()).filter((row) => {
        const found = contact(row);
        return (
          (email !== undefined && found.email?.toLowerCase() === email) ||
          (phone !== undefined && found.phone !== null && normalizePhone(found.phone) === phone)
        );
      });
    };

    const contactMessages = email
      ? await manager
          .getRepository(ContactMessageEntity)
          .createQueryBuilder('m')
          .where('lower(m.email) = :email', { email })
          .getMany()
      : [];
    const phoneLeads = await byContact(PhoneLeadEntity, { phone: 'customer_phone' }, (row) => ({
      phone: row.customerPhone,
    }));
    const quoteRequests = await byContact(
      QuoteRequestEntity,
      { email: 'email', phone: 'phone' },
      (row) => row,
    );
    const quoteEmails: QuoteEmailRow[] = email
      ? await manager.query(`${QUOTE_EMAIL_SELECT} WHERE lower(e.email) = $1 ORDER BY e.created_at`, [email])
      : [];
    const orders = await byContact(
      OrderEntity,
      { email: 'email', phone: 'phone', orderBy: 'created_at' },
      (row) => row,
    );
    const touchpoints = (await manager.query(
      `${TOUCHPOINT_SELECT} WHERE email_key = $1 OR phone_key = $2 ORDER BY occurred_at, source_id`,
      [email ?? null, phone ? phoneMatchKey(phone) : null],
    )) as TouchpointRow[];
    return { contactMessages, phoneLeads, quoteRequests, quoteEmails, orders, touchpoints };
  }
}
