import { visibleReferenceProjects } from './references';
import { type ReferenceProject } from './types';

function project(id: string, overrides: Partial<ReferenceProject> = {}): ReferenceProject {
  return {
    id,
    title: id,
    location: 'Wien',
    description: 'Beschreibung',
    category: 'concrete',
    imageUrl: `/${id}.jpg`,
    ...overrides,
  };
}

describe('reference projects', () => {
  it('hides inactive projects and sorts by sortOrder', () => {
    const list = visibleReferenceProjects([
      project('c', { sortOrder: 2 }),
      project('hidden', { isActive: false }),
      project('a', { sortOrder: 0 }),
      project('b'),
    ]);
    expect(list.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});
