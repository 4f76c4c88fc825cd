import { useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Spinner,
  ancestorsOf,
  focusEnclosingRegion,
} from '@stairs/ui';

export interface ConfirmDeleteButtonProps {
  /** Dialog title, e.g. 'Lead löschen?'. */
  title: string;
  /** What will be deleted, in a sentence. */
  description: string;
  /** Deletes; reports its own outcome (toast). The dialog closes when it settles. */
  onConfirm: () => Promise<void>;
  /** Accessible name of the trigger when the visible text alone is ambiguous in a list. */
  triggerAriaLabel?: string;
  /** Visible text of the trigger; default 'Löschen'. */
  triggerLabel?: string;
  disabled?: boolean;
}

/** 'Löschen' with a confirm prompt (docs/product.md §5: deletes of leads, requests, documents and references are confirmed). */
export function ConfirmDeleteButton({
  title,
  description,
  onConfirm,
  triggerAriaLabel,
  triggerLabel = 'Löschen',
  disabled,
}: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Set once the entry is deleted: its row, and this button in it, are about to leave the page.
  const deletedFrom = useRef<Element[] | null>(null);

  const confirm = async () => {
    setPending(true);
    try {
      const ancestors = trigger.current ? ancestorsOf(trigger.current) : [];
      await onConfirm();
      deletedFrom.current = ancestors;
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        aria-label={triggerAriaLabel}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {triggerLabel}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // After a delete, focus goes to the list the entry was in, not to a button that is going away.
            if (!deletedFrom.current || !trigger.current) return;
            event.preventDefault();
            focusEnclosingRegion(trigger.current, deletedFrom.current);
            deletedFrom.current = null;
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description} Dies kann nicht rückgängig gemacht werden.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={pending} onClick={() => setOpen(false)}>
              Abbrechen
            </Button>
            <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
              {pending ? <Spinner size="sm" className="text-current" label="Wird gelöscht..." /> : null}
              Löschen
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
