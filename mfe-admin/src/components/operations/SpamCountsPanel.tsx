import { formatDate } from '@stairs/contracts';
import { LoadError, Skeleton } from '@stairs/ui';
import { useSpamCounts } from '../../hooks/useSpamCounts';
import { spamCountRows } from '../../lib/spam-counts';
import { SimpleTable, type SimpleTableColumn } from '../SimpleTable';

const COLUMNS: readonly SimpleTableColumn[] = [
  { label: 'Formular' },
  { label: 'Abgefangen', align: 'right' },
  { label: 'Zuletzt' },
];

/** 'Spam-Abwehr': per public form, the posts the honeypot or the fill time caught (answered, stored nowhere). */
export function SpamCountsPanel() {
  const query = useSpamCounts();
  if (query.isError && !query.data) {
    return (
      <LoadError
        message="Die Zahlen der Spam-Abwehr konnten nicht geladen werden."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <Skeleton className="h-40 w-full" aria-label="Wird geladen …" />;
  const rows = spamCountRows(query.data.forms);
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        Abgefangene Einsendungen der letzten 30 Tage: Sie wurden wie erfolgreiche beantwortet und nirgends
        gespeichert.
      </p>
      <SimpleTable caption="Abgefangene Einsendungen je Formular" columns={COLUMNS} look="lined">
        {rows.map((row) => (
          <tr key={row.form} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-4 font-normal">
              {row.label}
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">{row.total}</td>
            <td className="py-2">{row.lastDay ? formatDate(row.lastDay) : '–'}</td>
          </tr>
        ))}
      </SimpleTable>
    </div>
  );
}
