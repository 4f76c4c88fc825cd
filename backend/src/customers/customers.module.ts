import { Module } from '@nestjs/common';
import { PrivacyModule } from '../privacy/privacy.module';
import { CustomerMatcher } from './customer-matcher.service';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';
import { MatchCustomerHandler } from './match-customer.handler';

/** The admin's 'Kunden' over HTTP: list, timeline, merge, split, per-customer export and erasure. */
@Module({
  imports: [PrivacyModule],
  controllers: [CustomersController],
  providers: [CustomersService],
})
export class CustomersModule {}

/** Worker side: the `matchCustomer` handler. */
@Module({ providers: [CustomerMatcher, MatchCustomerHandler] })
export class CustomersWorkerModule {}
