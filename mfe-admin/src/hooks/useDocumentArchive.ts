import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SavedDocument } from '@stairs/contracts';
import { showCallFailure, useAdminRequest } from '@stairs/site';
import { toast } from '@stairs/ui';
import { DOCUMENT_LIST_URLS, DOCUMENT_TEXTS, documentFileUrl, type DocumentKind } from '../lib/documents';
import { sortNewestFirst } from '../lib/sort';
import { HTML_DOCUMENTS_QUERY_KEY, PDF_DOCUMENTS_QUERY_KEY } from '../lib/query-keys';
import { useDocumentDownload } from './useDocumentDownload';
import { useLogQueryError } from './useLogQueryError';

const QUERY_KEYS = { html: HTML_DOCUMENTS_QUERY_KEY, pdf: PDF_DOCUMENTS_QUERY_KEY } as const;

export const DOCUMENT_ARCHIVE_TEXTS = { deleted: 'Datei gelöscht' } as const;

/** One archive list (HTML or PDF quote documents) with download and delete. */
export function useDocumentArchive(kind: DocumentKind) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const texts = DOCUMENT_TEXTS[kind];
  const queryKey = QUERY_KEYS[kind];
  const { download, downloading } = useDocumentDownload(kind);

  const query = useQuery({
    queryKey,
    queryFn: async () =>
      sortNewestFirst(await request<SavedDocument[]>('GET', DOCUMENT_LIST_URLS[kind]), (d) => d.date),
  });
  // The spec names a message for these two lists (section 8), so they are also shown, not only logged.
  useLogQueryError(texts.title, query.error, query.errorUpdatedAt, (error) =>
    showCallFailure(error, texts.listFailed),
  );

  const remove = useMutation({
    mutationFn: (filename: string) => request<unknown>('DELETE', documentFileUrl(kind, filename)),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const deleteDocument = async (filename: string): Promise<void> => {
    try {
      await remove.mutateAsync(filename);
      toast({ title: DOCUMENT_ARCHIVE_TEXTS.deleted, description: filename, variant: 'success' });
    } catch (error) {
      console.error(texts.deleteFailed, error);
      showCallFailure(error, texts.deleteFailed);
    }
  };

  return { query, download, downloading, deleteDocument };
}
