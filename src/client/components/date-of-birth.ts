// Dates of birth as Indian players write them, dd/mm/yyyy, and as the wire carries them,
// yyyy-mm-dd. Typing only digits fills in the slashes: 15081996 is 15/08/1996, never 8 December.
import { indiaDate } from '../../shared/india-time.ts';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What the field shows for a stored value: yyyy-mm-dd becomes dd/mm/yyyy, anything else stays. */
export function toDisplay(value: string): string {
  const match = ISO.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * The text as typed, tidied: digits only get their slashes (1508 -> 15/08), other separators
 * become slashes, and a yyyy-mm-dd paste stays as it is.
 */
export function tidyTyped(text: string): string {
  const trimmed = text.trim();
  if (ISO.test(trimmed)) return toDisplay(trimmed);
  // Day and month of one or two digits as typed (5/8/1996); otherwise the digits are re-slashed,
  // which also tidies a slash typed by hand after it was filled in (15/081 -> 15/08/1).
  if (/^\d{1,2}(\/(\d{1,2}(\/\d{0,4})?)?)?$/.test(trimmed)) return trimmed;
  if (/^[\d/]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\//g, '').slice(0, 8);
    return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
  }
  return trimmed.replace(/[.\-\s]+/g, '/').slice(0, 10);
}

/** The yyyy-mm-dd date a complete dd/mm/yyyy text names, or null (incomplete, or no such day). */
export function parseDisplay(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(tidyTyped(text));
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar's first month: its years run from 1950 to now (docs/product.md#screens, Personal step). */
export const PICKER_FIRST_MONTH = new Date(1950, 0, 1);

/**
 * Today in India, as the calendar's local day: ages are counted at India's date (ageOn), so a
 * device abroad, or with its clock's zone set wrong, ends the calendar on the same day the server
 * does.
 */
export function indiaToday(now: Date = new Date()): Date {
  const [year = 0, month = 1, day = 1] = indiaDate(now).split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Whether the calendar lets a day be picked: from 1 January 1950 to today, never a future day. */
export function isPickableDay(day: Date, today: Date = indiaToday()): boolean {
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  return day >= PICKER_FIRST_MONTH && day < end;
}
