import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  ADMIN_LIST_LIMITS,
  type AdminListPage,
  type CustomerChange,
  type CustomerDetail,
  type CustomerListQuery,
  CUSTOMER_MESSAGES,
  type CustomerSummary,
  type CustomerTouchpoint,
  type TouchpointKind,
} from '@stairs/contracts';
import { WebhookPublisher } from '../webhooks/webhook-publisher.service';
import { DataSource, type EntityManager } from 'typeorm';
import { encodeListCursor, listPositionOf } from '../common/admin-list-page';
import { normalizePhone } from '../privacy/phone-number';
import { lockCustomerMatching } from './customer-matcher.service';
import { touchpointSelect } from './touchpoint-sources';
import { TOUCHPOINT_SELECT, type TouchpointRow, toTouchpoint } from './touchpoint-rows';

/** A LIKE pattern for a text anywhere in the search text (customers_search_trgm_idx answers it). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface CustomerRow {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  last_touchpoint_kind: TouchpointKind;
  last_touchpoint_at: Date;
  touchpoint_count: number;
}

const CUSTOMER_COLUMNS =
  'c.id, c.name, c.email, c.phone, c.last_touchpoint_kind, c.last_touchpoint_at, c.touchpoint_count';

function toCustomerSummary(row: CustomerRow): CustomerSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    lastTouchpointKind: row.last_touchpoint_kind,
    lastTouchpointAt: row.last_touchpoint_at.toISOString(),
    touchpointCount: row.touchpoint_count,
  };
}

/**
 * The 'Kunden' of /admin: the list (newest step first, searchable), a customer's timeline, and the operator's
 * two decisions, merge and split. A touchpoint the operator moved is marked 'operator'; the matcher never moves a
 * touchpoint again (src/customers/customer-matcher.service.ts).
 */
@Injectable()
export class CustomersService {
  private readonly logger = new Logger('Customers');

  constructor(
    private readonly dataSource: DataSource,
    private readonly webhooks: WebhookPublisher,
  ) {}

  /**
   * One page, newest step first (ties by id), one keyset range of customers_list_idx; a search keeps the order and
   * looks in the names, addresses and numbers of every touchpoint (a number in any notation), through the trigram
   * index when the text is rare.
   */
  async list(query: CustomerListQuery): Promise<AdminListPage<CustomerSummary>> {
    const limit = query.limit ?? ADMIN_LIST_LIMITS.pageSize;
    const after = listPositionOf(query, (key) => UUID.test(key));
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    const search = query.search?.trim().toLowerCase();
    if (search) {
      parameters.push(containing(search));
      const phone = /^[\d\s()+/-]+$/.test(search) ? normalizePhone(search) : '';
      if (phone.length >= 3) {
        parameters.push(containing(phone));
        conditions.push(`(c.search LIKE $1 OR c.search LIKE $2)`);
      } else conditions.push(`c.search LIKE $1`);
    }
    const filter = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const pageConditions = [...conditions];
    const pageParameters = [...parameters];
    if (after) {
      pageParameters.push(after.rank, after.key);
      const micros = `$${pageParameters.length - 1}`;
      const id = `$${pageParameters.length}`;
      pageConditions.push(
        `(c.last_touchpoint_at, c.id) < (timestamptz 'epoch' + CAST(${micros} AS bigint) * interval '1 microsecond', CAST(${id} AS uuid))`,
      );
    }
    pageParameters.push(limit + 1);
    const [rows, [counted]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${CUSTOMER_COLUMNS}, (extract(epoch from c.last_touchpoint_at) * 1000000)::bigint::text AS position_micros
           FROM customers c
           ${pageConditions.length ? `WHERE ${pageConditions.join(' AND ')}` : ''}
          ORDER BY c.last_touchpoint_at DESC, c.id DESC
          LIMIT $${pageParameters.length}`,
        pageParameters,
      ) as Promise<(CustomerRow & { position_micros: string })[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM customers c ${filter}`,
        parameters,
      ) as Promise<{ total: number }[]>,
    ]);
    const page = rows.slice(0, limit);
    const last = page.length < rows.length ? page.at(-1) : undefined;
    return {
      items: page.map(toCustomerSummary),
      nextCursor: last ? encodeListCursor({ rank: last.position_micros, key: last.id }) : null,
      total: counted?.total ?? 0,
    };
  }

  /** The customer and every touchpoint, newest first, each with a line about its record. */
  async detail(id: string): Promise<CustomerDetail> {
    const customer = await this.findCustomer(this.dataSource.manager, id);
    const touchpoints = (await this.dataSource.query(
      `${TOUCHPOINT_SELECT} WHERE customer_id = $1 ORDER BY occurred_at DESC, source_id DESC`,
      [id],
    )) as TouchpointRow[];
    const summaries = new Map<string, string>();
    const kinds = [...new Set(touchpoints.map((row) => row.source_kind))];
    for (const kind of kinds) {
      const ids = touchpoints.filter((row) => row.source_kind === kind).map((row) => row.source_id);
      const found = (await this.dataSource.query(`${touchpointSelect(kind)} WHERE s.id = ANY($1::uuid[])`, [
        ids,
      ])) as { id: string; summary: string }[];
      for (const row of found) summaries.set(`${kind}:${row.id}`, row.summary);
    }
    return {
      ...toCustomerSummary(customer),
      touchpoints: touchpoints.map((row): CustomerTouchpoint => ({
        ...toTouchpoint(row),
        summary: summaries.get(`${row.source_kind}:${row.source_id}`) ?? '',
      })),
    };
  }

  /** 'Zusammenführen': every touchpoint of `otherId` moves to `id`; the other customer is gone afterwards. */
  async merge(id: string, otherId: string): Promise<CustomerChange> {
    if (id === otherId) throw new BadRequestException(CUSTOMER_MESSAGES.mergeSelf);
    const deliveries = await this.dataSource.transaction(async (manager) => {
      await lockCustomerMatching(manager);
      // Both rows locked in one order: a merge the other way round at the same time waits, never deadlocks.
      const locked = (await manager.query(
        'SELECT id FROM customers WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE',
        [[id, otherId]],
      )) as { id: string }[];
      if (!locked.some((row) => row.id === id)) throw new NotFoundException(CUSTOMER_MESSAGES.notFound);
      if (!locked.some((row) => row.id === otherId))
        throw new NotFoundException(CUSTOMER_MESSAGES.otherNotFound);
      await manager.query(
        `UPDATE customer_touchpoints SET customer_id = $1, matched_by = 'operator', matched_at = now()
          WHERE customer_id = $2`,
        [id, otherId],
      );
      return this.webhooks.publish(manager, {
        type: 'customers.merged',
        data: { customerId: id, mergedCustomerIds: [otherId], mergedAt: new Date().toISOString() },
      });
    });
    this.webhooks.dispatch(deliveries);
    this.logger.log(`Merged customer ${otherId} into ${id}`);
    return { success: true, customerId: id };
  }

  /** 'Trennen': one touchpoint becomes a customer of its own, and stays one (marked 'operator'). */
  async split(id: string, kind: TouchpointKind, sourceId: string): Promise<CustomerChange> {
    const customerId = await this.dataSource.transaction(async (manager) => {
      await lockCustomerMatching(manager);
      const customer = await this.findCustomer(manager, id, true);
      const [touchpoint] = (await manager.query(
        `SELECT occurred_at FROM customer_touchpoints
          WHERE customer_id = $1 AND source_kind = $2 AND source_id = $3`,
        [id, kind, sourceId],
      )) as { occurred_at: Date }[];
      if (!touchpoint) throw new NotFoundException(CUSTOMER_MESSAGES.touchpointNotFound);
      if (customer.touchpoint_count <= 1) throw new BadRequestException(CUSTOMER_MESSAGES.splitLast);
      const [created] = (await manager.query(
        'INSERT INTO customers (last_touchpoint_kind, last_touchpoint_at) VALUES ($1, $2) RETURNING id',
        [kind, touchpoint.occurred_at],
      )) as { id: string }[];
      await manager.query(
        `UPDATE customer_touchpoints SET customer_id = $1, matched_by = 'operator', matched_at = now()
          WHERE source_kind = $2 AND source_id = $3`,
        [created!.id, kind, sourceId],
      );
      return created!.id;
    });
    this.logger.log(`Split ${kind} ${sourceId} off customer ${id} into ${customerId}`);
    return { success: true, customerId };
  }

  private async findCustomer(manager: EntityManager, id: string, lock = false): Promise<CustomerRow> {
    const [row] = (await manager.query(
      `SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c.id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    )) as CustomerRow[];
    if (!row) throw new NotFoundException(CUSTOMER_MESSAGES.notFound);
    return row;
  }
}
