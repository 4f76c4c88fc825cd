import { CalendarIcon, ClockIcon, cn } from '@stairs/ui';
import { formatArticleDate } from '../lib/format';
import { formatReadingTime } from '../lib/reading-time';

/** Date and reading time of an article, e.g. "12. März 2026 · 3 Min. Lesezeit". */
export function ArticleMeta({
  date,
  minutes,
  className,
}: {
  date: string | null;
  minutes: number;
  className?: string;
}) {
  const formatted = formatArticleDate(date);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      {formatted && date && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarIcon className="size-4" />
          <time dateTime={date}>{formatted}</time>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <ClockIcon className="size-4" />
        {formatReadingTime(minutes)}
      </span>
    </p>
  );
}
