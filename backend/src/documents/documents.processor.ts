import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { type Job, UnrecoverableError } from 'bullmq';

import { DocumentArchiveService } from './document-archive.service';
import { PdfRendererService } from './pdf-renderer.service';
import {
  DOCUMENTS_QUEUE,
  QUOTE_DOCUMENT_SOURCE,
  type QuoteDocumentSource,
  RENDER_QUOTE_JOB,
  type RenderQuoteJobData,
} from './quote-document.types';
import { renderQuoteHtml } from './quote-html.renderer';

export interface RenderQuoteJobResult {
  html: string;
  pdf: string;
  pdfBytes: number;
  ms: number;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Worker concurrency = browser contexts in use at once (ANCHORS.md); 1 or 2 on this 2-core machine.
 * Read when the decorator runs, i.e. when the worker process loads this file.
 */
export function documentsConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  return env.DOCUMENTS_CONCURRENCY === '2' ? 2 : 1;
}

/**
 * Lock well above the slowest render: a cold Chromium launch (~1–2 s) plus the per-document deadline (30 s by
 * default). BullMQ renews the lock every lockDuration / 2 while the job runs.
 */
export const DOCUMENTS_LOCK_DURATION_MS = 120_000;

@Processor(DOCUMENTS_QUEUE, { concurrency: documentsConcurrency(), lockDuration: DOCUMENTS_LOCK_DURATION_MS })
export class DocumentsProcessor extends WorkerHost implements OnModuleDestroy {
  private readonly logger = new Logger(DocumentsProcessor.name);

  constructor(
    @Inject(QUOTE_DOCUMENT_SOURCE) private readonly source: QuoteDocumentSource,
    private readonly archive: DocumentArchiveService,
    private readonly renderer: PdfRendererService,
  ) {
    super();
  }

  /**
   * Renders the quote's HTML and PDF into the archive. Idempotent: the filenames depend only on the quote, so a
   * retried or repeated job overwrites the same two files. Errors are thrown so BullMQ retries with backoff;
   * only errors no retry can fix (unknown job, unknown calculation) are marked unrecoverable.
   */
  async process(job: Job<RenderQuoteJobData>): Promise<RenderQuoteJobResult> {
    if (job.name !== RENDER_QUOTE_JOB) throw new UnrecoverableError(`Unknown documents job "${job.name}"`);
    const calculationId = job.data?.calculationId;
    if (typeof calculationId !== 'string' || !UUID_PATTERN.test(calculationId)) {
      throw new UnrecoverableError(`Invalid calculationId ${JSON.stringify(calculationId)}`);
    }
    const started = Date.now();
    const data = await this.source.findByCalculationId(calculationId);
    if (!data) throw new UnrecoverableError(`Calculation ${calculationId} not found`);

    const html = renderQuoteHtml(data);
    const htmlFile = await this.archive.save(data.type, data.quoteNumber, 'html', html);
    const pdf = await this.renderer.renderPdf(html);
    const pdfFile = await this.archive.save(data.type, data.quoteNumber, 'pdf', pdf);

    const ms = Date.now() - started;
    this.logger.log(`${data.quoteNumber}: ${htmlFile}, ${pdfFile} (${pdf.length} bytes, ${ms} ms)`);
    return { html: htmlFile, pdf: pdfFile, pdfBytes: pdf.length, ms };
  }

  /**
   * Stop taking jobs and let the running one finish before the PdfRendererService closes Chromium (Nest calls
   * onModuleDestroy before the BullMQ explorer closes workers in onApplicationShutdown).
   */
  async onModuleDestroy(): Promise<void> {
    try {
      await this.worker.close();
    } catch (error) {
      // Not initialised (e.g. manual registration in tests): nothing to close.
      this.logger.debug(`Worker not closed: ${String(error)}`);
    }
  }
}
