import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type CalculationType,
  FORM_PAGE_TEXTS,
  type ConcreteCalculationInput,
  type ConcreteCalculationResult,
  type RenovationCalculationInput,
  type RenovationCalculationResult,
} from '@stairs/contracts';
import { DataSource, Repository } from 'typeorm';
import { Outbox } from '../jobs/outbox.service';
import { type PriceTableCents } from '../pricing/price-table';
import { PricingService } from '../pricing/pricing.service';
import { CalculationEntity } from './calculation.entity';
import { DECOY_RETENTION_DAYS, findDecoyCalculation } from './decoy-calculations';
import {
  computeConcrete,
  computeRenovation,
  type ConcreteResultCents,
  normalizeConcreteInput,
  normalizeRenovationInput,
  type RenovationResultCents,
} from './formulas';
import {
  type StoredCalculation,
  toConcreteResult,
  toRenovationResult,
  toStoredCalculation,
} from './stored-calculation';

interface NewCalculation {
  type: CalculationType;
  inputs: ConcreteCalculationInput | RenovationCalculationInput;
  results: ConcreteResultCents | RenovationResultCents;
  priceSnapshot: PriceTableCents;
}

/** A calculation as a visitor asks for it. */
export type CalculationRequest =
  | { type: 'concrete'; input: ConcreteCalculationInput }
  | { type: 'renovation'; input: RenovationCalculationInput };

@Injectable()
export class CalculationsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(CalculationEntity) private readonly calculations: Repository<CalculationEntity>,
    private readonly pricing: PricingService,
    private readonly outbox: Outbox,
  ) {}

  /** Recomputes from the server's current prices (never trusts a client total), stores, counts, queues. */
  async calculateConcrete(raw: ConcreteCalculationInput): Promise<ConcreteCalculationResult> {
    const inputs = normalizeConcreteInput(raw);
    const prices = await this.pricing.currentTable();
    const results = computeConcrete(inputs, prices);
    const stored = await this.store({ type: 'concrete', inputs, results, priceSnapshot: prices });
    return toConcreteResult({ ...stored, results });
  }

  async calculateRenovation(raw: RenovationCalculationInput): Promise<RenovationCalculationResult> {
    const inputs = normalizeRenovationInput(raw);
    const prices = await this.pricing.currentTable();
    const results = computeRenovation(inputs, prices);
    const stored = await this.store({ type: 'renovation', inputs, results, priceSnapshot: prices });
    return toRenovationResult({ ...stored, inputs, results });
  }

  /**
   * The answer to a caught calculator post (the spam defence): computed like a person's and kept as a decoy, with
   * its own id and a quote number taken from the same sequence, so its document shows like a real one. No
   * calculation, conversion or document job.
   */
  async decoy(request: CalculationRequest): Promise<ConcreteCalculationResult | RenovationCalculationResult> {
    const prices = await this.pricing.currentTable();
    if (request.type === 'concrete') {
      const inputs = normalizeConcreteInput(request.input);
      const results = computeConcrete(inputs, prices);
      const stored = await this.storeDecoy({ type: 'concrete', inputs, results, priceSnapshot: prices });
      return toConcreteResult({ ...stored, results });
    }
    const inputs = normalizeRenovationInput(request.input);
    const results = computeRenovation(inputs, prices);
    const stored = await this.storeDecoy({ type: 'renovation', inputs, results, priceSnapshot: prices });
    return toRenovationResult({ ...stored, inputs, results });
  }

  async findById(id: string): Promise<StoredCalculation | null> {
    const row = await this.calculations.findOneBy({ id });
    return row ? toStoredCalculation(row) : null;
  }

  /** A calculation or a caught post's decoy: for what only shows one (its document, its result page). */
  async findShown(id: string): Promise<StoredCalculation | null> {
    return (await this.findById(id)) ?? findDecoyCalculation(this.dataSource.manager, id);
  }

  /** As findShown, for a caller that cannot go on without it: 404 with the German reason. */
  async getShown(id: string): Promise<StoredCalculation> {
    const shown = await this.findShown(id);
    if (!shown) throw new NotFoundException(FORM_PAGE_TEXTS.calculationNotFound);
    return shown;
  }

  async findByQuoteNumber(quoteNumber: string): Promise<StoredCalculation | null> {
    const row = await this.calculations.findOneBy({ quoteNumber });
    return row ? toStoredCalculation(row) : null;
  }

  /**
   * Calculation and conversion event are committed together before the visitor sees the result — in one
   * statement (a data-modifying CTE is atomic), so one round trip to Postgres instead of four (BEGIN, two
   * inserts, COMMIT): the busiest public write, measured by bench/load-floor.mjs. The document job is enqueued
   * afterwards, off the request path.
   */
  private async store(calculation: NewCalculation): Promise<{ id: string; quoteNumber: string }> {
    const id = randomUUID();
    const rows = (await this.dataSource.query(
      `WITH calculation AS (
         INSERT INTO calculations (id, type, inputs, results, price_snapshot)
         VALUES ($1, $2, $3, $4, $5)
         RETURNING id, quote_number
       ), conversion AS (
         INSERT INTO conversion_events (kind, reference_id) SELECT $2, id FROM calculation
       )
       SELECT quote_number FROM calculation`,
      [
        id,
        calculation.type,
        JSON.stringify(calculation.inputs),
        JSON.stringify(calculation.results),
        JSON.stringify(calculation.priceSnapshot),
      ],
    )) as { quote_number: string }[];
    const row = rows[0];
    if (!row) throw new Error('Insert into calculations returned no row');
    this.outbox.dispatch('quoteDocuments', id);
    return { id, quoteNumber: row.quote_number };
  }

  /** Stores a decoy; decoys older than DECOY_RETENTION_DAYS go in the same statement. */
  private async storeDecoy(calculation: NewCalculation): Promise<{ id: string; quoteNumber: string }> {
    const id = randomUUID();
    const rows = (await this.dataSource.query(
      `WITH expired AS (
         DELETE FROM spam_decoy_calculations WHERE created_at < now() - make_interval(days => $6)
       )
       INSERT INTO spam_decoy_calculations (id, type, inputs, results, price_snapshot)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING quote_number`,
      [
        id,
        calculation.type,
        JSON.stringify(calculation.inputs),
        JSON.stringify(calculation.results),
        JSON.stringify(calculation.priceSnapshot),
        DECOY_RETENTION_DAYS,
      ],
    )) as { quote_number: string }[];
    const row = rows[0];
    if (!row) throw new Error('Insert into spam_decoy_calculations returned no row');
    return { id, quoteNumber: row.quote_number };
  }
}
