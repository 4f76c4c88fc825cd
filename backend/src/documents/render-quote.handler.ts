import { Inject, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { DocumentArchiveService, isQuoteNumber } from './document-archive.service';
import { PdfRendererService } from './pdf-renderer.service';
import {
  type ArchivedQuotePdf,
  QUOTE_DOCUMENT_SOURCE,
  type QuoteDocumentData,
  type QuoteDocumentSource,
} from './quote-document.types';
import { renderQuoteHtml } from './quote-html.renderer';

export type RenderQuoteResult =
  | { outcome: 'rendered'; html: string; pdf: string; pdfBytes: number; ms: number }
  | { outcome: 'already-archived' };

/**
 * `renderQuote` jobs: the quote's HTML and PDF into the archive. Idempotent by what exists: when the archive
 * already holds both files of the quote (a job repeated after an outage, a second worker), nothing is rendered
 * again. Errors are thrown so the job is retried with backoff; the ones no retry can fix are unrecoverable.
 */
@HandlesJob('renderQuote')
export class RenderQuoteHandler implements JobHandler<'renderQuote'> {
  private readonly logger = new Logger('RenderQuote');

  constructor(
    @Inject(QUOTE_DOCUMENT_SOURCE) private readonly source: QuoteDocumentSource,
    private readonly archive: DocumentArchiveService,
    private readonly renderer: PdfRendererService,
  ) {}

  async handle({ calculationId }: JobPayload<'renderQuote'>): Promise<RenderQuoteResult> {
    const started = Date.now();
    const data = await this.source.findByCalculationId(calculationId);
    if (!data) throw new UnrecoverableError(`Calculation ${calculationId} not found`);
    return this.render(data, started);
  }

  /**
   * A quote's PDF from the archive, rendered first (as its job renders it) when the quote's own job has not run
   * yet; null when no calculation has that id.
   */
  async archivedPdf(calculationId: string): Promise<ArchivedQuotePdf | null> {
    const quote = await this.source.findByCalculationId(calculationId);
    if (!quote) return null;
    await this.render(quote, Date.now());
    const filename = this.archive.filenameFor(quote.type, quote.quoteNumber, 'pdf');
    const pdf = await this.archive.read('pdf', filename);
    if (!pdf) throw new Error(`${filename} is missing from the archive`);
    return { quote, filename, content: pdf.content };
  }

  private async render(data: QuoteDocumentData, started: number): Promise<RenderQuoteResult> {
    if (!isQuoteNumber(data.quoteNumber)) {
      throw new UnrecoverableError(`Unexpected quote number ${JSON.stringify(data.quoteNumber)}`);
    }
    if (await this.archive.hasDocuments(data.type, data.quoteNumber)) {
      await this.source.markRendered(data.calculationId);
      return { outcome: 'already-archived' };
    }

    const html = renderQuoteHtml(data);
    const htmlFile = await this.archive.save(data.type, data.quoteNumber, 'html', html);
    const pdf = await this.renderer.renderPdf(html);
    // The PDF last: both files exist only once the job has fully succeeded.
    const pdfFile = await this.archive.save(data.type, data.quoteNumber, 'pdf', pdf);
    await this.source.markRendered(data.calculationId);

    const ms = Date.now() - started;
    this.logger.log(`${data.quoteNumber}: ${htmlFile}, ${pdfFile} (${pdf.length} bytes, ${ms} ms)`);
    return { outcome: 'rendered', html: htmlFile, pdf: pdfFile, pdfBytes: pdf.length, ms };
  }
}
