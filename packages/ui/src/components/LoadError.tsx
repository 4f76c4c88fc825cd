import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './Button';

export const RETRY_LABEL = 'Erneut versuchen';

export interface LoadErrorProps {
  /** What could not be loaded, as a full German sentence. */
  message: string;
  onRetry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
  className?: string;
}

/** A list that failed to load: a clear message and a retry button. */
export function LoadError({ message, onRetry, retrying = false, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex max-w-md flex-col items-center gap-4 rounded-lg border border-destructive/30 bg-destructive/5 p-6 text-center',
        className,
      )}
    >
      <CircleAlert className="size-8 text-destructive" />
      <div className="space-y-1">
        <p className="font-semibold">{message}</p>
        <p className="text-sm text-muted-foreground">Bitte versuchen Sie es in einem Moment erneut.</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Wird geladen...' : RETRY_LABEL}
      </Button>
    </div>
  );
}
