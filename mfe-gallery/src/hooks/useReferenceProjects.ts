import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@stairs/api-client';
import { type ReferenceProject } from '../lib/types';
import { visibleReferenceProjects } from '../lib/references';

export const REFERENCE_PROJECTS_QUERY_KEY = ['/api/reference-projects'] as const;

export function useReferenceProjects() {
  return useQuery({
    queryKey: REFERENCE_PROJECTS_QUERY_KEY,
    queryFn: () => apiRequest<ReferenceProject[]>('GET', '/api/reference-projects'),
    select: (data: ReferenceProject[]) => (Array.isArray(data) ? visibleReferenceProjects(data) : []),
  });
}
