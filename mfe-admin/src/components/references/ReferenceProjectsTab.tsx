import { useState } from 'react';
import { type ReferenceProject, PAGE_NAMES } from '@stairs/contracts';
import { ReferenceCategoryBadge, REFERENCE_PROJECTS_LIST_TEXTS } from '@stairs/site';
import { Badge, Button, EditButton, EntryList, SafeImage } from '@stairs/ui';
import { useAdminReferenceProjects, useReferenceProjectActions } from '../../hooks/useReferenceProjectsAdmin';
import { activeLabel } from '../../lib/references-admin';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';
import { ReferenceProjectDialog } from './ReferenceProjectDialog';

/** The references tab: every project (active or not), create, edit and delete. */
export function ReferenceProjectsTab() {
  const query = useAdminReferenceProjects();
  const { remove } = useReferenceProjectActions();
  const [editing, setEditing] = useState<ReferenceProject | 'new' | null>(null);

  return (
    <section aria-label={PAGE_NAMES.references} className="grid gap-4">
      <Button className="justify-self-start" onClick={() => setEditing('new')}>
        Neues Referenzprojekt
      </Button>
      <EntryList query={query} texts={REFERENCE_PROJECTS_LIST_TEXTS} skeletonClassName="h-24 w-full">
        {(project) => (
          <>
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
              <EditButton onClick={() => setEditing(project)} />
              <ConfirmDeleteButton
                title="Referenzprojekt löschen?"
                description={`„${project.title}“ wird gelöscht.`}
                triggerAriaLabel={`${project.title} löschen`}
                onConfirm={async () => {
                  await remove.mutateAsync(project.id).catch(() => undefined);
                }}
              />
            </div>
          </>
        )}
      </EntryList>
      <ReferenceProjectDialog project={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
