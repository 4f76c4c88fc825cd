import { type DynamicModule, Module } from '@nestjs/common';
import { AiWorkerModule } from './ai/ai.module';
import { AuthWorkerModule } from './auth/auth.module';
import { BlogWorkerModule } from './blog/blog.module';
import { CalculationDocumentsWorkerModule, CalculationsModule } from './calculations/calculations.module';
import { LoggingModule } from './common/logging.module';
import { type AppConfig, AppConfigModule } from './config';
import { ContactModule } from './contact/contact.module';
import { DatabaseModule } from './database/database.module';
import { GalleryWorkerModule } from './gallery/gallery.module';
import { LeadsModule } from './leads/leads.module';
import { MailWorkerModule } from './mail/mail-worker.module';
import { PagesModule, PagesWorkerModule } from './pages/pages.module';
import { PrivacyWorkerModule } from './privacy/privacy.module';
import { CustomersWorkerModule } from './customers/customers.module';
import { QuoteEmailWorkerModule } from './quote-email/quote-email.module';
import { OrdersWorkerModule } from './orders/orders.module';
import { JobsModule } from './jobs/jobs.module';
import { OperationsWorkerModule } from './operations/operations.module';
import { RedisModule } from './redis/redis.module';
import { SiteConfigModule } from './site-config/site-config.module';
import { StorageWorkerModule } from './storage/storage.module';
import { WebhookPublisherModule, WebhooksWorkerModule } from './webhooks/webhooks.module';

/**
 * The worker process: the job handlers (src/jobs starts one BullMQ worker per queue and keeps the job schedulers
 * of the periodic jobs: the outbox sweep, the lead retention, the full page render); no HTTP. Same code, same
 * configuration.
 */
@Module({})
export class WorkerModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule,
        DatabaseModule.forRoot({ role: 'worker' }),
        JobsModule.forRoot({ role: 'worker' }),
        RedisModule,
        OperationsWorkerModule,
        SiteConfigModule,
        CalculationsModule,
        CalculationDocumentsWorkerModule,
        LeadsModule,
        ContactModule,
        MailWorkerModule,
        AuthWorkerModule,
        QuoteEmailWorkerModule,
        OrdersWorkerModule,
        GalleryWorkerModule,
        AiWorkerModule,
        BlogWorkerModule,
        PrivacyWorkerModule,
        CustomersWorkerModule,
        PagesModule,
        PagesWorkerModule,
        StorageWorkerModule,
        WebhookPublisherModule,
        WebhooksWorkerModule,
      ],
    };
  }
}
