// Public API of @stairs/ui. Shared at runtime as a Module Federation singleton: the toast store below is
// module state, so every remote's toast() reaches the shell's one <Toaster />.
export { cn } from './lib/cn';

export { Button, buttonVariants, type ButtonProps } from './components/button';
export { Input, type InputProps } from './components/input';
export { Textarea, type TextareaProps } from './components/textarea';
export { Label, type LabelProps } from './components/label';
export { FieldError } from './components/field-error';
export { Field, type FieldControlProps, type FieldProps } from './components/field';
export { VisuallyHidden } from './components/visually-hidden';
export {
  Select,
  SelectTrigger,
  SelectValue,
  SelectContent,
  SelectItem,
  SelectGroup,
  SelectLabel,
  SelectSeparator,
} from './components/select';
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
} from './components/dialog';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/tabs';
export { Switch } from './components/switch';
export { Checkbox } from './components/checkbox';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
  type CardTitleProps,
} from './components/card';
export { Badge, badgeVariants, type BadgeProps } from './components/badge';
export { Skeleton } from './components/skeleton';
export { Spinner, type SpinnerProps } from './components/spinner';
export { SafeImage, IMAGE_UNAVAILABLE_TEXT, type SafeImageProps } from './components/safe-image';
export { LoadError, RETRY_LABEL, type LoadErrorProps } from './components/load-error';
export {
  ListState,
  listStatus,
  PageHeader,
  type ListStateProps,
  type ListStatus,
} from './components/list-state';
export {
  Tooltip,
  TooltipProvider,
  TooltipTrigger,
  TooltipContent,
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SKIP_DELAY_DURATION,
} from './components/tooltip';
export { Toaster } from './components/toaster';
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
