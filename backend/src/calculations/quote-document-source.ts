import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  recommendedRenovationOption,
  RENOVATION_STANDARD_DEPTH_CM,
  type SiteConfig,
} from '@stairs/contracts';
import { Repository } from 'typeorm';
import { type QuoteDocumentData, type QuoteDocumentSource } from '../documents';
import { Outbox } from '../jobs/outbox.service';
import { settingsFromPriceTable } from '../pricing/price-table';
import { SiteConfigService } from '../site-config/site-config.service';
import { CalculationEntity } from './calculation.entity';
import { findDecoyCalculation } from './decoy-calculations';
import { type StoredCalculation, toStoredCalculation } from './stored-calculation';

/** What a quote document shows for a stored calculation: its own inputs, results and price snapshot. */
export function toQuoteDocumentData(calc: StoredCalculation, site: SiteConfig): QuoteDocumentData {
  const base = {
    calculationId: calc.id,
    quoteNumber: calc.quoteNumber,
    createdAt: calc.createdAt,
    areaM2: calc.results.areaM2,
    site,
  };
  const prices = settingsFromPriceTable(calc.priceSnapshot);
  if (calc.type === 'concrete') {
    const { massivholz, fertigparkett } = calc.results;
    return {
      ...base,
      type: 'concrete',
      inputs: { ...calc.inputs },
      options: { massivholz: { ...massivholz }, fertigparkett: { ...fertigparkett } },
      prices: prices.concrete,
    };
  }
  return {
    ...base,
    type: 'renovation',
    inputs: { ...calc.inputs, standardDepth: RENOVATION_STANDARD_DEPTH_CM },
    options: { sanding: { ...calc.results.sanding }, covering: { ...calc.results.covering } },
    recommendedOption: calc.results.recommendedOption ?? recommendedRenovationOption(calc.inputs.condition),
    prices: prices.renovation,
  };
}

/**
 * The documents module's data source (QUOTE_DOCUMENT_SOURCE). It is instantiated inside DocumentsModule /
 * DocumentsWorkerModule, so it reads the repository directly rather than CalculationsService (no cycle).
 */
@Injectable()
export class CalculationQuoteSource implements QuoteDocumentSource {
  constructor(
    @InjectRepository(CalculationEntity) private readonly calculations: Repository<CalculationEntity>,
    private readonly siteConfig: SiteConfigService,
    private readonly outbox: Outbox,
  ) {}

  markRendered(calculationId: string): Promise<void> {
    return this.outbox.markDone('quoteDocuments', calculationId);
  }

  /** A calculation's document data; a caught post's decoy shows like one (no job is ever queued for it). */
  async findByCalculationId(calculationId: string): Promise<QuoteDocumentData | null> {
    const row = await this.calculations.findOneBy({ id: calculationId });
    const calculation = row
      ? toStoredCalculation(row)
      : await findDecoyCalculation(this.calculations.manager, calculationId);
    return calculation ? toQuoteDocumentData(calculation, this.siteConfig.get()) : null;
  }
}
