import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TOUCHPOINT_KINDS, type TouchpointKind, type TouchpointMatch } from '@stairs/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { emailMatchKey } from '../privacy/email-address';
import { phoneMatchKey } from '../privacy/phone-number';
import { TOUCHPOINT_SOURCES, touchpointSelect } from './touchpoint-sources';

export type MatchOutcome = 'matched' | 'already' | 'gone';

/** How many waiting records one match takes along (its own first). */
export const MATCH_BATCH_SIZE = 1000;

/**
 * Matching and the operator's merge and split change customers one at a time: two first records of a new person
 * matched at once would otherwise found two customers, and a batch and a merge could wait for each other's rows.
 */
export async function lockCustomerMatching(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('customer-matching'))`);
}

interface SourceRow {
  id: string;
  occurred_at: Date;
  email: string | null;
  phone: string | null;
  name: string | null;
}

interface PendingRecord extends SourceRow {
  kind: TouchpointKind;
}

/** The customer with the latest step among those with a touchpoint of each key. */
const LATEST_CUSTOMER_BY = (column: 'email_key' | 'phone_key') =>
  `SELECT DISTINCT ON (t.${column}) t.${column} AS key, c.id
     FROM customer_touchpoints t JOIN customers c ON c.id = t.customer_id
    WHERE t.${column} = ANY($1::text[])
    ORDER BY t.${column}, c.last_touchpoint_at DESC, c.id DESC`;

const trimmed = (value: string | null) => value?.trim() || null;

/** Records in the order they happened (then by id, for records of the same moment). */
const byOccurrence = (a: PendingRecord, b: PendingRecord) =>
  a.occurred_at.getTime() - b.occurred_at.getTime() || a.id.localeCompare(b.id);

/**
 * Makes records touchpoints of customers (docs/decisions.md "Customers"): the customer that already has the same
 * e-mail address; else the same phone number; else a new customer. When both keys are known and name two
 * customers, the record joins the e-mail's and the two stay apart: a phone number is shared more often (a
 * household, an office) and a merge is the operator's decision. When one key names several customers (the
 * operator split them), the one with the latest step. A record is matched once: a touchpoint, once made, is moved
 * only by the operator (merge, split), so a split sticks.
 *
 * Set-based: a `matchCustomer` job whose record still waits matches it together with the oldest waiting records of
 * every source (up to MATCH_BATCH_SIZE) in one transaction — a few statements for the whole batch, oldest first,
 * each record seeing the ones before it — so the jobs of the others find them done. Matches run one at a time
 * (lockCustomerMatching).
 */
@Injectable()
export class CustomerMatcher {
  constructor(private readonly dataSource: DataSource) {}

  async match(kind: TouchpointKind, id: string): Promise<MatchOutcome> {
    // Most jobs of a backlog find their record done by an earlier batch: one read, no transaction, no lock.
    const before = await this.stateOf(this.dataSource.manager, kind, id);
    if (before !== 'waiting') return before;
    return this.dataSource.transaction(async (manager) => {
      await lockCustomerMatching(manager);
      const locked = await this.stateOf(manager, kind, id);
      if (locked !== 'waiting') return locked;
      // FOR SHARE: a record deleted meanwhile waits for this commit, and its delete trigger then takes the new
      // touchpoint along (src/customers/touchpoint-source-schema.ts).
      const [own] = (await manager.query(`${touchpointSelect(kind)} WHERE s.id = $1 FOR SHARE OF s`, [
        id,
      ])) as SourceRow[];
      if (!own) return 'gone';
      // Oldest first, the job's own record among them: a busy worker may take a newer record's job first, and the
      // person's first contact is still the one that starts their customer.
      const batch = [{ ...own, kind }, ...(await this.oldestWaiting(manager, kind, id))];
      await this.matchBatch(manager, batch.sort(byOccurrence));
      return 'matched';
    });
  }

  private async stateOf(
    manager: EntityManager,
    kind: TouchpointKind,
    id: string,
  ): Promise<'waiting' | 'already' | 'gone'> {
    const [row] = (await manager.query(
      `SELECT s.customer_matched_at IS NOT NULL
              OR EXISTS (SELECT 1 FROM customer_touchpoints t WHERE t.source_kind = $1 AND t.source_id = s.id) AS done
         FROM ${TOUCHPOINT_SOURCES[kind].table} s WHERE s.id = $2`,
      [kind, id],
    )) as { done: boolean }[];
    if (!row) return 'gone';
    return row.done ? 'already' : 'waiting';
  }

  /** The oldest records still waiting, over every source (without the one given). */
  private async oldestWaiting(
    manager: EntityManager,
    exceptKind?: TouchpointKind,
    exceptId?: string,
  ): Promise<PendingRecord[]> {
    const limit = exceptId ? MATCH_BATCH_SIZE - 1 : MATCH_BATCH_SIZE;
    const waiting: PendingRecord[] = [];
    for (const kind of TOUCHPOINT_KINDS) {
      const source = TOUCHPOINT_SOURCES[kind];
      const rows = (await manager.query(
        `${touchpointSelect(kind)}
          WHERE s.customer_matched_at IS NULL AND s.id IS DISTINCT FROM $1::uuid
          ORDER BY s.${source.occurredAt}, s.id
          LIMIT $2
          FOR SHARE OF s`,
        [kind === exceptKind ? exceptId : null, limit],
      )) as SourceRow[];
      waiting.push(...rows.map((row): PendingRecord => ({ ...row, kind })));
    }
    return waiting.sort(byOccurrence).slice(0, limit);
  }

  /** One batch, in the order given (oldest first): customers found or founded, touchpoints, done marks. */
  private async matchBatch(manager: EntityManager, records: PendingRecord[]): Promise<void> {
    if (!records.length) return;
    const keyed = records.map((record) => ({
      ...record,
      emailKey: emailMatchKey(record.email),
      phoneKey: phoneMatchKey(record.phone),
    }));
    const existing = (await manager.query(
      `SELECT t.source_kind, t.source_id FROM customer_touchpoints t
         JOIN unnest($1::text[], $2::uuid[]) AS r(kind, id) ON t.source_kind = r.kind AND t.source_id = r.id`,
      [keyed.map((r) => r.kind), keyed.map((r) => r.id)],
    )) as { source_kind: string; source_id: string }[];
    const done = new Set(existing.map((row) => `${row.source_kind}:${row.source_id}`));
    const customerBy = async (column: 'email_key' | 'phone_key', keys: (string | null)[]) => {
      const wanted = [...new Set(keys.filter((key): key is string => key !== null))];
      const rows = wanted.length
        ? ((await manager.query(LATEST_CUSTOMER_BY(column), [wanted])) as { key: string; id: string }[])
        : [];
      return new Map(rows.map((row) => [row.key, row.id]));
    };
    const byEmail = await customerBy(
      'email_key',
      keyed.map((r) => r.emailKey),
    );
    const byPhone = await customerBy(
      'phone_key',
      keyed.map((r) => r.phoneKey),
    );

    const customers: { id: string; kind: TouchpointKind; at: Date }[] = [];
    const touchpoints: ((typeof keyed)[number] & { customerId: string; matchedBy: TouchpointMatch })[] = [];
    for (const record of keyed) {
      if (done.has(`${record.kind}:${record.id}`)) continue;
      const emailCustomer = record.emailKey ? byEmail.get(record.emailKey) : undefined;
      const phoneCustomer = record.phoneKey ? byPhone.get(record.phoneKey) : undefined;
      let customerId = emailCustomer ?? phoneCustomer;
      const matchedBy: TouchpointMatch = emailCustomer
        ? emailCustomer === phoneCustomer
          ? 'email-phone'
          : 'email'
        : phoneCustomer
          ? 'phone'
          : 'new';
      if (!customerId) {
        customerId = randomUUID();
        customers.push({ id: customerId, kind: record.kind, at: record.occurred_at });
      }
      // The records after this one see it: its customer has the latest step for both its keys now.
      if (record.emailKey) byEmail.set(record.emailKey, customerId);
      if (record.phoneKey) byPhone.set(record.phoneKey, customerId);
      touchpoints.push({ ...record, customerId, matchedBy });
    }

    if (customers.length)
      await manager.query(
        `INSERT INTO customers (id, last_touchpoint_kind, last_touchpoint_at)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[])`,
        [customers.map((c) => c.id), customers.map((c) => c.kind), customers.map((c) => c.at)],
      );
    if (touchpoints.length)
      await manager.query(
        `INSERT INTO customer_touchpoints
           (source_kind, source_id, customer_id, occurred_at, name, email, phone, email_key, phone_key, matched_by)
         SELECT * FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::timestamptz[], $5::text[], $6::text[],
                              $7::text[], $8::text[], $9::text[], $10::text[])`,
        [
          touchpoints.map((t) => t.kind),
          touchpoints.map((t) => t.id),
          touchpoints.map((t) => t.customerId),
          touchpoints.map((t) => t.occurred_at),
          touchpoints.map((t) => trimmed(t.name)),
          touchpoints.map((t) => trimmed(t.email)),
          touchpoints.map((t) => trimmed(t.phone)),
          touchpoints.map((t) => t.emailKey),
          touchpoints.map((t) => t.phoneKey),
          touchpoints.map((t) => t.matchedBy),
        ],
      );
    // The outboxes' done marks with the touchpoints: matched and marked are one commit.
    for (const kind of new Set(keyed.map((r) => r.kind)))
      await manager.query(
        `UPDATE ${TOUCHPOINT_SOURCES[kind].table} SET customer_matched_at = now()
          WHERE id = ANY($1::uuid[]) AND customer_matched_at IS NULL`,
        [keyed.filter((r) => r.kind === kind).map((r) => r.id)],
      );
  }
}
