import { useQuery } from '@tanstack/react-query';
import { type SavedDocument } from '@stairs/contracts';
import { adminQueryOptions, showCallFailure, useAdminCall } from '@stairs/site';
import { DOCUMENT_ENDPOINTS, DOCUMENT_TEXTS, type DocumentKind } from '../lib/documents';
import { sortNewestFirst } from '../lib/sort';
import { useDocumentDownload } from './useDocumentDownload';
import { useConfirmedDelete } from './useConfirmedDelete';
import { useLogQueryError } from './useLogQueryError';

const newestFirst = (documents: SavedDocument[]) => sortNewestFirst(documents, (d) => d.date);

export const DOCUMENT_ARCHIVE_TEXTS = { deleted: 'Datei gelöscht' } as const;

/** One archive list (HTML or PDF quote documents) with download and delete. */
export function useDocumentArchive(kind: DocumentKind) {
  const call = useAdminCall();
  const texts = DOCUMENT_TEXTS[kind];
  const endpoints = DOCUMENT_ENDPOINTS[kind];
  const { download, downloading } = useDocumentDownload(kind);

  const list = adminQueryOptions(endpoints.list);
  const { queryKey } = list;
  const query = useQuery({ ...list, select: newestFirst });
  // The spec names a message for these two lists (section 8), so they are also shown, not only logged.
  useLogQueryError(texts.title, query.error, query.errorUpdatedAt, (error) =>
    showCallFailure(error, texts.loadFailed),
  );

  const deleteDocument = useConfirmedDelete({
    remove: (filename: string) => call(endpoints.remove, { params: { filename } }),
    listKey: queryKey,
    deleted: (filename) => ({ title: DOCUMENT_ARCHIVE_TEXTS.deleted, description: filename }),
    deleteFailed: texts.deleteFailed,
  });

  return { query, download, downloading, deleteDocument };
}
