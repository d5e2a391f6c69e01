import { exactTime, humanTime, relativeTime } from '@/lib/human-time';

const NOW = new Date('2026-11-28T10:54:25.000Z');
const S = 1_000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
/** The moment `ms` before NOW (after it, for a negative `ms`). */
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * S, 'just now'],
    [60 * S, '1 minute ago'],
    [119 * S, '1 minute ago'],
    [2 * M, '2 minutes ago'],
    [59 * M + 59 * S, '59 minutes ago'],
    [H, '1 hour ago'],
    [23 * H + 59 * M, '23 hours ago'],
    [D, '1 day ago'],
    [47 * H, '1 day ago'],
    [6 * D + 23 * H, '6 days ago'],
    [7 * D, '1 week ago'],
    [29 * D, '4 weeks ago'],
    [30 * D, '1 month ago'],
    [364 * D, '11 months ago'],
    [365 * D, '1 year ago'],
    [3 * 365 * D, '3 years ago'],
  ])('%i ms ago reads "%s"', (ms, text) => {
    expect(relativeTime(ago(ms), NOW)).toBe(text);
  });

  it('reads a moment a little ahead (another clock) as just now, and further ahead as in the future', () => {
    expect(relativeTime(ago(-30 * S), NOW)).toBe('just now');
    expect(relativeTime(ago(-5 * M), NOW)).toBe('in 5 minutes');
    expect(relativeTime(ago(-2 * D), NOW)).toBe('in 2 days');
  });
});

describe('exactTime', () => {
  it('gives day, month name, year, 24-hour time with seconds and the zone', () => {
    expect(exactTime(NOW, 'UTC')).toBe('28 November 2026 at 10:54:25 UTC');
    expect(exactTime(new Date('2026-01-05T23:07:09Z'), 'UTC')).toBe('5 January 2026 at 23:07:09 UTC');
  });

  it('is in the zone asked for', () => {
    expect(exactTime(NOW, 'America/New_York')).toBe('28 November 2026 at 05:54:25 GMT-5');
  });
});

describe('humanTime', () => {
  it('gives the ISO value, the relative text and the exact time of an API timestamp', () => {
    expect(humanTime('2026-11-28T10:51:25.000Z', NOW, 'UTC')).toEqual({
      iso: '2026-11-28T10:51:25.000Z',
      relative: '3 minutes ago',
      exact: '28 November 2026 at 10:51:25 UTC',
    });
  });

  it('writes the ISO value in UTC whatever zone the timestamp was given in', () => {
    expect(humanTime('2026-11-28T12:54:25+02:00', NOW, 'UTC')?.iso).toBe('2026-11-28T10:54:25.000Z');
  });

  it('is null for no timestamp and for one that is no date', () => {
    expect(humanTime(null, NOW)).toBeNull();
    expect(humanTime(undefined, NOW)).toBeNull();
    expect(humanTime('', NOW)).toBeNull();
    expect(humanTime('not a date', NOW)).toBeNull();
    expect(humanTime('2026-13-45T99:00:00Z', NOW)).toBeNull();
  });
});
