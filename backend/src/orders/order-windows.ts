import {
  ORDER_LIMITS,
  ORDER_MESSAGES,
  visitWindowRange,
  VISIT_SLOTS,
  type VisitSlot,
  type VisitWindow,
} from '@stairs/contracts';
import { type AcceptOrderDto } from './order.dto';
import { refusedFields } from '../common/validation';

/** A real calendar day (2026-02-30 is none). */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * The visitor's windows, checked together: two required, the third only as a pair of date and slot; every day
 * from tomorrow (Vienna) to ORDER_LIMITS.visitWindowMaxDays ahead; no window twice. A German 400 otherwise.
 */
export function visitWindowsOf(dto: AcceptOrderDto, now: Date): VisitWindow[] {
  const pairs: [string | undefined, string | undefined][] = [
    [dto.window1Date, dto.window1Slot],
    [dto.window2Date, dto.window2Slot],
    [dto.window3Date ?? undefined, dto.window3Slot ?? undefined],
  ];
  const { first, last } = visitWindowRange(now);
  const windows: VisitWindow[] = [];
  for (const [index, [date, slot]] of pairs.entries()) {
    const n = index + 1;
    if (!date && !slot && index >= ORDER_LIMITS.minWindows) continue;
    if (!date) throw refusedFields(ORDER_MESSAGES.windowRequired, [`window${n}Date`]);
    if (!slot || !(slot in VISIT_SLOTS))
      throw refusedFields(ORDER_MESSAGES.windowSlotInvalid, [`window${n}Slot`]);
    if (!isCalendarDay(date) || date < first || date > last)
      throw refusedFields(ORDER_MESSAGES.windowInvalid, [`window${n}Date`]);
    if (windows.some((window) => window.date === date && window.slot === slot))
      throw refusedFields(ORDER_MESSAGES.windowsRepeated, [`window${n}Date`]);
    windows.push({ date, slot: slot as VisitSlot });
  }
  return windows;
}

/** A Vienna wall-clock time on a day as the instant it names (the offset read for that day: CET or CEST). */
export function viennaInstant(day: string, hour: number): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vienna',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(guess);
  const offsetHours = (Number(parts) - hour + 24) % 24;
  return new Date(guess.getTime() - offsetHours * 3600_000);
}

/** Start and end of a window as instants. */
export function windowInstants(window: VisitWindow): { start: Date; end: Date } {
  const slot = VISIT_SLOTS[window.slot];
  return { start: viennaInstant(window.date, slot.startHour), end: viennaInstant(window.date, slot.endHour) };
}

/** "Do., 03.12.2026, Vormittag (8–12 Uhr)" */
export function windowLabel(window: VisitWindow): string {
  const date = new Date(`${window.date}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat('de-AT', { weekday: 'short', timeZone: 'UTC' }).format(date);
  const [year, month, day] = window.date.split('-');
  return `${weekday}, ${day}.${month}.${year}, ${VISIT_SLOTS[window.slot].label}`;
}
