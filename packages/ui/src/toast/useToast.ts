import { useSyncExternalStore } from 'react';
import { toast, toastStore, type ToastHandle, type ToastOptions, type ToastRecord } from './store';

export interface UseToastResult {
  toasts: ToastRecord[];
  toast: (options: ToastOptions) => ToastHandle;
  dismiss: (id?: string) => void;
}

const dismiss = (id?: string): void => toastStore.dismiss(id);

/** Reads the page-wide toast list; no provider needed (the store is module state). */
export function useToast(): UseToastResult {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toasts, toast, dismiss };
}
