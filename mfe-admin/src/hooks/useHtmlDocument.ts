import { useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@stairs/contracts';
import { adminQueryOptions } from '@stairs/site/admin';
import { useLogQueryError } from './useLogQueryError';

/** Text of one archived HTML quote document, for the preview screen (the client returns non-JSON as text). */
export function useHtmlDocument(filename: string) {
  const query = useQuery({
    ...adminQueryOptions(ADMIN_API.htmlDocument, { params: { filename } }),
    enabled: filename !== '',
  });
  useLogQueryError('HTML-Dokument', query.error, query.errorUpdatedAt);
  return query;
}
