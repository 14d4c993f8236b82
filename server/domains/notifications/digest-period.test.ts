import { describe, expect, it } from 'vitest';
import { toLocal } from '@server/lib/zoned-time';
import { digestDue, digestPeriod, type DigestFrequency } from './digest-period';

const CPH = 'Europe/Copenhagen';
const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

/** Runs the 15-minute schedule from `from` to `to`, sending whenever due; answers the send times. */
function simulate(from: string, to: string, frequency: DigestFrequency, digestTime: number, timeZone = CPH) {
  const sends: Date[] = [];
  let lastSentAt: Date | null = null;
  for (let time = Date.parse(from); time <= Date.parse(to); time += 15 * MINUTE) {
    const now = new Date(time);
    if (digestDue({ now, frequency, digestTime, timeZone, lastSentAt })) {
      sends.push(now);
      lastSentAt = now;
    }
  }
  return sends;
}

describe('digestPeriod', () => {
  it('ends a daily period at today’s digest time once it has passed, else at yesterday’s', () => {
    const before = digestPeriod({ now: at('2026-06-10T06:59:00Z'), frequency: 'daily', digestTime: 9, timeZone: CPH })!;
    expect(before.key).toBe('daily:2026-06-09');
    expect(before.end.toISOString()).toBe('2026-06-09T07:00:00.000Z');
    expect(before.start.toISOString()).toBe('2026-06-08T07:00:00.000Z');
    const after = digestPeriod({ now: at('2026-06-10T07:00:00Z'), frequency: 'daily', digestTime: 9, timeZone: CPH })!;
    expect(after.key).toBe('daily:2026-06-10');
    expect(after.start.toISOString()).toBe('2026-06-09T07:00:00.000Z');
    expect(after.end.toISOString()).toBe('2026-06-10T07:00:00.000Z');
  });

  it('ends a weekly period on the latest Monday at digest time', () => {
    // Wednesday 10 June 2026: the period ended on Monday 8 June at 09:00.
    const mid = digestPeriod({ now: at('2026-06-10T12:00:00Z'), frequency: 'weekly', digestTime: 9, timeZone: CPH })!;
    expect(mid.key).toBe('weekly:2026-06-08');
    expect(mid.start.toISOString()).toBe('2026-06-01T07:00:00.000Z');
    expect(mid.end.toISOString()).toBe('2026-06-08T07:00:00.000Z');
    // Monday 15 June at 08:59 local: still last week's.
    expect(digestPeriod({ now: at('2026-06-15T06:59:00Z'), frequency: 'weekly', digestTime: 9, timeZone: CPH })!.key).toBe('weekly:2026-06-08');
    expect(digestPeriod({ now: at('2026-06-15T07:00:00Z'), frequency: 'weekly', digestTime: 9, timeZone: CPH })!.key).toBe('weekly:2026-06-15');
    // Sunday just before midnight local.
    expect(digestPeriod({ now: at('2026-06-14T21:59:00Z'), frequency: 'weekly', digestTime: 0, timeZone: CPH })!.key).toBe('weekly:2026-06-08');
    expect(digestPeriod({ now: at('2026-06-14T22:00:00Z'), frequency: 'weekly', digestTime: 0, timeZone: CPH })!.key).toBe('weekly:2026-06-15');
  });

  it('is 23 hours long across the spring change and 25 across the autumn one', () => {
    const spring = digestPeriod({ now: at('2026-03-29T12:00:00Z'), frequency: 'daily', digestTime: 9, timeZone: CPH })!;
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 60 * MINUTE);
    const autumn = digestPeriod({ now: at('2026-10-25T12:00:00Z'), frequency: 'daily', digestTime: 9, timeZone: CPH })!;
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 60 * MINUTE);
  });

  it('has none for frequency none', () => {
    expect(digestPeriod({ now: at('2026-06-10T12:00:00Z'), frequency: 'none', digestTime: 9, timeZone: CPH })).toBeNull();
  });
});

describe('digestDue', () => {
  const now = at('2026-06-10T07:05:00Z'); // 09:05 in Copenhagen

  it('is due after the digest time when nothing was sent this period', () => {
    expect(digestDue({ now, frequency: 'daily', digestTime: 9, timeZone: CPH, lastSentAt: null })).toBe(true);
    expect(digestDue({ now, frequency: 'daily', digestTime: 9, timeZone: CPH, lastSentAt: at('2026-06-09T07:00:00Z') })).toBe(true);
  });

  it('is not due again once sent in this period', () => {
    expect(digestDue({ now, frequency: 'daily', digestTime: 9, timeZone: CPH, lastSentAt: at('2026-06-10T07:00:00Z') })).toBe(false);
    expect(digestDue({ now: at('2026-06-10T21:00:00Z'), frequency: 'daily', digestTime: 9, timeZone: CPH, lastSentAt: at('2026-06-10T07:01:00Z') })).toBe(false);
  });

  it('is never due with frequency none', () => {
    expect(digestDue({ now, frequency: 'none', digestTime: 9, timeZone: CPH, lastSentAt: null })).toBe(false);
  });

  it('skips a period that ended more than 12 hours ago instead of sending it late', () => {
    // 08:59 local: yesterday's 09:00 is 24 hours back, so someone who just switched digests on waits a minute.
    expect(digestDue({ now: at('2026-06-10T06:59:00Z'), frequency: 'daily', digestTime: 9, timeZone: CPH, lastSentAt: null })).toBe(false);
    // A run delayed by a few hours still sends.
    expect(digestDue({ now: at('2026-06-10T12:00:00Z'), frequency: 'daily', digestTime: 9, timeZone: CPH, lastSentAt: null })).toBe(true);
    expect(digestDue({ now: at('2026-06-10T18:59:00Z'), frequency: 'daily', digestTime: 9, timeZone: CPH, lastSentAt: null })).toBe(true);
    expect(digestDue({ now: at('2026-06-10T19:00:00Z'), frequency: 'daily', digestTime: 9, timeZone: CPH, lastSentAt: null })).toBe(false);
  });

  it('sends daily once a day at the digest time, local time, across the spring change', () => {
    const sends = simulate('2026-03-26T00:00:00Z', '2026-04-01T23:59:00Z', 'daily', 9);
    expect(sends).toHaveLength(7);
    for (const send of sends) expect(toLocal(send, CPH)).toMatchObject({ hour: 9, minute: 0 });
    expect(sends.map((send) => send.toISOString().slice(11, 16))).toEqual(['08:00', '08:00', '08:00', '07:00', '07:00', '07:00', '07:00']);
  });

  it('sends daily once a day across the autumn change, even at 02:00 which happens twice that night', () => {
    const sends = simulate('2026-10-23T00:00:00Z', '2026-10-27T23:59:00Z', 'daily', 2);
    expect(sends.map((send) => send.toISOString())).toEqual([
      '2026-10-23T00:00:00.000Z',
      '2026-10-24T00:00:00.000Z',
      '2026-10-25T00:00:00.000Z', // the first 02:00 (summer time); not again at 01:00Z
      '2026-10-26T01:00:00.000Z',
      '2026-10-27T01:00:00.000Z',
    ]);
  });

  it('sends at 03:00 summer time on the night that skips 02:00', () => {
    const sends = simulate('2026-03-28T00:00:00Z', '2026-03-30T23:59:00Z', 'daily', 2);
    expect(sends.map((send) => send.toISOString())).toEqual(['2026-03-28T01:00:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-30T00:00:00.000Z']);
  });

  it('sends weekly once, on Mondays at the digest time', () => {
    const sends = simulate('2026-03-01T00:00:00Z', '2026-04-05T23:59:00Z', 'weekly', 9);
    expect(sends).toHaveLength(5);
    for (const send of sends) {
      expect(new Date(send).getUTCDay()).toBe(1);
      expect(toLocal(send, CPH)).toMatchObject({ hour: 9, minute: 0 });
    }
  });

  it('follows the user’s own time zone', () => {
    const sends = simulate('2026-06-10T04:00:00Z', '2026-06-11T23:59:00Z', 'daily', 9, 'America/New_York');
    expect(sends.map((send) => send.toISOString())).toEqual(['2026-06-10T13:00:00.000Z', '2026-06-11T13:00:00.000Z']);
  });
});
