import { indiaWallClock } from './india-time.ts';

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
