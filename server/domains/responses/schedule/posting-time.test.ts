import { describe, expect, it } from 'vitest';
import { nextPostingWindow, schedulePostingTime, type PostingTimeInput } from './posting-time';
import { toLocal } from '@server/lib/zoned-time';

const CPH = 'Europe/Copenhagen';
const MINUTE = 60_000;

/** A random source that answers the given numbers in turn (the delay first, then the minute in the window). */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => {
    if (index >= values.length) throw new Error('random() called more often than the test expected');
    return values[index++]!;
  };
};

/** mulberry32, seeded: the same runs every time. */
const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const schedule = (overrides: Partial<PostingTimeInput> & Pick<PostingTimeInput, 'now' | 'random'>) =>
  schedulePostingTime({ delayMinMinutes: 0, delayMaxMinutes: 0, windowStartHour: 9, windowEndHour: 17, ...overrides });

const at = (isoString: string) => new Date(isoString);
const local = (date: Date, zone = CPH) => toLocal(date, zone);
const localHour = (date: Date, zone = CPH) => local(date, zone).hour;

describe('schedulePostingTime', () => {
  describe('the delay', () => {
    it('adds the minimum delay when random is 0 and almost the maximum when it is near 1', () => {
      const now = at('2026-06-10T08:00:00Z'); // 10:00 in Copenhagen
      expect(schedule({ now, delayMinMinutes: 30, delayMaxMinutes: 240, random: sequence(0) }).toISOString()).toBe('2026-06-10T08:30:00.000Z');
      expect(schedule({ now, delayMinMinutes: 30, delayMaxMinutes: 240, random: sequence(0.5) }).toISOString()).toBe('2026-06-10T10:15:00.000Z');
      const latest = schedule({ now, delayMinMinutes: 30, delayMaxMinutes: 240, random: sequence(0.999_999) });
      expect(latest.getTime()).toBe(now.getTime() + 240 * MINUTE);
    });

    it('keeps every delay inside [min, max] when no window applies (seeded)', () => {
      const random = seeded(42);
      const now = at('2026-06-10T08:00:00Z');
      const delays = Array.from({ length: 2000 }, () =>
        (schedule({ now, delayMinMinutes: 30, delayMaxMinutes: 240, windowStartHour: 0, windowEndHour: 0, random }).getTime() - now.getTime()) / MINUTE,
      );
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(30);
      expect(Math.max(...delays)).toBeLessThanOrEqual(240);
      // Spread over the range, not bunched at one end.
      expect(Math.min(...delays)).toBeLessThan(35);
      expect(Math.max(...delays)).toBeGreaterThan(235);
      expect(new Set(delays.map(Math.floor)).size).toBeGreaterThan(180);
    });

    it('takes the two bounds in either order and never schedules in the past', () => {
      const now = at('2026-06-10T08:00:00Z');
      expect(schedule({ now, delayMinMinutes: 60, delayMaxMinutes: 10, random: sequence(0) }).toISOString()).toBe('2026-06-10T08:10:00.000Z');
      expect(schedule({ now, delayMinMinutes: -5, delayMaxMinutes: 0, random: sequence(0.3) }).toISOString()).toBe(now.toISOString());
    });
  });

  describe('a window inside one day (09-17)', () => {
    it('leaves an instant inside the window as it is', () => {
      const now = at('2026-06-10T08:00:00Z');
      const random = sequence(0.5);
      expect(schedule({ now, delayMinMinutes: 0, delayMaxMinutes: 120, random }).toISOString()).toBe('2026-06-10T09:00:00.000Z');
    });

    it('keeps 09:00 exactly (the opening belongs to the window)', () => {
      const now = at('2026-06-10T06:30:00Z'); // 08:30 local
      expect(schedule({ now, delayMinMinutes: 30, delayMaxMinutes: 30, random: sequence(0) }).toISOString()).toBe('2026-06-10T07:00:00.000Z');
    });

    it('moves 17:00 exactly (the closing does not) to a random minute of the next day', () => {
      const now = at('2026-06-10T14:30:00Z'); // 16:30 local, due 17:00
      const scheduled = schedule({ now, delayMinMinutes: 30, delayMaxMinutes: 30, random: sequence(0, 0.25) });
      // Next opening 11 June 09:00 CEST = 07:00Z, plus a quarter of 480 minutes.
      expect(scheduled.toISOString()).toBe('2026-06-11T09:00:00.000Z');
    });

    it('moves an early instant to a random minute of the same day', () => {
      const now = at('2026-06-10T03:00:00Z'); // 05:00 local
      expect(schedule({ now, random: sequence(0, 0) }).toISOString()).toBe('2026-06-10T07:00:00.000Z');
      expect(schedule({ now, random: sequence(0, 0.5) }).toISOString()).toBe('2026-06-10T11:00:00.000Z');
      // The last minute of the window, never the closing itself.
      expect(schedule({ now, random: sequence(0, 0.999_999) }).toISOString()).toBe('2026-06-10T14:59:00.000Z');
    });

    it('moves a late instant to the next morning’s window', () => {
      const now = at('2026-06-10T19:00:00Z'); // 21:00 local
      expect(schedule({ now, random: sequence(0, 0.125) }).toISOString()).toBe('2026-06-11T08:00:00.000Z');
    });

    it('spreads moved replies over the whole window instead of all at the opening (seeded)', () => {
      const random = seeded(7);
      const now = at('2026-06-10T19:00:00Z'); // after hours: every one is moved
      const times = Array.from({ length: 500 }, () => schedule({ now, delayMinMinutes: 30, delayMaxMinutes: 240, random }));
      for (const time of times) {
        expect(localHour(time)).toBeGreaterThanOrEqual(9);
        expect(localHour(time)).toBeLessThan(17);
        expect(local(time).day).toBe(11);
        expect(time.getUTCSeconds()).toBe(0);
      }
      expect(new Set(times.map((time) => time.getTime())).size).toBeGreaterThan(300);
      expect(times.filter((time) => localHour(time) === 9).length).toBeLessThan(120);
      expect(times.some((time) => localHour(time) === 16)).toBe(true);
    });

    it('lands every reply inside posting hours and after its minimum delay, from any moment of the year (seeded)', () => {
      const random = seeded(2026);
      const start = Date.parse('2026-01-01T00:00:00Z');
      for (let i = 0; i < 3000; i++) {
        const now = new Date(start + Math.floor(random() * 365 * 24 * 60) * MINUTE);
        const scheduled = schedulePostingTime({ now, delayMinMinutes: 30, delayMaxMinutes: 240, windowStartHour: 8, windowEndHour: 18, random });
        expect(scheduled.getTime()).toBeGreaterThanOrEqual(now.getTime() + 30 * MINUTE);
        const hour = localHour(scheduled);
        expect(hour >= 8 && hour < 18, `${now.toISOString()} → ${scheduled.toISOString()}`).toBe(true);
        // Never more than a day beyond the longest delay.
        expect(scheduled.getTime() - now.getTime()).toBeLessThan((240 + 24 * 60) * MINUTE);
      }
    });
  });

  describe('delays longer than a window', () => {
    it('carries a 16 h 40 min delay past the night into the next window', () => {
      const now = at('2026-06-10T08:00:00Z'); // 10:00 local; due 02:40 on 11 June
      expect(schedule({ now, delayMinMinutes: 1000, delayMaxMinutes: 1000, random: sequence(0, 0) }).toISOString()).toBe('2026-06-11T07:00:00.000Z');
    });

    it('keeps a 24 h delay that lands inside the next day’s window', () => {
      const now = at('2026-06-10T08:00:00Z');
      expect(schedule({ now, delayMinMinutes: 1440, delayMaxMinutes: 1440, random: sequence(0) }).toISOString()).toBe('2026-06-11T08:00:00.000Z');
    });

    it('skips ahead over a one-hour window with a delay of several hours', () => {
      const now = at('2026-06-10T07:00:00Z'); // 09:00 local, window 12-13, due 17:00
      const scheduled = schedule({ now, delayMinMinutes: 480, delayMaxMinutes: 480, windowStartHour: 12, windowEndHour: 13, random: sequence(0, 0.5) });
      expect(scheduled.toISOString()).toBe('2026-06-11T10:30:00.000Z');
    });
  });

  describe('a window that wraps midnight (22-06)', () => {
    const wrap = { windowStartHour: 22, windowEndHour: 6 };

    it('keeps instants late in the evening and early in the morning', () => {
      expect(schedule({ ...wrap, now: at('2026-06-10T21:30:00Z'), random: sequence(0) }).toISOString()).toBe('2026-06-10T21:30:00.000Z'); // 23:30
      expect(schedule({ ...wrap, now: at('2026-06-10T01:00:00Z'), random: sequence(0) }).toISOString()).toBe('2026-06-10T01:00:00.000Z'); // 03:00
      expect(schedule({ ...wrap, now: at('2026-06-10T20:00:00Z'), random: sequence(0) }).toISOString()).toBe('2026-06-10T20:00:00.000Z'); // 22:00
    });

    it('moves a daytime instant into that evening’s window, which runs eight hours into the next day', () => {
      const now = at('2026-06-10T10:00:00Z'); // 12:00 local
      expect(schedule({ ...wrap, now, random: sequence(0, 0) }).toISOString()).toBe('2026-06-10T20:00:00.000Z');
      expect(schedule({ ...wrap, now, random: sequence(0, 0.75) }).toISOString()).toBe('2026-06-11T02:00:00.000Z'); // 04:00 local
    });

    it('moves 06:00 exactly (the closing) to the evening', () => {
      const now = at('2026-06-10T04:00:00Z'); // 06:00 local
      expect(schedule({ ...wrap, now, random: sequence(0, 0) }).toISOString()).toBe('2026-06-10T20:00:00.000Z');
    });
  });

  describe('start equal to end', () => {
    it('means all day: nothing is moved', () => {
      for (const hour of [0, 9, 23]) {
        const now = at('2026-06-10T01:17:00Z'); // 03:17 local
        expect(schedule({ now, delayMinMinutes: 10, delayMaxMinutes: 10, windowStartHour: hour, windowEndHour: hour, random: sequence(0) }).toISOString()).toBe(
          '2026-06-10T01:27:00.000Z',
        );
      }
    });
  });

  describe('daylight saving in Copenhagen', () => {
    it('opens the 09:00 window on the spring-forward day at 07:00Z, not 08:00Z', () => {
      const now = at('2026-03-28T17:00:00Z'); // Saturday 18:00 CET
      expect(schedule({ now, random: sequence(0, 0) }).toISOString()).toBe('2026-03-29T07:00:00.000Z');
      expect(localHour(schedule({ now, random: sequence(0, 0) }))).toBe(9);
      // The window is still eight hours long: the last minute is 16:59 CEST.
      expect(schedule({ now, random: sequence(0, 0.999_999) }).toISOString()).toBe('2026-03-29T14:59:00.000Z');
    });

    it('opens the 09:00 window on the fall-back day at 08:00Z', () => {
      const now = at('2026-10-24T18:00:00Z'); // Saturday 20:00 CEST
      expect(schedule({ now, random: sequence(0, 0) }).toISOString()).toBe('2026-10-25T08:00:00.000Z');
      expect(schedule({ now, random: sequence(0, 0.999_999) }).toISOString()).toBe('2026-10-25T15:59:00.000Z');
    });

    it('opens a window that starts in the skipped hour (02-06) at 03:00 summer time, three hours long', () => {
      const now = at('2026-03-28T19:00:00Z'); // Saturday 20:00 CET
      const window = { windowStartHour: 2, windowEndHour: 6 };
      expect(schedule({ ...window, now, random: sequence(0, 0) }).toISOString()).toBe('2026-03-29T01:00:00.000Z');
      expect(schedule({ ...window, now, random: sequence(0, 0.999_999) }).toISOString()).toBe('2026-03-29T03:59:00.000Z');
      const random = seeded(3);
      for (let i = 0; i < 300; i++) {
        const scheduled = schedule({ ...window, now, random });
        expect(localHour(scheduled)).toBeGreaterThanOrEqual(3);
        expect(localHour(scheduled)).toBeLessThan(6);
        expect(local(scheduled).day).toBe(29);
      }
    });

    it('keeps the existing part of a skipped-hour window: 01:30 CET is inside 01-03', () => {
      const now = at('2026-03-29T00:30:00Z'); // 01:30 CET; the window 01-03 ends at 03:00 CEST = 01:00Z
      expect(schedule({ now, windowStartHour: 1, windowEndHour: 3, random: sequence(0) }).toISOString()).toBe('2026-03-29T00:30:00.000Z');
      const window = nextPostingWindow(now, 1, 3, CPH);
      expect(window.closing.getTime() - window.opening.getTime()).toBe(60 * MINUTE);
    });

    it('passes over a window that lies wholly inside the skipped hour (02-03) to the next day', () => {
      const now = at('2026-03-28T22:00:00Z'); // 23:00 CET
      const scheduled = schedule({ now, windowStartHour: 2, windowEndHour: 3, random: sequence(0, 0) });
      expect(scheduled.toISOString()).toBe('2026-03-30T00:00:00.000Z'); // 02:00 CEST on Monday
    });

    it('gives the window holding the repeated hour in autumn its extra hour (02-03 is two hours long)', () => {
      const now = at('2026-10-24T20:00:00Z'); // 22:00 CEST
      const window = nextPostingWindow(now, 2, 3, CPH);
      expect(window.opening.toISOString()).toBe('2026-10-25T00:00:00.000Z');
      expect(window.closing.toISOString()).toBe('2026-10-25T02:00:00.000Z');
      // Three quarters of 120 minutes: 90 minutes in, which is 02:30 winter time.
      const scheduled = schedule({ now, windowStartHour: 2, windowEndHour: 3, random: sequence(0, 0.75) });
      expect(scheduled.toISOString()).toBe('2026-10-25T01:30:00.000Z');
      expect(local(scheduled)).toMatchObject({ hour: 2, minute: 30 });
    });

    it('measures a wrapped window across each change in real hours', () => {
      const spring = nextPostingWindow(at('2026-03-28T12:00:00Z'), 22, 6, CPH);
      expect(spring.opening.toISOString()).toBe('2026-03-28T21:00:00.000Z');
      expect(spring.closing.toISOString()).toBe('2026-03-29T04:00:00.000Z');
      const autumn = nextPostingWindow(at('2026-10-24T12:00:00Z'), 22, 6, CPH);
      expect(autumn.opening.toISOString()).toBe('2026-10-24T20:00:00.000Z');
      expect(autumn.closing.toISOString()).toBe('2026-10-25T05:00:00.000Z');
    });
  });

  it('uses the given time zone', () => {
    const now = at('2026-06-10T03:00:00Z'); // 23:00 the evening before in New York
    expect(schedule({ now, timeZone: 'America/New_York', random: sequence(0, 0) }).toISOString()).toBe('2026-06-10T13:00:00.000Z');
  });

  it('refuses hours outside 0-23', () => {
    const now = at('2026-06-10T03:00:00Z');
    expect(() => schedule({ now, windowStartHour: 24, random: sequence(0) })).toThrow(RangeError);
    expect(() => schedule({ now, windowEndHour: 9.5, random: sequence(0) })).toThrow(RangeError);
  });
});
