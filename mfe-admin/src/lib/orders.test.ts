import { canCancel, canScheduleVisit, isSameWindow, nextSteps, visitWindowLabel } from './orders';

describe('the order pipeline as the Aufträge tab offers it', () => {
  it('offers the next steps without the cancellation (it has its own form with a reason)', () => {
    expect(nextSteps({ status: 'new' })).toEqual([]);
    expect(nextSteps({ status: 'visitScheduled' })).toEqual(['commissioned']);
    expect(nextSteps({ status: 'commissioned' })).toEqual(['completed']);
    expect(nextSteps({ status: 'completed' })).toEqual([]);
  });

  it('cancels until completed, and schedules the Besichtigung until commissioned', () => {
    expect(['new', 'visitScheduled', 'commissioned'].map((status) => canCancel({ status } as never))).toEqual(
      [true, true, true],
    );
    expect(canCancel({ status: 'completed' })).toBe(false);
    expect(canScheduleVisit({ status: 'visitScheduled' })).toBe(true);
    expect(canScheduleVisit({ status: 'commissioned' })).toBe(false);
  });

  it('names a window by its weekday, date and slot', () => {
    // The weekday's abbreviation follows the runtime's locale data ("Do" or "Do.").
    expect(visitWindowLabel({ date: '2026-12-03', slot: 'morning' })).toMatch(
      /^Do\.?, 03\.12\.2026 · Vormittag \(8–12 Uhr\)$/,
    );
    expect(isSameWindow(null, { date: '2026-12-03', slot: 'morning' })).toBe(false);
  });
});
