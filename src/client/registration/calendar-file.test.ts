import { describe, expect, it } from 'vitest';
import { escapeText, fold, qualifierCalendar } from './calendar-file.ts';

const matches = [1, 2, 3, 4, 5].map((number) => ({
  number,
  scheduledAt: new Date(Date.UTC(2026, 10, 25 + (number - 1) * 3, 13, 30)),
}));
const ics = qualifierCalendar(
  {
    participantId: 'p-1',
    gameName: 'Free Fire Max',
    matches,
    dashboardUrl: 'https://arena.example.in/dashboard',
    host: 'arena.example.in',
  },
  new Date(Date.UTC(2026, 10, 24, 3, 10, 5)),
);

describe('the qualifier calendar file', () => {
  it('is one VCALENDAR with one event per match, at its UTC time, for an hour', () => {
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(5);
    expect(lines.filter((l) => l.startsWith('DTSTART:'))).toEqual([
      'DTSTART:20261125T133000Z',
      'DTSTART:20261128T133000Z',
      'DTSTART:20261201T133000Z',
      'DTSTART:20261204T133000Z',
      'DTSTART:20261207T133000Z',
    ]);
    expect(lines).toContain('DTSTAMP:20261124T031005Z');
    expect(lines).toContain('DURATION:PT60M');
    expect(lines).toContain('UID:p-1-match-3@arena.example.in');
    expect(lines).toContain('SUMMARY:Free Fire Max qualifier\\, match 1');
    expect(lines).toContain('TRIGGER:-PT15M');
  });

  it('ends every line with CRLF and keeps lines within 75 octets', () => {
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('escapes text and folds long lines so that unfolding gives them back', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `DESCRIPTION:${'खेल '.repeat(40)}`;
    const folded = fold(long);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });
});
