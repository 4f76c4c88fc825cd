// Loaded only when the conversions tab shows a trend (React.lazy): uPlot and its styles reach no other screen.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { TREND_KIND_LABELS, TREND_KINDS, type ConversionTrendDay } from '@stairs/contracts';
import { trendAxisLabel, trendSeries } from '../lib/conversion-trends';

const HEIGHT = 260;
/** Okabe–Ito colours: told apart with the common colour-vision deficiencies, one per kind in TREND_KINDS order. */
const COLORS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#D55E00', '#56B4E9'] as const;
const countFormat = new Intl.NumberFormat('de-AT');

/** `days()` reads the shown days when uPlot draws, so the axis names the dates of the latest refresh. */
function options(days: () => readonly ConversionTrendDay[], width: number): uPlot.Options {
  const dayOf = (index: number | null | undefined) => (index == null ? '' : (days()[index]?.date ?? ''));
  return {
    width,
    height: HEIGHT,
    scales: {
      // The days are an index, named by the axis: calendar dates need no time zone arithmetic in the browser.
      // Half a day of room on either side, so the first and today's points are not cut in half at the edges.
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        incrs: [1, 2, 7],
        values: (_u, splits) =>
          splits.map((index) => {
            const date = dayOf(index);
            return date ? trendAxisLabel(date) : '';
          }),
      },
      {
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
        values: (_u, splits) => splits.map(countFormat.format),
      },
    ],
    series: [
      {
        label: 'Tag',
        value: (_u, index) => {
          const date = dayOf(index);
          return date ? trendAxisLabel(date) : '–';
        },
      },
      ...TREND_KINDS.map((kind, i): uPlot.Series => ({
        label: TREND_KIND_LABELS[kind],
        stroke: COLORS[i],
        width: 2,
        points: { size: 6 },
        value: (_u, count) => (count == null ? '–' : countFormat.format(count)),
      })),
    ],
  };
}

/** The trend as a line per kind; the same numbers are in the table beside it (ConversionTrends). */
export default function ConversionTrendChart({ days }: { days: readonly ConversionTrendDay[] }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const shownDays = useRef(days);

  // One chart per mount; new numbers (the 30 s refresh) only replace its data.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const plot = new uPlot(
      options(() => shownDays.current, element.clientWidth),
      trendSeries(days),
      element,
    );
    chart.current = plot;
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
      chart.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once; the effect below passes new data
  }, []);

  useEffect(() => {
    shownDays.current = days;
    chart.current?.setData(trendSeries(days));
  }, [days]);

  return <div ref={container} className="w-full" />;
}
