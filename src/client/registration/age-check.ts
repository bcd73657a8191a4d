import { AGE_MESSAGES, isAdult, isCompleteDate } from '../../shared/field-rules.ts';

// The age rule, checked as soon as a date of birth changes (spec section 5: the age check reruns
// on date change), with the shared schemas' own messages.

export const PERSONAL_AGE_MESSAGE = AGE_MESSAGES.player;
export const TEAMMATE_AGE_MESSAGE = AGE_MESSAGES.teammate;

/** The earliest date the picker offers (spec: dates before 1900 are disabled). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Today as yyyy-mm-dd in the player's time zone: the latest date the picker offers. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The age message for a complete date under 18 years ago (or in the future), else null. */
export function ageError(dateOfBirth: string, message: string, today: Date = new Date()): string | null {
  if (!isCompleteDate(dateOfBirth)) return null;
  return isAdult(dateOfBirth, today) ? null : message;
}
