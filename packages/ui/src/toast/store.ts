// The toast queue of the whole page. Pure state transitions (toastReducer) plus a tiny subscribable store
// (createToastStore) that React reads through useSyncExternalStore. No React import here: this file is
// unit-tested in a plain node environment.

import { TOP, type ToastPlacement, watchUsedControls } from './placement';

export type { ToastPlacement } from './placement';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds until the toast closes itself; `Infinity` keeps it until dismissed. Default 5000. */
  duration?: number;
}

export interface ToastRecord {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  /** False while the exit animation runs; the record is removed TOAST_REMOVE_DELAY ms later. */
  open: boolean;
  /** Where it appears, decided when it is shown: away from the control just used. */
  placement: ToastPlacement;
}

export interface ToastHandle {
  id: string;
  dismiss(): void;
}

/** docs/product.md §9: one toast at a time. */
export const TOAST_LIMIT = 1;
/** docs/product.md §9: a toast displays for 5000 ms by default. */
export const TOAST_DEFAULT_DURATION = 5000;
/** Time for the exit animation before a dismissed toast leaves the list (animations are <= 150 ms). */
export const TOAST_REMOVE_DELAY = 300;

export type ToastAction =
  { type: 'add'; toast: ToastRecord } | { type: 'dismiss'; id?: string } | { type: 'remove'; id?: string };

/** Falls back to the default for missing, zero, negative or NaN durations; Infinity stays (persistent). */
export function resolveDuration(duration: number | undefined): number {
  if (duration === Infinity) return Infinity;
  return typeof duration === 'number' && Number.isFinite(duration) && duration > 0
    ? duration
    : TOAST_DEFAULT_DURATION;
}

/**
 * Pure transition of the toast list. The newest toast comes first and the list is cut to TOAST_LIMIT, so a
 * new toast replaces the current one (also one that is still animating out). Without an id, dismiss/remove
 * apply to every toast.
 */
export function toastReducer(state: readonly ToastRecord[], action: ToastAction): ToastRecord[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((t) =>
        (action.id === undefined || t.id === action.id) && t.open ? { ...t, open: false } : t,
      );
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

type TimerHandle = ReturnType<typeof setTimeout>;

export interface ToastStoreOptions {
  /** Where a toast shown now covers no control just used (default: below the header). */
  place?: () => ToastPlacement;
  removeDelay?: number;
  setTimer?: (callback: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
}

export interface ToastStore {
  /** Shows a toast, replacing the visible one. */
  toast(options: ToastOptions): ToastHandle;
  /** Starts closing one toast (or all without an id); it is removed after the exit animation. */
  dismiss(id?: string): void;
  /** Current list; a new array whenever anything changed, the same array otherwise (useSyncExternalStore). */
  getSnapshot(): ToastRecord[];
  subscribe(listener: () => void): () => void;
}

export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const removeDelay = options.removeDelay ?? TOAST_REMOVE_DELAY;
  const place = options.place ?? (() => TOP);
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle));

  let toasts: ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, TimerHandle>();

  const dispatch = (action: ToastAction): void => {
    const next = toastReducer(toasts, action);
    if (next.length === toasts.length && next.every((t, i) => t === toasts[i])) return;
    toasts = next;
    // Forget removal timers of toasts that are gone (e.g. replaced by a newer toast).
    for (const [id, handle] of removalTimers) {
      if (!toasts.some((t) => t.id === id)) {
        clearTimer(handle);
        removalTimers.delete(id);
      }
    }
    for (const listener of [...listeners]) listener();
  };

  const scheduleRemoval = (id: string): void => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimer(() => {
        removalTimers.delete(id);
        dispatch({ type: 'remove', id });
      }, removeDelay),
    );
  };

  const dismiss = (id?: string): void => {
    dispatch({ type: 'dismiss', id });
    for (const t of toasts) if (!t.open && (id === undefined || t.id === id)) scheduleRemoval(t.id);
  };

  const toast = ({ title, description, variant, duration }: ToastOptions): ToastHandle => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = `toast-${counter}`;
    const record: ToastRecord = {
      id,
      title,
      variant: variant ?? 'default',
      duration: resolveDuration(duration),
      open: true,
      placement: place(),
    };
    if (description !== undefined) record.description = description;
    dispatch({ type: 'add', toast: record });
    return { id, dismiss: () => dismiss(id) };
  };

  return {
    toast,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

// One store per page. The package is a Module Federation singleton, so module state is already shared; the
// global registry is a safety net for the case where a remote ends up with its own copy of this module
// (version mismatch, eager loading): its toast() calls would otherwise vanish, as only the shell renders
// <Toaster />.
const STORE_KEY = Symbol.for('@stairs/ui/toast-store');
const registry = globalThis as unknown as Record<symbol, ToastStore | undefined>;

export const toastStore: ToastStore = (registry[STORE_KEY] ??= createToastStore({
  place: watchUsedControls(globalThis.document),
}));

/** Shows a toast (one at a time: it replaces the visible one). Callable outside React. */
export function toast(options: ToastOptions): ToastHandle {
  return toastStore.toast(options);
}

/** Closes the toast with this id, or every toast without an id. */
export function dismissToast(id?: string): void {
  toastStore.dismiss(id);
}
