import * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { ancestorsOf, focusEnclosingRegion } from '../lib/focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-black/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Focus goes back to the element focused when the dialog opened (the button that opened it). Radix returns focus
 * only to a `DialogTrigger`; most dialogs of the site are opened by state (after a calculation, from a list row),
 * and their focus fell to the page body. The opener is read when the dialog opens, before focus moves into it.
 * When the opener is gone by then (the cookie banner closed by its own settings), or the dialog says it is going
 * (`openerRemoved`: the row of a deleted entry), focus goes to the region that held it, else to the main
 * content: never to the body.
 */
function useFocusReturn(
  onOpenAutoFocus: ((event: Event) => void) | undefined,
  onCloseAutoFocus: ((event: Event) => void) | undefined,
  openerRemoved: boolean,
) {
  const opener = React.useRef<{ element: HTMLElement; ancestors: Element[] } | null>(null);
  const onOpen = (event: Event) => {
    const active = document.activeElement;
    opener.current =
      active instanceof HTMLElement && active !== document.body
        ? { element: active, ancestors: ancestorsOf(active) }
        : null;
    onOpenAutoFocus?.(event);
  };
  const onClose = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !opener.current) return;
    event.preventDefault();
    const { element, ancestors } = opener.current;
    if (element.isConnected && !openerRemoved) element.focus();
    else focusEnclosingRegion(ancestors);
  };
  return { onOpen, onClose };
}

/** Centred modal with overlay and a close button (German label "Schließen"); scrolls when taller than the screen. */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  openerRemoved = false,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** What opened the dialog leaves the page as it closes (a deleted entry's row): focus its region instead. */
  openerRemoved?: boolean;
}) {
  const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus, openerRemoved);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg focus:outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
          className,
        )}
        onOpenAutoFocus={focusReturn.onOpen}
        onCloseAutoFocus={focusReturn.onClose}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-md opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none">
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Schließen</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  // pr-8 keeps the title clear of the close button.
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-center sm:text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold leading-tight tracking-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
