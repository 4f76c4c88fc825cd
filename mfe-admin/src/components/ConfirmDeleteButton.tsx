import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Spinner,
} from '@stairs/ui';

export interface ConfirmDeleteButtonProps {
  /** Dialog title, e.g. 'Telefonnummer löschen?'. */
  title: string;
  /** What will be deleted, in a sentence. */
  description: string;
  /** Deletes; reports its own outcome (toast). The dialog closes when it settles. */
  onConfirm: () => Promise<void>;
  /** Accessible name of the trigger when the visible text alone is ambiguous in a list. */
  triggerAriaLabel?: string;
  /** Visible text of the trigger; default 'Löschen'. */
  triggerLabel?: string;
  /** The dialog's button for a confirmed action that is not a delete (e.g. 'Zusammenführen'). */
  confirmLabel?: string;
  /** False for an action the operator can undo: the dialog then does not say it cannot be undone. */
  permanent?: boolean;
  disabled?: boolean;
}

/** 'Löschen' with a confirm prompt (docs/product.md §5: deletes of leads, requests, documents and references are confirmed). */
export function ConfirmDeleteButton({
  title,
  description,
  onConfirm,
  triggerAriaLabel,
  triggerLabel = 'Löschen',
  confirmLabel = 'Löschen',
  permanent = true,
  disabled,
}: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  // Once the entry is deleted, its row and this button in it are about to leave the page.
  const [deleted, setDeleted] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setDeleted(true);
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        aria-label={triggerAriaLabel}
        disabled={disabled}
        onClick={() => {
          setDeleted(false);
          setOpen(true);
        }}
      >
        {triggerLabel}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <DialogContent openerRemoved={deleted}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {description}
              {permanent ? ' Dies kann nicht rückgängig gemacht werden.' : null}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={pending} onClick={() => setOpen(false)}>
              Abbrechen
            </Button>
            <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
              {pending ? (
                <Spinner
                  size="sm"
                  className="text-current"
                  label={confirmLabel === 'Löschen' ? 'Wird gelöscht...' : 'Wird ausgeführt...'}
                />
              ) : null}
              {confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
