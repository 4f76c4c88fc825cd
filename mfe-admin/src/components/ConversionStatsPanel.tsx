import { CONVERSION_KIND_LABELS, CONVERSION_KINDS } from '@stairs/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, LoadError, Skeleton } from '@stairs/ui';
import { useConversionStats } from '../hooks/useConversionStats';
import { ConversionTrends } from './ConversionTrends';

const timeFormat = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Today's conversions (Vienna day) and the last 30 days, refreshed every 30 s while this tab is open. */
export function ConversionStatsPanel() {
  const query = useConversionStats();
  const stats = query.data;

  return (
    <section className="space-y-4" aria-labelledby="conversion-stats-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="conversion-stats-heading" className="text-xl font-semibold">
          Conversions heute
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Aktualisiert alle 30 Sekunden
          {query.dataUpdatedAt > 0 ? ` · Stand ${timeFormat.format(query.dataUpdatedAt)} Uhr` : null}
        </p>
      </div>
      {query.isError && !stats ? (
        <LoadError
          message="Die Conversion-Zahlen konnten nicht geladen werden."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={query.isPending || undefined}>
          {CONVERSION_KINDS.map((kind) => (
            <Card key={kind}>
              <CardHeader className="pb-2">
                <CardDescription>{CONVERSION_KIND_LABELS[kind]}</CardDescription>
                <CardTitle asChild>
                  <div className="text-3xl tabular-nums">
                    {stats ? stats[kind].today.toLocaleString('de-AT') : <Skeleton className="h-9 w-16" />}
                  </div>
                </CardTitle>
              </CardHeader>
              <CardContent className="text-xs text-muted-foreground">heute</CardContent>
            </Card>
          ))}
        </div>
      )}
      <ConversionTrends />
    </section>
  );
}
