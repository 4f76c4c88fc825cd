import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule, DocumentsWorkerModule } from '../documents';
import { PricingModule } from '../pricing/pricing.module';
import { CalculationEntity } from './calculation.entity';
import { CalculationsController } from './calculations.controller';
import { CalculationsService } from './calculations.service';
import { CalculationQuoteSource } from './quote-document-source';

/** How the documents module reads calculations (it never imports this module: no cycle). */
const documentsOptions = {
  imports: [TypeOrmModule.forFeature([CalculationEntity])],
  source: CalculationQuoteSource,
};

/**
 * Calculators, their results by id and their quote documents (HTML routes, archive). Exports
 * CalculationsService, through which leads and others read stored calculations.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([CalculationEntity]),
    PricingModule,
    DocumentsModule.register(documentsOptions),
  ],
  controllers: [CalculationsController],
  providers: [CalculationsService],
  exports: [CalculationsService],
})
export class CalculationsModule {}

/** Worker side of the quote documents: the `documents` processor, fed by the same source. */
export const CalculationDocumentsWorkerModule = DocumentsWorkerModule.register(documentsOptions);
