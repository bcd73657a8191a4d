import { describe, expect, it } from 'vitest';
import { indiaToday, isPickableDay, parseDisplay, tidyTyped, toDisplay } from './date-of-birth.ts';

describe('a date of birth, the Indian way round', () => {
  it('reads day, month, year: 15081996 is the 15th of August', () => {
    expect(tidyTyped('15081996')).toBe('15/08/1996');
    expect(parseDisplay('15081996')).toBe('1996-08-15');
    expect(parseDisplay('15/08/1996')).toBe('1996-08-15');
    expect(parseDisplay('5.8.1996')).toBe('1996-08-05');
    expect(parseDisplay('15-08-1996')).toBe('1996-08-15');
  });

  it('fills in the slashes while the digits are typed', () => {
    expect(tidyTyped('1')).toBe('1');
    expect(tidyTyped('150')).toBe('15/0');
    expect(tidyTyped('1508')).toBe('15/08');
    expect(tidyTyped('150819')).toBe('15/08/19');
    // One key at a time, as a phone types: the field already shows 15/08 when the 1 comes.
    expect(tidyTyped('15/081')).toBe('15/08/1');
    expect(tidyTyped('5/8/1996')).toBe('5/8/1996');
    expect(parseDisplay('5/8/1996')).toBe('1996-08-05');
  });

  it('refuses days that do not exist and incomplete dates', () => {
    expect(parseDisplay('31/02/2000')).toBeNull();
    expect(parseDisplay('29/02/2001')).toBeNull();
    expect(parseDisplay('29/02/2000')).toBe('2000-02-29');
    expect(parseDisplay('15/08')).toBeNull();
    expect(parseDisplay('')).toBeNull();
  });

  it('shows a stored date as dd/mm/yyyy and keeps a pasted yyyy-mm-dd', () => {
    expect(toDisplay('1998-06-15')).toBe('15/06/1998');
    expect(parseDisplay('1998-06-15')).toBe('1998-06-15');
    expect(toDisplay('15/06')).toBe('15/06');
  });

  it('lets the calendar pick from 1 January 1950 to today, never before or after', () => {
    const today = new Date(2026, 10, 24, 15, 30);
    expect(isPickableDay(new Date(1950, 0, 1), today)).toBe(true);
    expect(isPickableDay(new Date(1949, 11, 31), today)).toBe(false);
    expect(isPickableDay(new Date(1899, 0, 1), today)).toBe(false);
    expect(isPickableDay(new Date(2026, 10, 24), today)).toBe(true);
    expect(isPickableDay(new Date(2026, 10, 25), today)).toBe(false);
    expect(isPickableDay(new Date(2030, 0, 1), today)).toBe(false);
  });
});

describe("the calendar's today", () => {
  it("is India's date, whatever the device's zone: 01:30 in India is already the next day", () => {
    const lateEveningUtc = new Date('2026-11-24T20:00:00Z');
    const today = indiaToday(lateEveningUtc);
    expect([today.getFullYear(), today.getMonth(), today.getDate()]).toEqual([2026, 10, 25]);
    expect(isPickableDay(new Date(2026, 10, 25), today)).toBe(true);
    expect(isPickableDay(new Date(2026, 10, 26), today)).toBe(false);
    const morningUtc = indiaToday(new Date('2026-11-24T03:00:00Z'));
    expect([morningUtc.getFullYear(), morningUtc.getMonth(), morningUtc.getDate()]).toEqual([2026, 10, 24]);
  });
});
