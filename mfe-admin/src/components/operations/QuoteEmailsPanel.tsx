import { formatDate, type QuoteEmailDay } from '@stairs/contracts';
import { LoadError, Skeleton } from '@stairs/ui';
import { useOperationsHealth } from '../../hooks/useOperationsHealth';

/**
 * 'Angebote per E-Mail': today's quotes mailed to visitors against the site's daily limit (docs/decisions.md), and
 * how many the limits refused, so an operator sees someone trying to mail-bomb an address through the site.
 */
export function QuoteEmailsPanel() {
  const query = useOperationsHealth();
  if (query.isError && !query.data) {
    return (
      <LoadError
        message="Die Zahlen der Angebote per E-Mail konnten nicht geladen werden."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <Skeleton className="h-16 w-full" aria-label="Wird geladen …" />;
  return <QuoteEmailsToday day={query.data.quoteEmails} />;
}

/** Today's figures; null: Redis, where they are counted, could not be read. */
export function QuoteEmailsToday({ day }: { day: QuoteEmailDay | null }) {
  if (!day) {
    return <p className="text-sm text-destructive">Ohne Redis sind die Zahlen von heute nicht zu lesen.</p>;
  }
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="text-muted-foreground">Heute ({formatDate(day.date)}) versendet</dt>
      <dd className="tabular-nums">
        {day.sent} von höchstens {day.perDay}
      </dd>
      <dt className="text-muted-foreground">Heute abgelehnt</dt>
      <dd className="tabular-nums">{day.refused}</dd>
      <dt className="text-muted-foreground">Je Empfängeradresse</dt>
      <dd>höchstens {day.perRecipient} pro Tag</dd>
    </dl>
  );
}
