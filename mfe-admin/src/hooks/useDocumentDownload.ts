import { useState } from 'react';
import { showCallFailure } from '@stairs/site';
import { useAdminUnauthorizedHandler } from '@stairs/site/admin';
import { DOCUMENT_TEXTS, documentFileUrl, type DocumentKind } from '../lib/documents';
import { fetchAdminFile, saveBlob } from '../lib/files';

/**
 * Downloads an archived document with the session cookie and saves it as a file. Fetched rather than a plain
 * link so a failure shows the spec's toast instead of an error page.
 */
export function useDocumentDownload(kind: DocumentKind) {
  const onUnauthorized = useAdminUnauthorizedHandler();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (filename: string): Promise<void> => {
    const texts = DOCUMENT_TEXTS[kind];
    setDownloading(filename);
    try {
      saveBlob(await fetchAdminFile(documentFileUrl(kind, filename)), filename);
    } catch (error) {
      console.error(texts.downloadFailed, error);
      onUnauthorized(error);
      showCallFailure(error, texts.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };

  /** Filename being downloaded, or null. */
  return { download, downloading };
}
