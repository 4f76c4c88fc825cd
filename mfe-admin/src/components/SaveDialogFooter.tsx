import { Button, DialogFooter } from '@stairs/ui';

/** 'Abbrechen' and 'Speichern' ('Wird gespeichert...' while pending) of the admin's edit dialogs. */
export function SaveDialogFooter({
  onCancel,
  pending,
  ready,
}: {
  onCancel: () => void;
  pending: boolean;
  ready: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Abbrechen
      </Button>
      <Button type="submit" disabled={!ready || pending}>
        {pending ? 'Wird gespeichert...' : 'Speichern'}
      </Button>
    </DialogFooter>
  );
}
