import { type ReferenceProject } from './types';

/**
 * Projects the public page shows: not explicitly inactive, in sortOrder (ties keep the server's order). The
 * server should already send only active projects; this keeps a draft from leaking if it does not.
 */
export function visibleReferenceProjects(projects: readonly ReferenceProject[]): ReferenceProject[] {
  const order = (p: ReferenceProject) =>
    typeof p.sortOrder === 'number' && Number.isFinite(p.sortOrder) ? p.sortOrder : 0;
  return projects
    .map((project, index) => ({ project, index }))
    .filter(({ project }) => project.isActive !== false)
    .sort((a, b) => order(a.project) - order(b.project) || a.index - b.index)
    .map(({ project }) => project);
}
