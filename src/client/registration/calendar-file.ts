import { ROOM_RELEASE_MINUTES } from '../../shared/dashboard.ts';
import { MATCH_DURATION_MINUTES } from '../../shared/registration-rules.ts';

// The receipt's "Add to calendar" file: one iCalendar (RFC 5545) event per qualifier match, made
// in the browser from the receipt, so it needs no request and opens in any phone's calendar.

export interface CalendarMatch {
  number: number;
  scheduledAt: Date;
}

interface QualifierCalendar {
  /** Makes the events' UIDs stable: adding the file twice updates instead of duplicating. */
  participantId: string;
  gameName: string;
  matches: readonly CalendarMatch[];
  /** Where the room details appear (the dashboard). */
  dashboardUrl: string;
  host: string;
  /** The events' words, in the page's language (English by default). */
  words?: CalendarWords;
}

export interface CalendarWords {
  summary: (gameName: string, match: number) => string;
  description: (minutes: number, dashboardUrl: string) => string;
  alarm: (gameName: string, match: number) => string;
}

const ENGLISH: CalendarWords = {
  summary: (gameName, match) => `${gameName} qualifier, match ${match}`,
  description: (minutes, url) =>
    `Room ID and password on your dashboard from ${minutes} minutes before the start: ${url}`,
  alarm: (gameName, match) => `${gameName} match ${match}: the room opens now`,
};

/** The .ics text: CRLF line ends, long lines folded, text escaped. */
export function qualifierCalendar(
  { participantId, gameName, matches, dashboardUrl, host, words = ENGLISH }: QualifierCalendar,
  now: Date = new Date(),
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Arena Championships//Qualifier//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...matches.flatMap((match) => [
      'BEGIN:VEVENT',
      `UID:${participantId}-match-${match.number}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(match.scheduledAt)}`,
      `DURATION:PT${MATCH_DURATION_MINUTES}M`,
      `SUMMARY:${escapeText(words.summary(gameName, match.number))}`,
      `DESCRIPTION:${escapeText(words.description(ROOM_RELEASE_MINUTES, dashboardUrl))}`,
      `URL:${dashboardUrl}`,
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(words.alarm(gameName, match.number))}`,
      `TRIGGER:-PT${ROOM_RELEASE_MINUTES}M`,
      'END:VALARM',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** 2026-11-25T13:30:00.000Z as 20261125T133000Z. */
function utcStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
export function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = new TextEncoder().encode(char).length;
    // The first line holds 75 octets; continuation lines 74 plus their leading space.
    if (size + width > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
