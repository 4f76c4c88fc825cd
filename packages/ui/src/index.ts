// Public API of @stairs/ui. Not shared at runtime: each app bundles what it imports. The toast store below
// registers itself on globalThis, so every remote's toast() reaches the shell's one <Toaster />.
export { cn } from './lib/cn';
export { bindFields, type FieldBinder, type TextKey } from './lib/bind-fields';

export { Button, buttonVariants, type ButtonProps } from './components/Button';
export { EditButton } from './components/EditButton';
export { Input, type InputProps } from './components/Input';
export { Textarea, type TextareaProps } from './components/Textarea';
export { Label, type LabelProps } from './components/Label';
export { FieldError } from './components/FieldError';
export {
  Field,
  InputField,
  SelectField,
  TextareaField,
  type FieldControlProps,
  type FieldProps,
  type SelectFieldProps,
} from './components/Field';
export { VisuallyHidden } from './components/VisuallyHidden';
export { Select, type SelectProps } from './components/Select';
export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  DialogClose,
} from './components/Dialog';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs';
export { Switch } from './components/Switch';
export { Checkbox } from './components/Checkbox';
export { CallToAction, type CallToActionProps } from './components/CallToAction';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
  type CardTitleProps,
} from './components/Card';
export { Badge, badgeVariants, type BadgeProps } from './components/Badge';
export { Skeleton } from './components/Skeleton';
export { MountOnFirstOpen } from './components/MountOnFirstOpen';
export {
  SkeletonLines,
  SkeletonList,
  type SkeletonLinesProps,
  type SkeletonListProps,
} from './components/SkeletonList';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { SafeImage, IMAGE_UNAVAILABLE_TEXT, type SafeImageProps } from './components/SafeImage';
export { LoadError, RETRY_LABEL, type LoadErrorProps } from './components/LoadError';
export {
  ListState,
  listStatus,
  PageHeader,
  type ListStateProps,
  type ListStatus,
} from './components/ListState';
export {
  EntryGrid,
  EntryList,
  QueryListState,
  type EntryGridProps,
  type EntryListProps,
  type ListQuery,
  type ListTexts,
  type QueryListStateProps,
} from './components/QueryList';
export {
  ListPager,
  LIST_PAGER_TEXTS,
  type ListPagerProps,
  type PagedListQuery,
} from './components/ListPager';
export {
  Tooltip,
  TooltipProvider,
  TooltipTrigger,
  TooltipContent,
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SKIP_DELAY_DURATION,
} from './components/Tooltip';
export { Toaster } from './components/Toaster';
export {
  toast,
  dismissToast,
  useToast,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
  type UseToastResult,
} from './toast';
// Icons: the named list lives in ./icons (only the icons the apps use; see there why never lucide's `*`).
export * from './icons';
