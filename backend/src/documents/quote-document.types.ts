import {
  type ConcretePrices,
  type CostBreakdown,
  type CoveringCost,
  type RenovationCondition,
  type RenovationOption,
  type RenovationPrices,
  type SandingCost,
  type SiteConfig,
} from '@stairs/contracts';

/**
 * Everything one quote page needs, independent of the database entity, so the HTML renderer stays a pure
 * function and the calculations module can change its schema without touching the documents.
 * All amounts are integer CENTS and GROSS (incl. 20 % USt.), exactly as stored with the calculation, in the
 * contracts' cost shapes.
 */
export type QuoteDocumentType = 'concrete' | 'renovation';

interface QuoteDocumentBase {
  calculationId: string;
  /** Server-made, `KV-{year}-{sequence of at least 6 digits}`; it becomes part of the archive filenames. */
  quoteNumber: string;
  createdAt: Date;
  /** Area in m² as used for the prices (not rounded). */
  areaM2: number;
  /** Company details printed in the header and footer. */
  site: SiteConfig;
}

export interface ConcreteQuoteDocumentData extends QuoteDocumentBase {
  type: 'concrete';
  inputs: { stepCount: number; stepWidth: number; stepDepth: number };
  options: { massivholz: CostBreakdown; fertigparkett: CostBreakdown };
  /** Euro per m², gross, as used for this calculation (the snapshot, not today's prices). */
  prices: ConcretePrices;
}

export interface RenovationQuoteDocumentData extends QuoteDocumentBase {
  type: 'renovation';
  /** standardDepth is the assumed tread depth in cm (30); the page says it was assumed. */
  inputs: { stepCount: number; stepWidth: number; condition: RenovationCondition; standardDepth: number };
  options: { sanding: SandingCost; covering: CoveringCost };
  recommendedOption: RenovationOption;
  /** Euro per m², gross, as used for this calculation (the snapshot, not today's prices). */
  prices: RenovationPrices;
}

export type QuoteDocumentData = ConcreteQuoteDocumentData | RenovationQuoteDocumentData;

/** A quote's PDF from the archive, with the quote it shows. */
export interface ArchivedQuotePdf {
  quote: QuoteDocumentData;
  filename: string;
  content: Buffer;
}

/**
 * Injection token of the {@link QuoteDocumentSource}. The calculations module provides it (see
 * DocumentsModule.register / DocumentsWorkerModule.register); the documents module never reads the database.
 */
export const QUOTE_DOCUMENT_SOURCE = Symbol('QUOTE_DOCUMENT_SOURCE');

export interface QuoteDocumentSource {
  /** The quote data of one calculation, or null when no calculation has that id. */
  findByCalculationId(calculationId: string): Promise<QuoteDocumentData | null>;
  /** Records that the calculation's documents are archived (the outbox then stops owing them). */
  markRendered(calculationId: string): Promise<void>;
}

/** The part of the archive filename that names the calculator. */
export const DOCUMENT_SLUG: Record<QuoteDocumentType, string> = {
  concrete: 'betonstufen',
  renovation: 'renovierung',
};
