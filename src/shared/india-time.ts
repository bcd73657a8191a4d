// India's clock, written once for both sides. Every day and month the product shows or counts is
// an Indian one (the players and the organisers are in India), whatever zone the server or the
// device runs in. India keeps one offset all year, UTC+05:30, with no daylight saving, so plain
// offset arithmetic gives the same answer as the time-zone database.

/** India's IANA time zone: for `Intl.DateTimeFormat` and PostgreSQL's `at time zone`. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** India's offset from UTC as ISO 8601 writes it: `${day}T00:00:00${INDIA_UTC_OFFSET}`. */
export const INDIA_UTC_OFFSET = '+05:30';

/** UTC+05:30 in milliseconds. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * A moment shifted so that its UTC fields (getUTCFullYear, getUTCDate, getUTCHours...) read India's
 * wall clock. Only for reading those fields: it is not the same instant.
 */
export const indiaWallClock = (moment: Date): Date => new Date(moment.getTime() + INDIA_OFFSET_MS);

/** The calendar day in India of a moment, as yyyy-mm-dd. */
export const indiaDate = (moment: Date): string => indiaWallClock(moment).toISOString().slice(0, 10);

/**
 * The calendar month in India of a moment, as yyyy-mm, or the month `monthsBefore` earlier. Every
 * month the product counts (a qualifier's month, the membership's last 12) is an Indian one: from
 * 00:00 to 05:30 IST on the 1st, UTC is still in the month before.
 */
export function indianMonth(moment: Date, monthsBefore = 0): string {
  const inIndia = indiaWallClock(moment);
  const month = new Date(Date.UTC(inIndia.getUTCFullYear(), inIndia.getUTCMonth() - monthsBefore, 1));
  return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}
