import { useQuery } from '@tanstack/react-query';
import { useAdminRequest } from '@stairs/site';
import { documentFileUrl } from '../lib/documents';
import { htmlDocumentQueryKey } from '../lib/query-keys';
import { useLogQueryError } from './useLogQueryError';

/** Text of one archived HTML quote document, for the preview screen (apiRequest returns non-JSON as text). */
export function useHtmlDocument(filename: string) {
  const request = useAdminRequest();
  const query = useQuery({
    queryKey: htmlDocumentQueryKey(filename),
    queryFn: () => request<string>('GET', documentFileUrl('html', filename)),
    enabled: filename !== '',
  });
  useLogQueryError('HTML-Dokument', query.error, query.errorUpdatedAt);
  return query;
}
