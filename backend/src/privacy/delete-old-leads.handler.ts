import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AppConfig, InjectConfig } from '../config';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { deleteLeadsOlderThan, type RetentionResult } from './lead-retention';

export type DeleteOldLeadsResult = ({ outcome: 'deleted' } & RetentionResult) | { outcome: 'off' };

/** `deleteOldLeads` jobs: deletes the leads older than LEAD_RETENTION_MONTHS (0: none). The same statement each run. */
@HandlesJob('deleteOldLeads')
export class DeleteOldLeadsHandler implements JobHandler<'deleteOldLeads'> {
  private readonly logger = new Logger('LeadRetention');

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async handle(): Promise<DeleteOldLeadsResult> {
    const months = this.config.leadRetentionMonths;
    if (months === 0) return { outcome: 'off' };
    const deleted = await deleteLeadsOlderThan(this.dataSource.manager, months);
    const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
    if (total > 0) this.logger.log(`Deleted ${total} lead(s) older than ${months} months`);
    return { outcome: 'deleted', ...deleted };
  }
}
