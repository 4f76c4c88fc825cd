import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { UnrecoverableError } from 'bullmq';

import { DocumentArchiveService } from './document-archive.service';
import { LocalDirectoryStorage } from './document-storage';
import { type PdfRendererService } from './pdf-renderer.service';
import { type QuoteDocumentData, type QuoteDocumentSource } from './quote-document.types';
import { RenderQuoteHandler } from './render-quote.handler';
import { sampleConcreteQuote, sampleRenovationQuote } from './sample-quotes';

describe('RenderQuoteHandler', () => {
  let dir: string;
  let archive: DocumentArchiveService;
  let quotes: Map<string, QuoteDocumentData>;
  let renderPdf: jest.Mock<Promise<Buffer>, [string]>;
  let marked: string[];
  let handler: RenderQuoteHandler;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stairs-render-quote-test-'));
    archive = new DocumentArchiveService(new LocalDirectoryStorage(dir));
    const concrete = sampleConcreteQuote();
    const renovation = sampleRenovationQuote();
    const millionth = sampleConcreteQuote({
      calculationId: '11111111-2222-4333-8444-555555555555',
      quoteNumber: 'KV-2026-1000000',
    });
    quotes = new Map<string, QuoteDocumentData>(
      [concrete, renovation, millionth].map((quote) => [quote.calculationId, quote]),
    );
    marked = [];
    const source: QuoteDocumentSource = {
      findByCalculationId: (id) => Promise.resolve(quotes.get(id) ?? null),
      markRendered: (id) => {
        marked.push(id);
        return Promise.resolve();
      },
    };
    renderPdf = jest.fn((html: string) => Promise.resolve(Buffer.from(`%PDF-1.4 ${html.length}`)));
    handler = new RenderQuoteHandler(source, archive, { renderPdf } as unknown as PdfRendererService);
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the HTML and the PDF rendered from that same HTML, and marks the calculation rendered', async () => {
    const { calculationId } = sampleConcreteQuote();
    const result = await handler.handle({ calculationId });
    expect(result).toMatchObject({
      outcome: 'rendered',
      html: 'KV-2026-000042-betonstufen.html',
      pdf: 'KV-2026-000042-betonstufen.pdf',
    });
    const html = await archive.read('html', 'KV-2026-000042-betonstufen.html');
    expect(renderPdf).toHaveBeenCalledWith(html?.content.toString());
    expect((await readdir(dir)).sort()).toEqual([
      'KV-2026-000042-betonstufen.html',
      'KV-2026-000042-betonstufen.pdf',
    ]);
    expect(marked).toEqual([calculationId]);
  });

  it('renders quote numbers from one million on (KV-2026-1000000) and lists them in the archive', async () => {
    await handler.handle({ calculationId: '11111111-2222-4333-8444-555555555555' });
    expect((await archive.listPage('pdf', {})).items.map((entry) => entry.filename)).toEqual([
      'KV-2026-1000000-betonstufen.pdf',
    ]);
    expect(await archive.read('html', 'KV-2026-1000000-betonstufen.html')).not.toBeNull();
  });

  it('does not render a document twice: a repeated job finds both files and leaves them alone', async () => {
    const { calculationId } = sampleRenovationQuote();
    await handler.handle({ calculationId });
    const pdfPath = join(dir, 'KV-2026-000043-renovierung.pdf');
    const firstWrite = (await stat(pdfPath)).mtimeMs;

    await expect(handler.handle({ calculationId })).resolves.toEqual({ outcome: 'already-archived' });
    expect(renderPdf).toHaveBeenCalledTimes(1);
    expect((await stat(pdfPath)).mtimeMs).toBe(firstWrite);
    expect(marked).toEqual([calculationId, calculationId]);
  });

  it('renders again when only the HTML made it into the archive (the PDF step failed)', async () => {
    const { calculationId } = sampleConcreteQuote();
    renderPdf.mockRejectedValueOnce(new Error('Chromium crashed'));
    await expect(handler.handle({ calculationId })).rejects.toThrow('Chromium crashed');
    await handler.handle({ calculationId });
    expect(renderPdf).toHaveBeenCalledTimes(2);
  });

  it('lets render errors propagate so the job is retried', async () => {
    renderPdf.mockRejectedValueOnce(new Error('Chromium crashed'));
    const failed = handler.handle({ calculationId: sampleConcreteQuote().calculationId });
    await expect(failed).rejects.toThrow('Chromium crashed');
    await expect(failed).rejects.not.toBeInstanceOf(UnrecoverableError);
    expect(marked).toEqual([]);
  });

  it('marks what no retry can fix as unrecoverable: an unknown calculation, a malformed quote number', async () => {
    await expect(handler.handle({ calculationId: '0d9c7c4e-1b2a-4c3d-8e9f-000000000000' })).rejects.toThrow(
      UnrecoverableError,
    );
    quotes.set('22222222-2222-4333-8444-555555555555', {
      ...sampleConcreteQuote(),
      quoteNumber: 'KV-26-1',
    });
    await expect(handler.handle({ calculationId: '22222222-2222-4333-8444-555555555555' })).rejects.toThrow(
      UnrecoverableError,
    );
    expect(renderPdf).not.toHaveBeenCalled();
  });
});
