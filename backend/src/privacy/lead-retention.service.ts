import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AppConfig, InjectConfig } from '../config';
import { PeriodicTask } from '../jobs/periodic-task';
import { deleteLeadsOlderThan } from './lead-retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Worker only: once at start and then daily, leads older than LEAD_RETENTION_MONTHS are deleted (0 keeps them).
 * Several workers are harmless: the delete is the same statement.
 */
@Injectable()
export class LeadRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LeadRetention');
  private readonly task: PeriodicTask;

  constructor(
    dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    const months = config.leadRetentionMonths;
    this.task = new PeriodicTask(
      'Retention run',
      DAY_MS,
      async () => {
        const deleted = await deleteLeadsOlderThan(dataSource.manager, months);
        const total = deleted.contactMessages + deleted.phoneLeads + deleted.quoteRequests;
        if (total > 0) this.logger.log(`Deleted ${total} lead(s) older than ${months} months`);
      },
      this.logger,
    );
  }

  onApplicationBootstrap(): void {
    if (this.config.leadRetentionMonths > 0) this.task.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }
}
