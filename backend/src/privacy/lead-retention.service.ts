import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AppConfig, InjectConfig } from '../config';
import { deleteLeadsOlderThan } from './lead-retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Worker only: once at start and then daily, leads older than LEAD_RETENTION_MONTHS are deleted (0 keeps them).
 * Several workers are harmless: the delete is the same statement.
 */
@Injectable()
export class LeadRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LeadRetention');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.leadRetentionMonths === 0) return;
    this.timer = setInterval(() => this.run(), DAY_MS);
    this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private run(): void {
    if (this.running) return;
    this.running = deleteLeadsOlderThan(this.dataSource.manager, this.config.leadRetentionMonths)
      .then((deleted) => {
        const total = deleted.contactMessages + deleted.phoneLeads + deleted.quoteRequests;
        if (total > 0)
          this.logger.log(`Deleted ${total} lead(s) older than ${this.config.leadRetentionMonths} months`);
      })
      .catch((error: unknown) => this.logger.warn(`Retention run failed: ${(error as Error).message}`))
      .finally(() => (this.running = undefined));
  }
}
