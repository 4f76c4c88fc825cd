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
import { DOCUMENT_STORAGE, documentsDirFromEnv, LocalDirectoryStorage } from './document-storage';
import { DocumentsController } from './documents.controller';
import { DocumentsProcessor } from './documents.processor';
import { PDF_RENDERER_OPTIONS, PdfRendererService, pdfRendererOptionsFromEnv } from './pdf-renderer.service';
import { QuoteDocumentQueue } from './quote-document.queue';
import { QUOTE_DOCUMENT_SOURCE, type QuoteDocumentSource } from './quote-document.types';

/**
 * How the importer supplies the {@link QuoteDocumentSource} (token QUOTE_DOCUMENT_SOURCE). The source is
 * instantiated inside this module, so `imports` must bring whatever it injects (e.g. TypeOrmModule.forFeature
 * of the calculation entity; global modules such as the site config need not be listed). That keeps the
 * dependency one-way: the calculations module imports this module (and gets QuoteDocumentQueue), this module
 * never imports calculations.
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

/**
 * Local directory: AppConfig.documentsDir (env DOCUMENTS_DIR, default backend/var/documents); without the
 * app's config (bench, stand-alone use) the same variable is read directly. Swap this provider for S3 later.
 */
export const documentStorageProvider: Provider = {
  provide: DOCUMENT_STORAGE,
  useFactory: (config?: AppConfig) =>
    new LocalDirectoryStorage(config?.documentsDir ?? documentsDirFromEnv()),
  inject: [{ token: APP_CONFIG, optional: true }],
};

/** Chromium path from AppConfig (CHROMIUM_PATH); deadline and recycling from PDF_RENDER_TIMEOUT_MS etc. */
export const pdfRendererOptionsProvider: Provider = {
  provide: PDF_RENDERER_OPTIONS,
  useFactory: (config?: AppConfig) => ({
    ...pdfRendererOptionsFromEnv(),
    ...(config ? { executablePath: config.chromiumPath } : {}),
  }),
  inject: [{ token: APP_CONFIG, optional: true }],
};

/**
 * API side: the quote HTML routes, the admin archive routes and the `documents` queue producer.
 * The `documents` queue itself (BullModule.registerQueue) must be registered globally once — QueueModule does
 * it for every queue, with an 'error' listener; registering it here again would open a second, unguarded
 * Queue instance.
 */
@Module({})
export class DocumentsModule {
  static register(options: DocumentsModuleOptions): DynamicModule {
    return {
      module: DocumentsModule,
      imports: [...(options.imports ?? [])],
      controllers: [DocumentsController],
      providers: [
        sourceProvider(options.source),
        documentStorageProvider,
        DocumentArchiveService,
        QuoteDocumentQueue,
      ],
      exports: [QuoteDocumentQueue, DocumentArchiveService],
    };
  }
}

/**
 * Worker side: the `documents` processor with this process's one Chromium (needs the globally registered
 * `documents` queue too). Call app.enableShutdownHooks() in the worker's main so the browser is closed on
 * SIGTERM/SIGINT.
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
        DocumentsProcessor,
      ],
      exports: [PdfRendererService, DocumentArchiveService],
    };
  }
}
