import { useId, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@stairs/ui';
import type { AnyCalculation } from '../lib/calculations';

/** Props of both lead dialogs (phone service, detailed quote): the calculation they are about, open state. */
export interface LeadDialogProps {
  calculation: AnyCalculation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface LeadDialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  className?: string;
  /** The form. It lives inside the dialog content, which unmounts on close: every opening starts empty. */
  children: ReactNode;
}

/** The frame of a lead dialog: title, description naming the quote, then the form. */
export function LeadDialogFrame({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: LeadDialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

export interface LeadDialogFooterProps {
  submitLabel: string;
  /** The request is running: the submit button says 'Wird gesendet...' and is disabled. */
  isPending: boolean;
  /** Defaults to isPending. */
  disabled?: boolean;
  /** Why the submit button is disabled, shown above it and read with it (a grey button alone says nothing). */
  disabledHint?: string;
}

/** 'Abbrechen' (closes the dialog) and the submit button of a lead form. */
export function LeadDialogFooter({
  submitLabel,
  isPending,
  disabled = isPending,
  disabledHint,
}: LeadDialogFooterProps) {
  const hintId = useId();
  const hint = disabled && !isPending ? disabledHint : undefined;
  return (
    <div className="grid gap-2">
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground sm:text-right">
          {hint}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Abbrechen</Button>
        </DialogClose>
        <Button type="submit" disabled={disabled} aria-describedby={hint ? hintId : undefined}>
          {isPending ? 'Wird gesendet...' : submitLabel}
        </Button>
      </DialogFooter>
    </div>
  );
}
