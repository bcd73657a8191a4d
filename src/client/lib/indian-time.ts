import { localized } from '../i18n/format.ts';
import { INDIA_TIME_ZONE } from '../../shared/india-time.ts';

// Dates and times the player reads are Indian time, whatever the device's own zone is, in the
// page's language.
const date = localized(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, dateStyle: 'medium' }),
);
const dateTime = localized(
  (locale) =>
    new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
);
const day = localized(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: INDIA_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }),
);
const time = localized(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, timeStyle: 'short' }),
);

/** "25 Nov 2026". */
export const formatDate = (value: Date): string => date().format(value);
/** "25 Nov 2026, 7:00 pm IST". */
export const formatDateTime = (value: Date): string => `${dateTime().format(value)} IST`;
/** "Wed, 25 Nov": a match day in a list of them. */
export const formatDay = (value: Date): string => day().format(value);
/** "7:00 pm IST". */
export const formatTime = (value: Date): string => `${time().format(value)} IST`;
