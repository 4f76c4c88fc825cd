export { DocumentsModule, DocumentsWorkerModule, type DocumentsModuleOptions } from './documents.module';
export { DocumentArchiveService, type ArchiveKind } from './document-archive.service';
export { DOCUMENT_STORAGE, type DocumentStorage, LocalDirectoryStorage } from './document-storage';
export { PdfRendererService, PDF_RENDERER_OPTIONS, type PdfRendererOptions } from './pdf-renderer.service';
export { renderQuoteHtml, type QuoteAcceptanceMark } from './quote-html.renderer';
export { RENDER_QUOTE_JOB, type RenderQuoteJobData } from './quote-document.job';
export {
  QUOTE_DOCUMENT_SOURCE,
  type QuoteDocumentData,
  type ConcreteQuoteDocumentData,
  type RenovationQuoteDocumentData,
  type QuoteDocumentSource,
} from './quote-document.types';
