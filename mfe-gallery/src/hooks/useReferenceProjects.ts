import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@stairs/api-client';
import { API, type ReferenceProject } from '@stairs/contracts';
import { visibleReferenceProjects } from '../lib/references';

const REFERENCE_PROJECTS = apiQueryOptions(API.referenceProjects);
export const REFERENCE_PROJECTS_QUERY_KEY = REFERENCE_PROJECTS.queryKey;

export function useReferenceProjects() {
  return useQuery({
    ...REFERENCE_PROJECTS,
    select: (data: ReferenceProject[]) => (Array.isArray(data) ? visibleReferenceProjects(data) : []),
  });
}
