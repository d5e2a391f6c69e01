// Dates as people read them: how long ago ("3 minutes ago") for the eye, the exact time for a
// tooltip, and the ISO value for machines (a <time dateTime>). Pure: "now" and the time zone are
// the caller's, so the phrasing can be tested at every boundary.

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Under a minute either way reads as "just now": clocks of the browser and the API differ by seconds. */
export const JUST_NOW_MS = MINUTE;

/** Each unit is used from its lower bound (in ms) up to the next unit's. */
const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; ms: number; from: number }[] = [
  { unit: 'year', ms: 365 * DAY, from: 365 * DAY },
  { unit: 'month', ms: 30 * DAY, from: 30 * DAY },
  { unit: 'week', ms: 7 * DAY, from: 7 * DAY },
  { unit: 'day', ms: DAY, from: DAY },
  { unit: 'hour', ms: HOUR, from: HOUR },
  { unit: 'minute', ms: MINUTE, from: JUST_NOW_MS },
];

// Numbers always ("1 day ago", never "yesterday"): counted in elapsed hours, not calendar days, a
// day-word could name the wrong day.
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** How long before (or after) `now` the moment `then` is, in the largest whole unit: "3 minutes ago". */
export function relativeTime(then: Date, now: Date): string {
  const elapsed = now.getTime() - then.getTime();
  const size = Math.abs(elapsed);
  const step = UNITS.find((candidate) => size >= candidate.from);
  if (!step) return 'just now';
  // Whole units only, rounded towards zero: 59 minutes is "59 minutes ago", not "1 hour ago".
  // Eleven months at most: 360 to 364 days is not yet a year, and "12 months ago" reads as one.
  const count = Math.min(Math.floor(size / step.ms), step.unit === 'month' ? 11 : Infinity);
  return relative.format(elapsed > 0 ? -count : count, step.unit);
}

/**
 * The exact moment, unambiguous in any country: day, month name, year, 24-hour time with seconds and
 * the zone ("28 November 2026 at 10:54:25 UTC"). `timeZone` defaults to the reader's own.
 */
export function exactTime(then: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).format(then);
}

export interface HumanTime {
  /** The ISO 8601 value, in UTC, for a <time dateTime>. */
  iso: string;
  /** "3 minutes ago". */
  relative: string;
  /** "28 November 2026 at 10:54:25 UTC". */
  exact: string;
}

/** A timestamp from the API in its three readings; null when there is none or it is no date. */
export function humanTime(value: string | null | undefined, now: Date, timeZone?: string): HumanTime | null {
  if (!value) return null;
  const then = new Date(value);
  if (Number.isNaN(then.getTime())) return null;
  return { iso: then.toISOString(), relative: relativeTime(then, now), exact: exactTime(then, timeZone) };
}
