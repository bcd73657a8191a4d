// Dates and times the player reads are Indian time, whatever the device's own zone is.
const IST = 'Asia/Kolkata';
const date = new Intl.DateTimeFormat('en-IN', { timeZone: IST, dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: IST, dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const time = new Intl.DateTimeFormat('en-IN', { timeZone: IST, timeStyle: 'short' });

/** "25 Nov 2026". */
export const formatDate = (value: Date): string => date.format(value);
/** "25 Nov 2026, 7:00 pm IST". */
export const formatDateTime = (value: Date): string => `${dateTime.format(value)} IST`;
/** "Wed, 25 Nov": a match day in a list of them. */
export const formatDay = (value: Date): string => day.format(value);
/** "7:00 pm IST". */
export const formatTime = (value: Date): string => `${time.format(value)} IST`;
