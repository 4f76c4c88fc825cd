import { SaveDialogFooter } from '../SaveDialogFooter';
import { useState, type FormEvent } from 'react';
import { REFERENCE_CATEGORIES, type ReferenceCategory, type ReferenceProject } from '@stairs/contracts';
import {
  bindFields,
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  InputField,
  Label,
  SelectField,
  Switch,
  TextareaField,
} from '@stairs/ui';
import { useReferenceProjectActions } from '../../hooks/useReferenceProjectsAdmin';
import {
  canSubmitReference,
  EMPTY_REFERENCE_FORM,
  referenceFormFrom,
  type ReferenceFormValues,
  toReferenceInput,
} from '../../lib/references-admin';

const CATEGORY_ENTRIES = Object.entries(REFERENCE_CATEGORIES) as Array<[ReferenceCategory, string]>;

export interface ReferenceProjectDialogProps {
  /** 'new' for the create dialog, a project for the edit dialog, null when closed. */
  project: ReferenceProject | 'new' | null;
  onClose: () => void;
}

export function ReferenceProjectDialog({ project, onClose }: ReferenceProjectDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        {project ? (
          <ReferenceForm key={project === 'new' ? 'new' : project.id} project={project} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReferenceForm({ project, onDone }: { project: ReferenceProject | 'new'; onDone: () => void }) {
  const [values, setValues] = useState<ReferenceFormValues>(() =>
    project === 'new' ? EMPTY_REFERENCE_FORM : referenceFormFrom(project),
  );
  const { create, update } = useReferenceProjectActions();
  const pending = create.isPending || update.isPending;
  const change = (next: Partial<ReferenceFormValues>) => setValues((current) => ({ ...current, ...next }));
  const bind = bindFields(values, change);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitReference(values) || pending) return;
    const input = toReferenceInput(values);
    if (project === 'new') create.mutate(input, { onSuccess: onDone });
    else update.mutate({ id: project.id, input }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>
          {project === 'new' ? 'Neues Referenzprojekt' : 'Referenzprojekt bearbeiten'}
        </DialogTitle>
      </DialogHeader>
      <InputField label="Titel *" {...bind.text('title')} required />
      <InputField label="Ort *" {...bind.text('location')} required />
      <TextareaField label="Beschreibung *" rows={4} {...bind.text('description')} required />
      <SelectField label="Kategorie" {...bind.value('category')} options={CATEGORY_ENTRIES} />
      <InputField
        label="Bild-URL *"
        type="url"
        {...bind.text('imageUrl')}
        placeholder="/objects/… oder https://…"
        required
      />
      <InputField label="Externe URL" type="url" {...bind.text('externalUrl')} placeholder="https://…" />
      <InputField
        label="Sortierung"
        type="number"
        inputMode="numeric"
        {...bind.text('sortOrder')}
        hint="Kleinere Zahlen stehen weiter vorne."
        className="max-w-40"
      />
      <div className="flex items-center gap-2">
        <Switch
          id="reference-active"
          checked={values.isActive}
          onCheckedChange={(isActive) => change({ isActive })}
        />
        <Label htmlFor="reference-active">Aktiv (auf /references sichtbar)</Label>
      </div>
      <SaveDialogFooter onCancel={onDone} pending={pending} ready={canSubmitReference(values)} />
    </form>
  );
}
