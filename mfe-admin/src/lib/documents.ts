import { apiUrl } from '@stairs/api-client';
import { ADMIN_API } from '@stairs/contracts';

/** Quote document archive (docs/decisions.md): HTML and PDF files made by the server. */
export type DocumentKind = 'html' | 'pdf';

/** The archive's calls of each kind: the list, one file, deleting one file. */
export const DOCUMENT_ENDPOINTS = {
  html: { list: ADMIN_API.htmlDocuments, file: ADMIN_API.htmlDocument, remove: ADMIN_API.deleteHtmlDocument },
  pdf: { list: ADMIN_API.pdfDocuments, file: ADMIN_API.pdfDocument, remove: ADMIN_API.deletePdfDocument },
} as const;

/** One archived file's URL (downloads read it as a Blob, fetchAdminFile). */
export function documentFileUrl(kind: DocumentKind, filename: string): string {
  return apiUrl(DOCUMENT_ENDPOINTS[kind].file, { params: { filename } });
}

/** The preview screen of an HTML document (opened in a new tab). */
export function documentPreviewPath(filename: string): string {
  return `/preview/${encodeURIComponent(filename)}`;
}

export interface DocumentKindTexts {
  title: string;
  empty: string;
  loadFailed: string;
  downloadFailed: string;
  deleteFailed: string;
}

export const DOCUMENT_TEXTS: Record<DocumentKind, DocumentKindTexts> = {
  html: {
    title: 'HTML-Kostenvoranschläge',
    empty: 'Noch keine HTML-Dokumente im Archiv.',
    loadFailed: 'HTML-Liste konnte nicht geladen werden',
    downloadFailed: 'HTML konnte nicht heruntergeladen werden',
    deleteFailed: 'Datei konnte nicht gelöscht werden',
  },
  pdf: {
    title: 'PDF-Kostenvoranschläge',
    empty: 'Noch keine PDF-Dokumente im Archiv.',
    loadFailed: 'PDF-Liste konnte nicht geladen werden',
    // The spec names no text for PDFs; this mirrors the HTML one.
    downloadFailed: 'PDF konnte nicht heruntergeladen werden',
    deleteFailed: 'Datei konnte nicht gelöscht werden',
  },
};
