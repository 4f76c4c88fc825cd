import { apiQueryKey } from '@stairs/api-client';
import { showCallFailure } from '@stairs/site';
import { useAdminCall } from '@stairs/site/admin';
import { DOCUMENT_ENDPOINTS, DOCUMENT_TEXTS, type DocumentKind } from '../lib/documents';
import { useAdminListPages } from './useAdminListPages';
import { useDocumentDownload } from './useDocumentDownload';
import { useConfirmedDelete } from './useConfirmedDelete';
import { useLogQueryError } from './useLogQueryError';

export const DOCUMENT_ARCHIVE_TEXTS = { deleted: 'Datei gelöscht' } as const;

/** One archive list (HTML or PDF quote documents) with download and delete. */
export function useDocumentArchive(kind: DocumentKind) {
  const call = useAdminCall();
  const texts = DOCUMENT_TEXTS[kind];
  const endpoints = DOCUMENT_ENDPOINTS[kind];
  const { download, downloading } = useDocumentDownload(kind);

  // Newest first, a page at a time (the server's order).
  const { query, list, paging } = useAdminListPages(endpoints.list);
  // The spec names a message for these two lists (section 8), so they are also shown, not only logged.
  useLogQueryError(texts.title, query.error, query.errorUpdatedAt, (error) =>
    showCallFailure(error, texts.loadFailed),
  );

  const deleteDocument = useConfirmedDelete({
    remove: (filename: string) => call(endpoints.remove, { params: { filename } }),
    listKey: apiQueryKey(endpoints.list),
    deleted: (filename) => ({ title: DOCUMENT_ARCHIVE_TEXTS.deleted, description: filename }),
    deleteFailed: texts.deleteFailed,
  });

  return { list, paging, download, downloading, deleteDocument };
}
