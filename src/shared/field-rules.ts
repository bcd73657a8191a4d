import { z } from 'zod';
import { INDIAN_MOBILE, isIndianState } from './india.ts';
import { MIN_AGE, isAdult, isCompleteDate } from './registration-rules.ts';

// Each rule about a person written once, given the message of the form that uses it: the spec
// words the same rule differently on the personal step, the teammate form and the profile.

/** Text that is required: missing or blank after trimming gives the message. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const indianMobile = (required: string, invalid: string) =>
  requiredText(required).regex(INDIAN_MOBILE, invalid);

/** A mobile number that may be left empty. */
export const optionalIndianMobile = (invalid: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || INDIAN_MOBILE.test(value), invalid);

export const emailAddress = (required: string, invalid: string) =>
  requiredText(required).pipe(z.email({ error: invalid }));

export const indianState = (required: string) => requiredText(required).refine(isIndianState, required);

/** A date of birth as yyyy-mm-dd; its age is checked by `adultOnDateOfBirth`. */
export const dateOfBirth = (required: string) => requiredText(required).refine(isCompleteDate, required);

/**
 * The age rule for an object with a date of birth, reported on that field, and only once the
 * date itself is valid (its own rule reports it otherwise). Spread into `.refine(...)`.
 */
export function adultOnDateOfBirth(
  message: string,
): [(value: { dateOfBirth: string }) => boolean, { path: string[]; message: string }] {
  return [
    (value) => !isCompleteDate(value.dateOfBirth) || isAdult(value.dateOfBirth),
    { path: ['dateOfBirth'], message },
  ];
}

/** An age in whole years, at least MIN_AGE. */
export const adultAge = (message: string) => z.number({ error: message }).int().min(MIN_AGE, message);
