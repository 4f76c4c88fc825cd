import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalculationDocumentsWorkerModule, CalculationsModule } from '../calculations/calculations.module';
import { MailWorkerModule } from '../mail/mail-worker.module';
import { QuoteEmailController } from './quote-email.controller';
import { QuoteEmailEntity } from './quote-email.entity';
import { QuoteEmailService } from './quote-email.service';
import { QuoteEmailQuota } from './quote-email-quota';
import { SendQuoteEmailHandler } from './send-quote-email.handler';

/** API side: 'Angebot per E-Mail erhalten' (JSON) and the share link; the forms module uses the service too. */
@Module({
  imports: [TypeOrmModule.forFeature([QuoteEmailEntity]), CalculationsModule],
  controllers: [QuoteEmailController],
  providers: [QuoteEmailService, QuoteEmailQuota],
  exports: [QuoteEmailService],
})
export class QuoteEmailModule {}

/** Worker side: the visitor's e-mail with the PDF (the quote documents' renderer and the mail transport). */
@Module({
  imports: [TypeOrmModule.forFeature([QuoteEmailEntity]), CalculationDocumentsWorkerModule, MailWorkerModule],
  providers: [SendQuoteEmailHandler],
})
export class QuoteEmailWorkerModule {}
