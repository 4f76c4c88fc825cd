// Styled Radix Toast parts. Internal: apps call toast() and the shell renders <Toaster />.
import * as React from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { TOP, type ToastPlacement } from '../toast/placement';

export const ToastProvider = ToastPrimitive.Provider;

export interface ToastViewportProps extends React.ComponentProps<typeof ToastPrimitive.Viewport> {
  placement?: ToastPlacement;
}

export function ToastViewport({ className, placement = TOP, style, ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      data-placement={placement.edge}
      className={cn(
        // Full width on a phone, at the right and at most 420 px wide from md (docs/product.md §9), on the edge
        // of the screen away from the control just used (placement.ts): just below the sticky header (h-16),
        // never over its links, or at the bottom, above a cookie banner.
        // pointer-events-none: the (usually empty) padded region must not block clicks on the page below.
        'pointer-events-none fixed inset-x-0 z-[100] flex max-h-[calc(100dvh-4rem)] w-full flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring md:left-auto md:right-0 md:max-w-[420px]',
        placement.edge === 'top' ? 'top-16' : 'bottom-0',
        className,
      )}
      style={placement.edge === 'bottom' ? { ...style, bottom: placement.inset } : style}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-lg ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:transition-transform data-[swipe=move]:transition-none data-[state=open]:animate-toast-in-top data-[state=closed]:animate-toast-out data-[state=closed]:data-[swipe=end]:animate-toast-swipe-out md:data-[state=open]:animate-toast-in-right',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success bg-success text-success-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

export function Toast({
  className,
  variant,
  placement = TOP,
  ...props
}: ToastProps & { placement?: ToastPlacement }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        toastVariants({ variant }),
        // On a phone a toast comes in from the edge it sits at; from md it slides in from the right.
        placement.edge === 'bottom' && 'data-[state=open]:animate-toast-in-bottom',
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute right-2 top-2 inline-flex size-7 items-center justify-center rounded-md text-current opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">Schließen</span>
    </ToastPrimitive.Close>
  );
}
