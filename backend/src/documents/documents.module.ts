import {
  type DynamicModule,
  type InjectionToken,
  type ModuleMetadata,
  type Provider,
  type Type,
  Module,
} from '@nestjs/common';

import { type AppConfig, APP_CONFIG } from '../config';
import { DocumentArchiveService } from './document-archive.service';
import { DOCUMENT_STORAGE, LocalDirectoryStorage } from './document-storage';
import { DocumentsController } from './documents.controller';
import { PDF_RENDERER_OPTIONS, type PdfRendererOptions, PdfRendererService } from './pdf-renderer.service';
import { QUOTE_DOCUMENT_SOURCE, type QuoteDocumentSource } from './quote-document.types';
import { RenderQuoteHandler } from './render-quote.handler';

/**
 * How the importer supplies the {@link QuoteDocumentSource} (token QUOTE_DOCUMENT_SOURCE). The source is
 * instantiated inside this module, so `imports` must bring whatever it injects (e.g. TypeOrmModule.forFeature
 * of the calculation entity; global modules such as the site config need not be listed). That keeps the
 * dependency one-way: the calculations module imports this module, this module never imports calculations.
 */
export interface DocumentsModuleOptions {
  imports?: ModuleMetadata['imports'];
  source:
    | Type<QuoteDocumentSource>
    | {
        useFactory: (...args: never[]) => QuoteDocumentSource | Promise<QuoteDocumentSource>;
        inject?: InjectionToken[];
      };
}

function sourceProvider(source: DocumentsModuleOptions['source']): Provider {
  return typeof source === 'function'
    ? { provide: QUOTE_DOCUMENT_SOURCE, useClass: source }
    : { provide: QUOTE_DOCUMENT_SOURCE, useFactory: source.useFactory, inject: source.inject ?? [] };
}

/** The archive in a local directory (DOCUMENTS_DIR); an S3-compatible store would implement the same interface. */
const documentStorageProvider: Provider = {
  provide: DOCUMENT_STORAGE,
  useFactory: (config: AppConfig) => new LocalDirectoryStorage(config.documentsDir),
  inject: [APP_CONFIG],
};

const pdfRendererOptionsProvider: Provider = {
  provide: PDF_RENDERER_OPTIONS,
  useFactory: (config: AppConfig): PdfRendererOptions => ({
    executablePath: config.chromiumPath,
    timeoutMs: config.pdf.timeoutMs,
    recycleAfter: config.pdf.recycleAfter,
    // One warm page per document the worker renders at once.
    poolSize: config.pdf.concurrency,
  }),
  inject: [APP_CONFIG],
};

/** API side: the quote HTML routes and the admin archive routes. */
@Module({})
export class DocumentsModule {
  static register(options: DocumentsModuleOptions): DynamicModule {
    return {
      module: DocumentsModule,
      imports: [...(options.imports ?? [])],
      controllers: [DocumentsController],
      providers: [sourceProvider(options.source), documentStorageProvider, DocumentArchiveService],
      exports: [DocumentArchiveService],
    };
  }
}

/**
 * Worker side: the `renderQuote` job handler with this process's one Chromium. The worker's main calls
 * app.enableShutdownHooks() so the browser is closed on SIGTERM/SIGINT.
 */
@Module({})
export class DocumentsWorkerModule {
  static register(options: DocumentsModuleOptions): DynamicModule {
    return {
      module: DocumentsWorkerModule,
      imports: [...(options.imports ?? [])],
      providers: [
        sourceProvider(options.source),
        documentStorageProvider,
        DocumentArchiveService,
        pdfRendererOptionsProvider,
        PdfRendererService,
        RenderQuoteHandler,
      ],
      // The quote e-mail sends the archived PDF, rendering it first like the document job when it is not there yet.
      exports: [PdfRendererService, DocumentArchiveService, RenderQuoteHandler, QUOTE_DOCUMENT_SOURCE],
    };
  }
}
