import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { Outbox } from '../jobs/outbox.service';
import { CUSTOMER_MATCHING_OUTBOXES } from '../jobs/outboxes';
import { CustomerMatcher, type MatchOutcome } from './customer-matcher.service';

/** `matchCustomer` jobs: one new record becomes a touchpoint of its customer, then its outbox row is done. */
@HandlesJob('matchCustomer')
export class MatchCustomerHandler implements JobHandler<'matchCustomer'> {
  constructor(
    private readonly matcher: CustomerMatcher,
    private readonly outbox: Outbox,
  ) {}

  async handle({ kind, id }: JobPayload<'matchCustomer'>): Promise<MatchOutcome> {
    const outcome = await this.matcher.match(kind, id);
    await this.outbox.markDone(CUSTOMER_MATCHING_OUTBOXES[kind], id);
    return outcome;
  }
}
