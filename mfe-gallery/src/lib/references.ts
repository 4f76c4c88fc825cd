import { REFERENCE_CATEGORIES, type ReferenceCategory, type ReferenceProject } from './types';

export function isReferenceCategory(value: string): value is ReferenceCategory {
  return Object.prototype.hasOwnProperty.call(REFERENCE_CATEGORIES, value);
}

/** German label of a reference category; an unknown value is shown as it is. */
export function referenceCategoryLabel(value: string): string {
  return isReferenceCategory(value) ? REFERENCE_CATEGORIES[value] : value;
}

const BADGE_CLASSES: Record<ReferenceCategory, string> = {
  concrete: 'border-stone-300 bg-stone-200 text-stone-900',
  renovation: 'border-amber-300 bg-amber-100 text-amber-900',
  wood_cladding: 'border-emerald-300 bg-emerald-100 text-emerald-900',
};

export function referenceCategoryBadgeClass(value: string): string {
  return isReferenceCategory(value) ? BADGE_CLASSES[value] : 'border-gray-300 bg-gray-100 text-gray-700';
}

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
