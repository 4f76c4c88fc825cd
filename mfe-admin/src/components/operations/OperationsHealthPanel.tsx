import {
  OPERATIONS_PART_LABELS,
  OPERATIONS_PARTS,
  OPERATIONS_STATUS_LABELS,
  type OperationsPartStatus,
  type OutboxBacklog,
} from '@stairs/contracts';
import {
  Badge,
  type BadgeProps,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LoadError,
  Skeleton,
} from '@stairs/ui';
import { useOperationsHealth } from '../../hooks/useOperationsHealth';
import { SimpleTable, type SimpleTableColumn } from '../SimpleTable';

const STATUS_BADGE: Record<OperationsPartStatus, NonNullable<BadgeProps['variant']>> = {
  up: 'success',
  down: 'destructive',
  unknown: 'warning',
};

const OUTBOX_COLUMNS: readonly SimpleTableColumn[] = [
  { label: 'Aufgabe' },
  { label: 'Offen', align: 'right' },
  { label: 'Nie eingereiht', align: 'right' },
  { label: 'Älteste seit' },
];

const dateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** Postgres, Redis, the worker and Chromium with a status each, and what the outboxes still have to do. */
export function OperationsHealthPanel() {
  const query = useOperationsHealth();
  const report = query.data;

  if (query.isError && !report) {
    return (
      <LoadError
        message="Der Betriebszustand konnte nicht geladen werden."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  return (
    <div className="space-y-6" aria-busy={query.isPending || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {report
            ? `Stand ${dateTime.format(new Date(report.checkedAt))} Uhr · aktualisiert alle 15 Sekunden`
            : 'Wird geprüft …'}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Jetzt prüfen
        </Button>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Teile der Website">
        {OPERATIONS_PARTS.map((part) => {
          const health = report?.parts[part];
          return (
            <li key={part}>
              <Card className="h-full">
                <CardHeader className="space-y-2">
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle asChild>
                      <h3 className="text-base">{OPERATIONS_PART_LABELS[part]}</h3>
                    </CardTitle>
                    {health ? (
                      <Badge variant={STATUS_BADGE[health.status]}>
                        {OPERATIONS_STATUS_LABELS[health.status]}
                      </Badge>
                    ) : (
                      <Skeleton className="h-5 w-20" />
                    )}
                  </div>
                  <CardDescription>
                    {health ? health.detail : <Skeleton className="h-4 w-48" />}
                  </CardDescription>
                </CardHeader>
              </Card>
            </li>
          );
        })}
      </ul>
      <OutboxTable outboxes={report ? report.outboxes : undefined} />
    </div>
  );
}

function OutboxTable({ outboxes }: { outboxes: OutboxBacklog[] | null | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3 className="text-base">Offene Aufgaben</h3>
        </CardTitle>
        <CardDescription>
          Gespeicherte Einträge, deren Hintergrundaufgabe noch nicht erledigt ist. „Nie eingereiht“ holt der
          Worker innerhalb weniger Minuten nach.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {outboxes === null ? (
          <p className="text-sm text-destructive">Ohne Datenbank sind die offenen Aufgaben nicht zu lesen.</p>
        ) : (
          <SimpleTable columns={OUTBOX_COLUMNS} look="lined">
            {outboxes
              ? outboxes.map((outbox) => (
                  <tr key={outbox.outbox} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-4 text-left font-normal">
                      {outbox.label}
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{outbox.open}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{outbox.notQueued}</td>
                    <td className="py-2">
                      {outbox.oldestOpenSince
                        ? `${dateTime.format(new Date(outbox.oldestOpenSince))} Uhr`
                        : '–'}
                    </td>
                  </tr>
                ))
              : [0, 1, 2].map((row) => (
                  <tr key={row}>
                    <td colSpan={4} className="py-2">
                      <Skeleton className="h-5 w-full" />
                    </td>
                  </tr>
                ))}
          </SimpleTable>
        )}
      </CardContent>
    </Card>
  );
}
