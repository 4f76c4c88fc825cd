import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { QuoteEmailModule } from '../quote-email/quote-email.module';
import { CalculationsModule } from '../calculations/calculations.module';
import { OrdersModule } from '../orders/orders.module';
import { SpamAdminController } from './spam-admin.controller';
import { SpamCheckInterceptor } from './spam-check';
import { SpamCounter } from './spam-counter.service';
import { SpamDecoys } from './spam-decoys.service';

/**
 * Spam defence of the public forms (`@SpamChecked(form)`), API process only: the global interceptor, the counts
 * and their admin route.
 */
@Module({
  imports: [CalculationsModule, QuoteEmailModule, OrdersModule],
  controllers: [SpamAdminController],
  providers: [SpamCounter, SpamDecoys, { provide: APP_INTERCEPTOR, useClass: SpamCheckInterceptor }],
})
export class SpamModule {}
