export { DocumentsModule, DocumentsWorkerModule, type DocumentsModuleOptions } from './documents.module';
export { QuoteDocumentQueue, RENDER_QUOTE_JOB_OPTIONS } from './quote-document.queue';
export { DocumentArchiveService, type ArchiveKind } from './document-archive.service';
export { DOCUMENT_STORAGE, type DocumentStorage, LocalDirectoryStorage } from './document-storage';
export { PdfRendererService, PDF_RENDERER_OPTIONS, type PdfRendererOptions } from './pdf-renderer.service';
export { renderQuoteHtml } from './quote-html.renderer';
export {
  DOCUMENTS_QUEUE,
  QUOTE_DOCUMENT_SOURCE,
  RENDER_QUOTE_JOB,
  type QuoteDocumentData,
  type ConcreteQuoteDocumentData,
  type RenovationQuoteDocumentData,
  type QuoteDocumentSource,
  type RenderQuoteJobData,
} from './quote-document.types';
