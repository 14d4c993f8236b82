import { addDays, fromLocal, toLocal } from '@server/lib/zoned-time';

/** Posting hours are Copenhagen time (spec sections 4 and 9) unless a caller passes another zone. */
export const DEFAULT_POSTING_TIME_ZONE = 'Europe/Copenhagen';

const MINUTE = 60_000;

export type PostingTimeInput = {
  now: Date;
  /** The human-like delay, in minutes: `responseDelayMin` and `responseDelayMax` of the settings. */
  delayMinMinutes: number;
  delayMaxMinutes: number;
  /**
   * Posting hours, whole local hours 0-23: the window is [start:00, end:00). A start after the end wraps
   * midnight (22 → 6 is 22:00 to 06:00 the next morning). Start equal to end means all day: there is no
   * window to move into, so the reply goes out when its delay is over.
   */
  windowStartHour: number;
  windowEndHour: number;
  timeZone?: string;
  /** A number in [0, 1), like Math.random; tests pass a seeded one. */
  random: () => number;
};

export type PostingWindow = { opening: Date; closing: Date };

function assertHour(name: string, value: number) {
  if (!Number.isInteger(value) || value < 0 || value > 23) throw new RangeError(`${name} must be a whole hour 0-23, got ${value}`);
}

/**
 * The posting window that contains the instant, or else the first one that opens after it. Each window
 * is measured in real time, so the one on a daylight-saving day is an hour shorter or longer; a window
 * that falls wholly inside the hour skipped in spring is empty that day and is passed over.
 */
export function nextPostingWindow(instant: Date, startHour: number, endHour: number, timeZone = DEFAULT_POSTING_TIME_ZONE): PostingWindow {
  assertHour('windowStartHour', startHour);
  assertHour('windowEndHour', endHour);
  if (startHour === endHour) throw new RangeError('An all-day window (start equal to end) has no next opening');
  const wraps = startHour > endHour;
  const today = toLocal(instant, timeZone);
  // Yesterday's window matters when it wraps past midnight into today.
  for (let days = -1; days <= 7; days++) {
    const date = addDays(today, days);
    const opening = fromLocal({ ...date, hour: startHour, minute: 0 }, timeZone);
    const closing = fromLocal({ ...addDays(date, wraps ? 1 : 0), hour: endHour, minute: 0 }, timeZone);
    if (closing.getTime() <= opening.getTime()) continue;
    if (instant.getTime() < closing.getTime()) return { opening, closing };
  }
  throw new Error(`No posting window found after ${instant.toISOString()} in ${timeZone}`);
}

/**
 * When an auto-approved reply goes out: now plus a random delay between the minimum and maximum
 * (whole seconds), and, when that instant falls outside posting hours, a random minute inside the next
 * window instead, so replies do not all land at the opening hour. An instant inside the window stays.
 */
export function schedulePostingTime(input: PostingTimeInput): Date {
  const { now, random, timeZone = DEFAULT_POSTING_TIME_ZONE } = input;
  assertHour('windowStartHour', input.windowStartHour);
  assertHour('windowEndHour', input.windowEndHour);
  const low = Math.max(0, Math.min(input.delayMinMinutes, input.delayMaxMinutes));
  const high = Math.max(0, input.delayMinMinutes, input.delayMaxMinutes);
  const delayMs = Math.round((low + random() * (high - low)) * 60) * 1000;
  const due = new Date(now.getTime() + delayMs);
  if (input.windowStartHour === input.windowEndHour) return due;

  const window = nextPostingWindow(due, input.windowStartHour, input.windowEndHour, timeZone);
  if (window.opening.getTime() <= due.getTime()) return due;
  const minutes = Math.floor((window.closing.getTime() - window.opening.getTime()) / MINUTE);
  return new Date(window.opening.getTime() + Math.min(minutes - 1, Math.floor(random() * minutes)) * MINUTE);
}
