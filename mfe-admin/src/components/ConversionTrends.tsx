import { lazy, Suspense } from 'react';
import {
  TREND_KIND_LABELS,
  TREND_KIND_SHORT_LABELS,
  TREND_KINDS,
  CONVERSION_TREND_DAYS,
  type ConversionTrendDay,
} from '@stairs/contracts';
import { LoadError, Skeleton } from '@stairs/ui';
import { useConversionTrends } from '../hooks/useConversionTrends';
import { trendAxisLabel, trendDayLabel, trendTotals } from '../lib/conversion-trends';
import { SimpleTable, type SimpleTableColumn } from './SimpleTable';

const ConversionTrendChart = lazy(() => import('./ConversionTrendChart'));

const TITLE = `Verlauf der letzten ${CONVERSION_TREND_DAYS} Tage`;
const countFormat = new Intl.NumberFormat('de-AT');
const TREND_COLUMNS: readonly SimpleTableColumn[] = [
  { label: 'Tag' },
  ...TREND_KINDS.map((kind) => ({
    label: TREND_KIND_LABELS[kind],
    shortLabel: TREND_KIND_SHORT_LABELS[kind],
    align: 'right' as const,
  })),
];

/** Conversions per Vienna day and kind: a chart, and the same numbers as a table for screen readers and print. */
export function ConversionTrends() {
  const query = useConversionTrends();
  const days = query.data?.days;

  return (
    <section className="space-y-3" aria-labelledby="conversion-trends-heading">
      <h3 id="conversion-trends-heading" className="text-lg font-semibold">
        {TITLE}
      </h3>
      {query.isError && !days ? (
        <LoadError
          message="Der Conversion-Verlauf konnte nicht geladen werden."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !days ? (
        <Skeleton className="h-[260px] w-full" />
      ) : (
        <>
          {/* The chart is a picture of the table below, which screen readers read instead. */}
          <div
            role="img"
            aria-label={`Liniendiagramm: ${TITLE}, je Tag und Art; die Zahlen stehen in der Tabelle.`}
          >
            <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
              <ConversionTrendChart days={days} />
            </Suspense>
          </div>
          <details className="rounded-md border">
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium">Zahlen als Tabelle</summary>
            <TrendTable days={days} />
          </details>
        </>
      )}
    </section>
  );
}

function TrendTable({ days }: { days: readonly ConversionTrendDay[] }) {
  const totals = trendTotals(days);
  return (
    // Fits a phone's 390 px without a sideways swipe: short heads, short days and narrow cells below 768 px.
    <div className="overflow-x-auto border-t">
      <SimpleTable
        caption={`Conversions je Tag (Wien), ${TITLE}`}
        columns={TREND_COLUMNS}
        look="shaded"
        className="max-md:text-[11px]"
        foot={
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-medium max-md:px-1">
              Summe
            </th>
            {TREND_KINDS.map((kind) => (
              <td key={kind} className="px-3 py-2 text-right font-medium tabular-nums max-md:px-1">
                {countFormat.format(totals[kind])}
              </td>
            ))}
          </tr>
        }
      >
        {days.map((day, index) => (
          <tr key={day.date} className="border-t">
            <th scope="row" className="px-3 py-1.5 text-left font-normal max-md:px-1">
              <span className="max-md:hidden">{trendDayLabel(day.date, index === days.length - 1)}</span>
              <span className="md:hidden">
                {index === days.length - 1 ? 'Heute' : trendAxisLabel(day.date)}
              </span>
            </th>
            {TREND_KINDS.map((kind) => (
              <td key={kind} className="px-3 py-1.5 text-right tabular-nums max-md:px-1">
                {countFormat.format(day.counts[kind])}
              </td>
            ))}
          </tr>
        ))}
      </SimpleTable>
    </div>
  );
}
