import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type Job, UnrecoverableError } from 'bullmq';

import { DocumentArchiveService } from './document-archive.service';
import { LocalDirectoryStorage } from './document-storage';
import { DocumentsProcessor, documentsConcurrency } from './documents.processor';
import { type PdfRendererService } from './pdf-renderer.service';
import {
  type QuoteDocumentData,
  type QuoteDocumentSource,
  type RenderQuoteJobData,
} from './quote-document.types';
import { sampleConcreteQuote, sampleRenovationQuote } from './sample-quotes';

function job(data: RenderQuoteJobData, name = 'render-quote'): Job<RenderQuoteJobData> {
  return { name, data } as Job<RenderQuoteJobData>;
}

describe('DocumentsProcessor', () => {
  let dir: string;
  let archive: DocumentArchiveService;
  let quotes: Map<string, QuoteDocumentData>;
  let renderPdf: jest.Mock<Promise<Buffer>, [string]>;
  let processor: DocumentsProcessor;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stairs-processor-test-'));
    archive = new DocumentArchiveService(new LocalDirectoryStorage(dir));
    const concrete = sampleConcreteQuote();
    const renovation = sampleRenovationQuote();
    quotes = new Map<string, QuoteDocumentData>([
      [concrete.calculationId, concrete],
      [renovation.calculationId, renovation],
    ]);
    const source: QuoteDocumentSource = {
      findByCalculationId: (id) => Promise.resolve(quotes.get(id) ?? null),
    };
    renderPdf = jest.fn((html: string) => Promise.resolve(Buffer.from(`%PDF-1.4 ${html.length}`)));
    processor = new DocumentsProcessor(source, archive, { renderPdf } as unknown as PdfRendererService);
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the HTML and the PDF rendered from that same HTML', async () => {
    const result = await processor.process(job({ calculationId: sampleConcreteQuote().calculationId }));
    expect(result).toMatchObject({
      html: 'KV-2026-000042-betonstufen.html',
      pdf: 'KV-2026-000042-betonstufen.pdf',
    });
    const html = await archive.read('html', 'KV-2026-000042-betonstufen.html');
    expect(renderPdf).toHaveBeenCalledWith(html?.content.toString());
    expect((await readdir(dir)).sort()).toEqual([
      'KV-2026-000042-betonstufen.html',
      'KV-2026-000042-betonstufen.pdf',
    ]);
  });

  it('is idempotent: a repeated job overwrites the same two files', async () => {
    const data = { calculationId: sampleRenovationQuote().calculationId };
    await processor.process(job(data));
    await processor.process(job(data));
    expect((await readdir(dir)).sort()).toEqual([
      'KV-2026-000043-renovierung.html',
      'KV-2026-000043-renovierung.pdf',
    ]);
  });

  it('lets render errors propagate so BullMQ retries the job', async () => {
    renderPdf.mockRejectedValueOnce(new Error('Chromium crashed'));
    const failed = processor.process(job({ calculationId: sampleConcreteQuote().calculationId }));
    await expect(failed).rejects.toThrow('Chromium crashed');
    await expect(failed).rejects.not.toBeInstanceOf(UnrecoverableError);
  });

  it('marks jobs no retry can fix as unrecoverable', async () => {
    await expect(
      processor.process(job({ calculationId: '0d9c7c4e-1b2a-4c3d-8e9f-000000000000' })),
    ).rejects.toThrow(UnrecoverableError);
    await expect(processor.process(job({ calculationId: '../../etc' }))).rejects.toThrow(UnrecoverableError);
    await expect(
      processor.process(job({ calculationId: sampleConcreteQuote().calculationId }, 'something-else')),
    ).rejects.toThrow(UnrecoverableError);
    expect(renderPdf).not.toHaveBeenCalled();
  });

  it('runs 1 job at a time unless DOCUMENTS_CONCURRENCY=2', () => {
    expect(documentsConcurrency({})).toBe(1);
    expect(documentsConcurrency({ DOCUMENTS_CONCURRENCY: '2' })).toBe(2);
    expect(documentsConcurrency({ DOCUMENTS_CONCURRENCY: '8' })).toBe(1);
  });
});
