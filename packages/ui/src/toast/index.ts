export {
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  dismissToast,
  toast,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
} from './store';
export { useToast, type UseToastResult } from './useToast';
