import { useState } from 'react';
import { type ReferenceProject, PAGE_NAMES } from '@stairs/contracts';
import { ReferenceCategoryBadge } from '@stairs/site';
import { Badge, Button, PencilIcon, QueryListState, SafeImage, SkeletonList } from '@stairs/ui';
import { useAdminReferenceProjects, useReferenceProjectActions } from '../../hooks/useReferenceProjectsAdmin';
import { activeLabel, REFERENCE_PROJECTS_LIST_TEXTS } from '../../lib/references-admin';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';
import { ReferenceProjectDialog } from './ReferenceProjectDialog';

/** The references tab: every project (active or not), create, edit and delete. */
export function ReferenceProjectsTab() {
  const query = useAdminReferenceProjects();
  const { remove } = useReferenceProjectActions();
  const [editing, setEditing] = useState<ReferenceProject | 'new' | null>(null);
  const projects = query.data ?? [];

  return (
    <section aria-label={PAGE_NAMES.references} className="grid gap-4">
      <Button className="justify-self-start" onClick={() => setEditing('new')}>
        Neues Referenzprojekt
      </Button>
      <QueryListState
        query={query}
        count={projects.length}
        texts={REFERENCE_PROJECTS_LIST_TEXTS}
        skeleton={<SkeletonList count={4} className="grid gap-3" itemClassName="h-24 w-full" />}
      >
        <ul className="grid gap-3">
          {projects.map((project) => (
            <li
              key={project.id}
              className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center"
            >
              <SafeImage
                src={project.imageUrl}
                alt={project.title}
                className="h-20 w-28 shrink-0 rounded object-cover"
              />
              <div className="grid flex-1 gap-1">
                <span className="font-semibold">{project.title}</span>
                <span className="text-sm text-muted-foreground">{project.location}</span>
                <span className="flex flex-wrap gap-2">
                  <ReferenceCategoryBadge category={project.category} />
                  <Badge variant={project.isActive === false ? 'secondary' : 'outline'}>
                    {activeLabel(project.isActive)}
                  </Badge>
                </span>
              </div>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(project)}>
                  <PencilIcon />
                  Bearbeiten
                </Button>
                <ConfirmDeleteButton
                  title="Referenzprojekt löschen?"
                  description={`„${project.title}“ wird gelöscht.`}
                  triggerAriaLabel={`${project.title} löschen`}
                  onConfirm={async () => {
                    await remove.mutateAsync(project.id).catch(() => undefined);
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      </QueryListState>
      <ReferenceProjectDialog project={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
