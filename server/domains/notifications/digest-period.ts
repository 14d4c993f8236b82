import type { DIGEST_FREQUENCIES } from '@common/schemas/settings';
import { addDays, formatLocalDate, fromLocal, isoWeekday, toLocal, type LocalDate } from '@server/lib/zoned-time';

export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export type DigestPeriod = {
  frequency: 'daily' | 'weekly';
  /** `daily:2026-03-29` or `weekly:2026-03-23` (the Monday): one digest per key. */
  key: string;
  /** The digest covers [start, end); `end` is the latest send time, `start` the one before it. */
  start: Date;
  end: Date;
  /** The local dates of start and end, for the subject line. */
  startDate: LocalDate;
  endDate: LocalDate;
};

export type DigestClock = { now: Date; frequency: DigestFrequency; digestTime: number; timeZone: string };

/**
 * The latest period whose send time has come: daily at `digestTime` local time, weekly on Monday at
 * `digestTime`. Each send time is a wall time in the user's zone, so a digest keeps its hour across
 * daylight saving (and that day's period is 23 or 25 hours long). A send time in the hour skipped in
 * spring happens just after the gap. None for frequency `none`.
 */
export function digestPeriod({ now, frequency, digestTime, timeZone }: DigestClock): DigestPeriod | null {
  if (frequency === 'none') return null;
  const step = frequency === 'daily' ? 1 : 7;
  const today = toLocal(now, timeZone);
  let endDate: LocalDate = frequency === 'daily' ? today : addDays(today, 1 - isoWeekday(today));
  const sendTime = (date: LocalDate) => fromLocal({ ...date, hour: digestTime, minute: 0 }, timeZone);
  if (sendTime(endDate).getTime() > now.getTime()) endDate = addDays(endDate, -step);
  const startDate = addDays(endDate, -step);
  return {
    frequency,
    key: `${frequency}:${formatLocalDate(endDate)}`,
    start: sendTime(startDate),
    end: sendTime(endDate),
    startDate,
    endDate,
  };
}

/**
 * How late a digest may still go out. A run delayed by a restart still sends; a period that ended
 * longer ago is skipped rather than sent as a surprise, e.g. yesterday's digest to someone who switched
 * digests on at 08:59, a minute before today's.
 */
export const DIGEST_CATCH_UP_MS = 12 * 3_600_000;

/**
 * Whether a digest should go out now: its period's send time has passed (by less than the catch-up
 * time) and nothing was sent, or found empty, since. Once per period.
 */
export function digestDue(input: DigestClock & { lastSentAt: Date | null }): boolean {
  const period = digestPeriod(input);
  if (!period) return false;
  if (input.now.getTime() - period.end.getTime() >= DIGEST_CATCH_UP_MS) return false;
  return input.lastSentAt === null || input.lastSentAt.getTime() < period.end.getTime();
}
