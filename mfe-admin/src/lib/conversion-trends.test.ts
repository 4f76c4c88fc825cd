import { type ConversionTrendDay } from '@stairs/contracts';
import { trendAxisLabel, trendDayLabel, trendSeries, trendTotals } from './conversion-trends';

const days: ConversionTrendDay[] = [
  {
    date: '2026-03-28',
    counts: { concrete: 2, renovation: 0, contact: 1, phone: 0, quoteRequest: 1, order: 1 },
  },
  {
    date: '2026-03-29',
    counts: { concrete: 0, renovation: 0, contact: 0, phone: 0, quoteRequest: 0, order: 0 },
  },
  {
    date: '2026-03-30',
    counts: { concrete: 1, renovation: 3, contact: 0, phone: 4, quoteRequest: 2, order: 0 },
  },
];

describe('conversion trend display', () => {
  it('names a day by its calendar date, whatever the browser time zone (the DST day too)', () => {
    expect(trendDayLabel('2026-03-29', false)).toBe('So., 29.03.');
    expect(trendDayLabel('2026-03-30', true)).toBe('Heute, Mo., 30.03.');
    expect(trendAxisLabel('2026-10-25')).toBe('25.10.');
  });

  it('sums each kind over the days', () => {
    expect(trendTotals(days)).toEqual({
      concrete: 3,
      renovation: 3,
      contact: 1,
      phone: 4,
      quoteRequest: 3,
      order: 1,
    });
  });

  it('gives the chart the day index and one column per kind, in the order of the contracts', () => {
    expect(trendSeries(days)).toEqual([
      [0, 1, 2],
      [2, 0, 1],
      [0, 0, 3],
      [1, 0, 0],
      [0, 0, 4],
      [1, 0, 2],
      [1, 0, 0],
    ]);
  });
});
