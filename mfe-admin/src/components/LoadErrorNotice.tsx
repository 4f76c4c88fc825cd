import { Button, Spinner } from '@stairs/ui';

export interface LoadErrorNoticeProps {
  title?: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * Shown instead of a list that could not be loaded: an empty list would wrongly say there is nothing (e.g. no
 * new leads). The error itself is logged by the hook.
 */
export function LoadErrorNotice({
  title = 'Fehler beim Laden',
  message,
  onRetry,
  retrying,
}: LoadErrorNoticeProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4"
    >
      <div>
        <p className="font-semibold text-destructive">{title}</p>
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner size="sm" className="text-current" /> : null}
        Erneut versuchen
      </Button>
    </div>
  );
}
