import { HandlesJob, type JobHandler } from './job-handler';
import { Outbox } from './outbox.service';

/** `sweepOutboxes` jobs: one sweep of every outbox. Several at once are harmless: job ids come from the rows. */
@HandlesJob('sweepOutboxes')
export class SweepOutboxesHandler implements JobHandler<'sweepOutboxes'> {
  constructor(private readonly outbox: Outbox) {}

  async handle(): Promise<void> {
    await this.outbox.sweepAll();
  }
}
