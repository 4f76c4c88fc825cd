import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { CustomerMatcher, type MatchOutcome } from './customer-matcher.service';

/**
 * `matchCustomer` jobs: one new record becomes a touchpoint of its customer. The matcher sets the outbox's done
 * mark (`customer_matched_at`) in the same transaction as the touchpoint.
 */
@HandlesJob('matchCustomer')
export class MatchCustomerHandler implements JobHandler<'matchCustomer'> {
  constructor(private readonly matcher: CustomerMatcher) {}

  handle({ kind, id }: JobPayload<'matchCustomer'>): Promise<MatchOutcome> {
    return this.matcher.match(kind, id);
  }
}
