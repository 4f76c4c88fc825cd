import { Module } from '@nestjs/common';
import { CalculationsModule } from '../calculations/calculations.module';
import { LeadsModule } from '../leads/leads.module';
import { QuoteEmailModule } from '../quote-email/quote-email.module';
import { CalculationForms } from './calculation-forms.service';
import { FormErrorPages } from './form-error-pages';
import { FormPageFrame } from './form-page-frame';
import { FormResponder } from './form-responder';
import { FormsController } from './forms.controller';

/**
 * The public forms without script (docs/decisions.md, "Forms first"): urlencoded posts under /api/forms answered
 * with pages in the site's frame, through the same services as the JSON API. Its body parser is mounted by
 * configureHttpApp (form-body.ts); its error pages are the global exception filter's for these routes.
 */
@Module({
  imports: [CalculationsModule, LeadsModule, QuoteEmailModule],
  controllers: [FormsController],
  providers: [FormPageFrame, FormResponder, CalculationForms, FormErrorPages],
  exports: [FormErrorPages, FormResponder],
})
export class FormsModule {}
