import { Global, Module } from '@nestjs/common';
import { ExportsController } from '../exports/exports.controller';
import { DeliverWebhookHandler } from './deliver-webhook.handler';
import { WebhookPublisher } from './webhook-publisher.service';
import { WebhooksAdminController } from './webhooks-admin.controller';
import { WebhooksAdminService } from './webhooks-admin.service';

/** The publisher, for every module that reports an event in its transaction (orders, leads, customers). */
@Global()
@Module({ providers: [WebhookPublisher], exports: [WebhookPublisher] })
export class WebhookPublisherModule {}

/** The ERP sync over HTTP: endpoints, deliveries, 'erneut senden', and the CSV exports. */
@Module({
  controllers: [WebhooksAdminController, ExportsController],
  providers: [WebhooksAdminService],
})
export class WebhooksModule {}

/** Worker side: the deliveries. */
@Module({ providers: [DeliverWebhookHandler] })
export class WebhooksWorkerModule {}
