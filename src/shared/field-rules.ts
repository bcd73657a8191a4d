import { z } from 'zod';
import { INDIAN_MOBILE, PIN_CODE, isIndianState } from './india.ts';
import { indiaWallClock } from './india-time.ts';
import { MIN_AGE } from './registration-rules.ts';

// Each rule about a person written once, given the message of the form that uses it: docs/product.md
// words the same rule differently on the personal step, the teammate form and the dashboard
// Profile tab (sections 2 and 5).

export const PHONE_MESSAGES = {
  player: 'Please enter a valid 10-digit Indian mobile number',
  teammate: 'Phone number must be 10 digits',
} as const;
export const EMAIL_MESSAGES = {
  player: 'Please enter a valid email address',
  teammate: 'Please enter a valid email',
} as const;
export const AGE_MESSAGES = {
  player: `You must be ${MIN_AGE} years or older to participate in the championship`,
  teammate: `Teammate must be at least ${MIN_AGE} years old`,
  profile: `Must be ${MIN_AGE}+ to participate`,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** No one alive was born before this (docs/product.md: dates before 1900 are disabled). */
const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/** A whole yyyy-mm-dd date that exists, from 1900 on: what a date field holds once filled in. */
export function isCompleteDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value < EARLIEST_DATE_OF_BIRTH) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Whole years between a date of birth (yyyy-mm-dd) and the day `today` falls on in India. A
 * birthday starts at midnight in India, not in the zone the server or the browser runs in: read
 * in UTC, a player would turn 18 five and a half hours late.
 */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const inIndia = indiaWallClock(today);
  const month = inIndia.getUTCMonth() + 1;
  let age = inIndia.getUTCFullYear() - y;
  const beforeBirthday = month < m || (month === m && inIndia.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Old enough to play (docs/product.md#registration-rules-and-constants, Limits: 18 or older). */
export function isAdult(dateOfBirth: string, today: Date = new Date()): boolean {
  return ageOn(dateOfBirth, today) >= MIN_AGE;
}

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

/** The postal address a GST invoice names (src/server/invoices/document.ts, its recipient). */
export const ADDRESS_MESSAGES = {
  length: 'Address can have at most 200 characters',
  pinCode: 'PIN code must be 6 digits and cannot start with 0',
} as const;
export const ADDRESS_MAX_LENGTH = 200;

/** A house, street and locality that may be left empty, at most 200 characters (code points, as the column counts them). */
export const optionalAddress = () =>
  z
    .string()
    .trim()
    .refine((value) => [...value].length <= ADDRESS_MAX_LENGTH, ADDRESS_MESSAGES.length);

/** A PIN code that may be left empty. */
export const optionalPinCode = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || PIN_CODE.test(value), ADDRESS_MESSAGES.pinCode);

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
