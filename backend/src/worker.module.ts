import { type DynamicModule, Module } from '@nestjs/common';
import { CalculationDocumentsWorkerModule, CalculationsModule } from './calculations/calculations.module';
import { DocumentJobsSweeper } from './calculations/document-jobs.sweeper';
import { LoggingModule } from './common/logging.module';
import { type AppConfig, AppConfigModule } from './config';
import { ContactNotificationsSweeper } from './contact/contact-notifications.sweeper';
import { ContactModule } from './contact/contact.module';
import { DatabaseModule } from './database/database.module';
import { LeadNotificationsSweeper } from './leads/lead-notifications.sweeper';
import { LeadsModule } from './leads/leads.module';
import { MailWorkerModule } from './mail/mail-worker.module';
import { QueueModule } from './queue/queue.module';
import { SiteConfigModule } from './site-config/site-config.module';

/** The worker process: BullMQ processors and the recovery sweeps; no HTTP. Same code, same configuration. */
@Module({})
export class WorkerModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule,
        DatabaseModule.forRoot({ role: 'worker' }),
        QueueModule.forRoot({ role: 'worker' }),
        SiteConfigModule,
        CalculationsModule,
        CalculationDocumentsWorkerModule,
        LeadsModule,
        ContactModule,
        MailWorkerModule,
      ],
      providers: [DocumentJobsSweeper, LeadNotificationsSweeper, ContactNotificationsSweeper],
    };
  }
}
