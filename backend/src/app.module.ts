import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AuthModule } from './auth/auth.module';
import { CalculationsModule } from './calculations/calculations.module';
import { AllExceptionsFilter, HTML_ERROR_PAGES } from './common/all-exceptions.filter';
import { LoggingModule } from './common/logging.module';
import { createValidationPipe } from './common/validation';
import { type AppConfig, AppConfigModule } from './config';
import { ContactModule } from './contact/contact.module';
import { CustomersModule } from './customers/customers.module';
import { ConversionsModule } from './conversions/conversions.module';
import { DatabaseModule } from './database/database.module';
import { GalleryModule } from './gallery/gallery.module';
import { HealthModule } from './health/health.module';
import { LeadsModule } from './leads/leads.module';
import { PricingModule } from './pricing/pricing.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ReferencesModule } from './references/references.module';
import { JobsModule } from './jobs/jobs.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RedisModule } from './redis/redis.module';
import { SiteConfigModule } from './site-config/site-config.module';
import { PagesModule } from './pages/pages.module';
import { BlogModule } from './blog/blog.module';
import { QuoteShareErrorPages } from './quote-email/quote-share-error-pages';
import { OperationsModule } from './operations/operations.module';
import { SpamModule } from './spam/spam.module';
import { QuoteEmailModule } from './quote-email/quote-email.module';
import { PUBLIC_FORM_HANDLER_LIST } from './public-forms/public-form-handlers';
import { PublicFormsModule } from './public-forms/public-forms.module';
import { WebhookPublisherModule, WebhooksModule } from './webhooks/webhooks.module';
import { OrdersModule } from './orders/orders.module';

/** Domain modules served over HTTP. A new area adds its module here (and, with a processor, to WorkerModule). */
export const API_FEATURE_MODULES = [
  HealthModule,
  SiteConfigModule,
  AuthModule,
  PricingModule,
  CalculationsModule,
  LeadsModule,
  QuoteEmailModule,
  OrdersModule,
  ContactModule,
  ConversionsModule,
  GalleryModule,
  ReferencesModule,
  BlogModule,
  PrivacyModule,
  CustomersModule,
  PagesModule,
  OperationsModule,
  SpamModule,
  PublicFormsModule.register(PUBLIC_FORM_HANDLER_LIST),
  WebhookPublisherModule,
  WebhooksModule,
];

/** The API process: HTTP only; queues are producers here (no processor runs in this process). */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule,
        RedisModule,
        DatabaseModule.forRoot({ role: 'api' }),
        JobsModule.forRoot({ role: 'api' }),
        ...API_FEATURE_MODULES,
        // After the feature modules: its global guard then runs after AdminGuard (AuthModule).
        RateLimitModule,
      ],
      providers: [
        // A share link's errors are pages (it is opened in a browser), everything else answers JSON.
        { provide: HTML_ERROR_PAGES, useClass: QuoteShareErrorPages },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
