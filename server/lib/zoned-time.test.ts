import { describe, expect, it } from 'vitest';
import { addDays, formatLocalDate, fromLocal, isoWeekday, offsetAt, toLocal } from './zoned-time';

const CPH = 'Europe/Copenhagen';
const iso = (date: Date) => date.toISOString();

describe('zoned time', () => {
  it('reads the wall clock of an instant in winter and in summer', () => {
    expect(toLocal(new Date('2026-01-15T08:30:00Z'), CPH)).toEqual({ year: 2026, month: 1, day: 15, hour: 9, minute: 30, second: 0 });
    expect(toLocal(new Date('2026-07-15T22:30:00Z'), CPH)).toEqual({ year: 2026, month: 7, day: 16, hour: 0, minute: 30, second: 0 });
    expect(offsetAt(Date.parse('2026-01-15T08:30:00Z'), CPH)).toBe(3_600_000);
    expect(offsetAt(Date.parse('2026-07-15T08:30:00Z'), CPH)).toBe(7_200_000);
  });

  it('turns a wall time into its instant on either side of daylight saving', () => {
    expect(iso(fromLocal({ year: 2026, month: 1, day: 15, hour: 9, minute: 0 }, CPH))).toBe('2026-01-15T08:00:00.000Z');
    expect(iso(fromLocal({ year: 2026, month: 7, day: 15, hour: 9, minute: 0 }, CPH))).toBe('2026-07-15T07:00:00.000Z');
    expect(iso(fromLocal({ year: 2026, month: 3, day: 29, hour: 1, minute: 59 }, CPH))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(fromLocal({ year: 2026, month: 3, day: 29, hour: 3, minute: 0 }, CPH))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('moves a wall time in the hour skipped in spring to just after the gap', () => {
    // 29 March 2026: 02:00 CET jumps to 03:00 CEST.
    expect(iso(fromLocal({ year: 2026, month: 3, day: 29, hour: 2, minute: 0 }, CPH))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(fromLocal({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, CPH))).toBe('2026-03-29T01:30:00.000Z');
    expect(toLocal(fromLocal({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, CPH), CPH)).toMatchObject({ hour: 3, minute: 30 });
  });

  it('takes the earlier of the two instants of the hour repeated in autumn', () => {
    // 25 October 2026: 03:00 CEST falls back to 02:00 CET, so 02:30 happens at 00:30Z and 01:30Z.
    expect(iso(fromLocal({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, CPH))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(fromLocal({ year: 2026, month: 10, day: 25, hour: 3, minute: 0 }, CPH))).toBe('2026-10-25T02:00:00.000Z');
    expect(toLocal(new Date('2026-10-25T01:30:00Z'), CPH)).toMatchObject({ hour: 2, minute: 30 });
  });

  it('works in a zone west of UTC with its own changeover dates', () => {
    // New York springs forward on 8 March 2026 at 02:00 local.
    expect(iso(fromLocal({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(fromLocal({ year: 2026, month: 3, day: 8, hour: 9, minute: 0 }, 'America/New_York'))).toBe('2026-03-08T13:00:00.000Z');
    expect(iso(fromLocal({ year: 2026, month: 3, day: 7, hour: 9, minute: 0 }, 'America/New_York'))).toBe('2026-03-07T14:00:00.000Z');
  });

  it('adds days across month and year ends and names ISO weekdays', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(isoWeekday({ year: 2026, month: 3, day: 30 })).toBe(1);
    expect(isoWeekday({ year: 2026, month: 3, day: 29 })).toBe(7);
    expect(formatLocalDate({ year: 2026, month: 3, day: 9 })).toBe('2026-03-09');
  });
});
