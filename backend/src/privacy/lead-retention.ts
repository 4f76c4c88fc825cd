import { type EntityManager } from 'typeorm';

export interface RetentionResult {
  contactMessages: number;
  phoneLeads: number;
  quoteRequests: number;
  quoteEmails: number;
}

/** Deletes contact messages, phone leads, quote requests and e-mailed quotes older than `months` (DSGVO: keep no longer than needed). */
export async function deleteLeadsOlderThan(manager: EntityManager, months: number): Promise<RetentionResult> {
  const older = async (table: string, column: string): Promise<number> => {
    const [, affected] = (await manager.query(
      `DELETE FROM ${table} WHERE ${column} < now() - make_interval(months => $1)`,
      [months],
    )) as [unknown, number];
    return affected;
  };
  return {
    contactMessages: await older('contact_messages', 'created_at'),
    phoneLeads: await older('phone_leads', 'submitted_at'),
    quoteRequests: await older('quote_requests', 'created_at'),
    quoteEmails: await older('quote_emails', 'created_at'),
  };
}
