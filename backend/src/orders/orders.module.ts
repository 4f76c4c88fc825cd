import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalculationDocumentsWorkerModule, CalculationsModule } from '../calculations/calculations.module';
import { MailWorkerModule } from '../mail/mail-worker.module';
import { OrderEntity } from './order.entity';
import { OrderVisitMailEntity } from './order-visit-mail.entity';
import { OrdersAdminController } from './orders-admin.controller';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { SendOrderConfirmationHandler } from './send-order-confirmation.handler';
import { SendVisitMailHandler } from './send-visit-mail.handler';

/** API side: the order page's quote and acceptance, and the operator's 'Aufträge'. */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, OrderVisitMailEntity]), CalculationsModule],
  controllers: [OrdersController, OrdersAdminController],
  providers: [OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}

/** Worker side: the Auftragsbestätigung (the quote PDF marked accepted) and the Besichtigung's calendar e-mails. */
@Module({
  imports: [
    TypeOrmModule.forFeature([OrderEntity, OrderVisitMailEntity]),
    CalculationDocumentsWorkerModule,
    MailWorkerModule,
  ],
  providers: [SendOrderConfirmationHandler, SendVisitMailHandler],
})
export class OrdersWorkerModule {}
