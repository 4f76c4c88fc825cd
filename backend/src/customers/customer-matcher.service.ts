import { Injectable } from '@nestjs/common';
import { type TouchpointKind, type TouchpointMatch } from '@stairs/contracts';
import { DataSource } from 'typeorm';
import { emailMatchKey } from '../privacy/email-address';
import { phoneMatchKey } from '../privacy/phone-number';
import { TOUCHPOINT_SOURCES, touchpointSelect } from './touchpoint-sources';

/** The customer with the latest step among those with a touchpoint of this key (`param`: its placeholder). */
const LATEST_CUSTOMER_WITH = (column: 'email_key' | 'phone_key', param: string) =>
  `SELECT c.id FROM customer_touchpoints t JOIN customers c ON c.id = t.customer_id
    WHERE t.${column} = ${param}::text
    ORDER BY c.last_touchpoint_at DESC, c.id DESC
    LIMIT 1`;

export type MatchOutcome = 'matched' | 'already' | 'gone';

interface SourceRow {
  id: string;
  occurred_at: Date;
  email: string | null;
  phone: string | null;
  name: string | null;
}

/**
 * Makes one record a touchpoint of a customer (docs/decisions.md "Customers"): the customer that already has the
 * same e-mail address; else the same phone number; else a new customer. When both keys are known and name two
 * customers, the record joins the e-mail's and the two stay apart: a phone number is shared more often (a
 * household, an office) and a merge is the operator's decision. When one key names several customers (the
 * operator split them), the one with the latest step. A record is matched once: a touchpoint, once made, is moved
 * only by the operator (merge, split), so a split sticks.
 */
@Injectable()
export class CustomerMatcher {
  constructor(private readonly dataSource: DataSource) {}

  match(kind: TouchpointKind, id: string): Promise<MatchOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(`${touchpointSelect(kind)} WHERE s.id = $1`, [id])) as SourceRow[];
      if (!row) return 'gone';
      const emailKey = emailMatchKey(row.email);
      const phoneKey = phoneMatchKey(row.phone);
      // Matches of one person wait for each other: two first records of a new person matched at once would
      // otherwise found two customers. In one order, so two matches never wait for each other's second lock.
      const locks = [`t:${kind}:${id}`, emailKey && `e:${emailKey}`, phoneKey && `p:${phoneKey}`].filter(
        (lock): lock is string => Boolean(lock),
      );
      await manager.query(
        'SELECT pg_advisory_xact_lock(hashtext(k)) FROM unnest($1::text[]) AS k ORDER BY k COLLATE "C"',
        [locks],
      );
      const [found] = (await manager.query(
        `SELECT EXISTS (SELECT 1 FROM customer_touchpoints WHERE source_kind = $1 AND source_id = $2) AS done,
                (${LATEST_CUSTOMER_WITH('email_key', '$3')}) AS by_email,
                (${LATEST_CUSTOMER_WITH('phone_key', '$4')}) AS by_phone`,
        [kind, id, emailKey, phoneKey],
      )) as { done: boolean; by_email: string | null; by_phone: string | null }[];
      if (found!.done) return 'already';

      const { by_email: byEmail, by_phone: byPhone } = found!;
      let customerId = byEmail ?? byPhone;
      const matchedBy: TouchpointMatch = byEmail
        ? byEmail === byPhone
          ? 'email-phone'
          : 'email'
        : byPhone
          ? 'phone'
          : 'new';
      if (!customerId) {
        const [created] = (await manager.query(
          `INSERT INTO customers (last_touchpoint_kind, last_touchpoint_at) VALUES ($1, $2) RETURNING id`,
          [kind, row.occurred_at],
        )) as { id: string }[];
        customerId = created!.id;
      }
      await manager.query(
        `INSERT INTO customer_touchpoints
           (source_kind, source_id, customer_id, occurred_at, name, email, phone, email_key, phone_key, matched_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          kind,
          id,
          customerId,
          row.occurred_at,
          row.name?.trim() || null,
          row.email?.trim() || null,
          row.phone?.trim() || null,
          emailKey,
          phoneKey,
          matchedBy,
        ],
      );
      // The outbox's done mark with the touchpoint: matched and marked are one commit.
      await manager.query(
        `UPDATE ${TOUCHPOINT_SOURCES[kind].table} SET customer_matched_at = now() WHERE id = $1`,
        [id],
      );
      return 'matched';
    });
  }
}
