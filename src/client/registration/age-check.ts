import { AGE_MESSAGES, isAdult, isCompleteDate } from '../../shared/field-rules.ts';

// The age rule, checked as soon as a date of birth changes (docs/product.md#registration-rules-and-constants: the age check reruns
// on date change), with the shared schemas' own messages.

export const PERSONAL_AGE_MESSAGE = AGE_MESSAGES.player;
export const TEAMMATE_AGE_MESSAGE = AGE_MESSAGES.teammate;

/** The age message for a complete date under 18 years ago (or in the future), else null. */
export function ageError(dateOfBirth: string, message: string, today: Date = new Date()): string | null {
  if (!isCompleteDate(dateOfBirth)) return null;
  return isAdult(dateOfBirth, today) ? null : message;
}
