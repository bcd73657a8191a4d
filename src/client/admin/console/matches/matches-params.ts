import { adminMatchFiltersSchema, type AdminMatch, type MatchStatus } from '../../../../shared/matches.ts';
import { INDIA_OFFSET_MS, indiaDate, indiaWallClock } from '../../../../shared/india-time.ts';
import { readListQuery, writeQuery } from '../list-query.ts';

// The matches section's state lives in the URL, next to `section=matches`: the filters (`game`,
// `status`, `day`, an Indian calendar day) and an open match (`match`). The server lists matches
// by group only, soonest first (up to 500), so the filters apply to that list here.

export { MATCH_STATUSES, type MatchStatus } from '../../../../shared/matches.ts';

export interface MatchesView {
  game: string;
  status: MatchStatus | '';
  /** yyyy-mm-dd, an Indian day; '' for every day. */
  day: string;
  match: string | null;
}

/** The view a query string names; a value that cannot be a filter reads as none. */
export function readMatchesView(params: URLSearchParams): MatchesView {
  return { ...readListQuery(adminMatchFiltersSchema, params), match: params.get('match') || null };
}

/** A copy of `params` with `changes` applied; an empty value leaves its parameter out, others are kept. */
export const writeMatchesView = (params: URLSearchParams, changes: Partial<MatchesView>): URLSearchParams =>
  writeQuery(params, changes);

/** A moment as a datetime-local input's value in Indian time: "2026-12-01T19:00". */
export const toIstInput = (moment: Date): string => indiaWallClock(moment).toISOString().slice(0, 16);

/** A datetime-local value read as Indian time; null when it is not one. */
export function fromIstInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return new Date(utc - INDIA_OFFSET_MS);
}

/** The matches the filters keep, in the server's order. */
export function filterMatches(matches: readonly AdminMatch[], view: MatchesView): AdminMatch[] {
  return matches.filter(
    (m) =>
      (!view.game || m.game === view.game) &&
      (!view.status || m.status === view.status) &&
      (!view.day || indiaDate(m.scheduledAt) === view.day),
  );
}

/** The games of a list, each once, in alphabetical order. */
export const gamesOf = (matches: readonly AdminMatch[]): string[] =>
  [...new Set(matches.map((m) => m.game))].sort((a, b) => a.localeCompare(b));
