import { MATCHES_PER_MONTH } from '../../shared/registration-rules.ts';

// When a qualifier group plays: its five matches, 19:00 in India (13:30 UTC), three days apart,
// the first on the evening after the group opens. A player sees these dates before paying, so the
// group that a payment opens must get exactly the dates that were shown.

const DAY_MS = 24 * 60 * 60 * 1000;
export const DAYS_BETWEEN_MATCHES = 3;

/** The evening after `at` at 19:00 in India: tomorrow's date in UTC terms, 13:30 UTC. */
export function firstMatchAfter(at: Date): Date {
  const next = new Date(at.getTime() + DAY_MS);
  next.setUTCHours(13, 30, 0, 0);
  return next;
}

/** The five match times of a group whose first match is at `first`. */
export function matchTimes(first: Date): Date[] {
  return Array.from(
    { length: MATCHES_PER_MONTH },
    (_, i) => new Date(first.getTime() + i * DAYS_BETWEEN_MATCHES * DAY_MS),
  );
}
