import * as React from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { TOAST_DEFAULT_DURATION, type ToastRecord } from '../toast/store';
import { useToast } from '../toast/useToast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './Toast';

const icons: Partial<Record<ToastRecord['variant'], React.ReactNode>> = {
  destructive: <CircleX className="mt-0.5 size-5 shrink-0" aria-hidden="true" />,
  success: <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />,
};

/**
 * The one toast region of the page; the shell renders it once. Radix announces each toast in a live region
 * (errors assertively, everything else politely), pauses the timer on hover/focus, and F8 moves focus to the
 * region ("Benachrichtigungen (F8)").
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  // One toast at a time: the region goes where the current one was placed.
  const placement = toasts[0]?.placement;
  return (
    <ToastProvider duration={TOAST_DEFAULT_DURATION} swipeDirection="right" label="Benachrichtigungen">
      {toasts.map((t) => (
        <Toast
          key={t.id}
          variant={t.variant}
          placement={t.placement}
          duration={t.duration}
          open={t.open}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        >
          {icons[t.variant]}
          <div className="grid flex-1 gap-1">
            <ToastTitle>{t.title}</ToastTitle>
            {t.description ? <ToastDescription>{t.description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label="Benachrichtigungen ({hotkey})" placement={placement} />
    </ToastProvider>
  );
}
