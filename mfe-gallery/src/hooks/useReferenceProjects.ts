import { useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '@stairs/api-client';
import { API, type ReferenceProject } from '@stairs/contracts';
import { visibleReferenceProjects } from '../lib/references';

export const REFERENCE_PROJECTS_QUERY_KEY = apiQueryKey(API.referenceProjects);

export function useReferenceProjects() {
  return useQuery({
    queryKey: REFERENCE_PROJECTS_QUERY_KEY,
    queryFn: () => apiCall(API.referenceProjects),
    select: (data: ReferenceProject[]) => (Array.isArray(data) ? visibleReferenceProjects(data) : []),
  });
}
