import { apiUrl } from '@stairs/api-client';
import { API } from '@stairs/contracts';

/** Quote document archive (docs/decisions.md): HTML and PDF files made by the server. */
export type DocumentKind = 'html' | 'pdf';

export const DOCUMENT_LIST_URLS: Record<DocumentKind, string> = {
  html: apiUrl(API.htmlDocuments),
  pdf: apiUrl(API.pdfDocuments),
};

export function documentFileUrl(kind: DocumentKind, filename: string): string {
  return apiUrl(kind === 'html' ? API.htmlDocument : API.pdfDocument, { params: { filename } });
}

/** The preview screen of an HTML document (opened in a new tab). */
export function documentPreviewPath(filename: string): string {
  return `/preview/${encodeURIComponent(filename)}`;
}

export interface DocumentKindTexts {
  title: string;
  empty: string;
  listFailed: string;
  downloadFailed: string;
  deleteFailed: string;
}

export const DOCUMENT_TEXTS: Record<DocumentKind, DocumentKindTexts> = {
  html: {
    title: 'HTML-Kostenvoranschläge',
    empty: 'Noch keine HTML-Dokumente im Archiv.',
    listFailed: 'HTML-Liste konnte nicht geladen werden',
    downloadFailed: 'HTML konnte nicht heruntergeladen werden',
    deleteFailed: 'Datei konnte nicht gelöscht werden',
  },
  pdf: {
    title: 'PDF-Kostenvoranschläge',
    empty: 'Noch keine PDF-Dokumente im Archiv.',
    listFailed: 'PDF-Liste konnte nicht geladen werden',
    // The spec names no text for PDFs; this mirrors the HTML one.
    downloadFailed: 'PDF konnte nicht heruntergeladen werden',
    deleteFailed: 'Datei konnte nicht gelöscht werden',
  },
};
