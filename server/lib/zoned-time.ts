/**
 * Wall-clock time in an IANA time zone ↔ UTC instants, through Intl only (no time-zone library).
 *
 * A local date is `{ year, month, day }` with month 1-12. Converting a wall time that does not exist
 * (the hour skipped when clocks spring forward) gives the instant just after the gap, e.g. 02:30 on the
 * spring-forward day in Copenhagen is 03:30 summer time; one that exists twice (the hour repeated when
 * clocks fall back) gives the earlier instant. These are Temporal's 'compatible' rules.
 */
export type LocalDate = { year: number; month: number; day: number };
export type LocalDateTime = LocalDate & { hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of an instant in the zone (seconds dropped). */
export function toLocal(instant: Date, timeZone: string): LocalDateTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's wall clock is ahead of UTC at the instant, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const local = toLocal(new Date(whole), timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - whole;
}

const HOUR = 3_600_000;

/** The instant at which the zone's clocks show the given wall time (see the file comment for gaps and overlaps). */
export function fromLocal(local: LocalDateTime, timeZone: string): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // Offsets in force a little before and after: at most one transition lies between them.
  const before = offsetAt(wall - 12 * HOUR, timeZone);
  const after = offsetAt(wall + 12 * HOUR, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(instant, timeZone) === wall - instant);
  // Repeated hour: both are valid, take the earlier instant. Skipped hour: none is, move past the gap.
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(wall - before);
}

/** The calendar date `days` after (or before) the given one. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekday(date: LocalDate): number {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** `2026-03-29` */
export function formatLocalDate(date: LocalDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}
