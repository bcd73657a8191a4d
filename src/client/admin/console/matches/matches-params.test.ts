import { describe, expect, it } from 'vitest';
import type { AdminMatch } from '../../../../shared/matches.ts';
import { indiaDate } from '../../../../shared/india-time.ts';
import {
  filterMatches,
  fromIstInput,
  gamesOf,
  readMatchesView,
  toIstInput,
  writeMatchesView,
} from './matches-params.ts';

const match = (over: Partial<AdminMatch>): AdminMatch => ({
  id: 'm1',
  groupId: 'g1',
  groupNumber: 1,
  game: 'BGMI',
  playFormat: 'solo',
  number: 1,
  scheduledAt: new Date('2026-12-01T13:30:00Z'),
  status: 'scheduled',
  roomPublished: false,
  results: 0,
  ...over,
});

describe('matches view in the URL', () => {
  it('reads filters and the open match, ignoring values that cannot be filters', () => {
    expect(
      readMatchesView(
        new URLSearchParams('section=matches&game=BGMI&status=completed&day=2026-12-01&match=x'),
      ),
    ).toEqual({ game: 'BGMI', status: 'completed', day: '2026-12-01', match: 'x' });
    expect(readMatchesView(new URLSearchParams('status=done&day=2026-13-01'))).toEqual({
      game: '',
      status: '',
      day: '',
      match: null,
    });
  });

  it('writes changes and keeps the parameters it does not own', () => {
    const next = writeMatchesView(new URLSearchParams('section=matches&game=BGMI&match=x'), {
      match: null,
      status: 'scheduled',
      game: '',
    });
    expect(next.toString()).toBe('section=matches&status=scheduled');
  });
});

describe('Indian time', () => {
  it('reads and writes datetime-local values as IST whatever the zone', () => {
    expect(toIstInput(new Date('2026-12-01T13:30:00Z'))).toBe('2026-12-01T19:00');
    expect(fromIstInput('2026-12-01T19:00')?.toISOString()).toBe('2026-12-01T13:30:00.000Z');
    expect(fromIstInput('2026-12-01T02:00')?.toISOString()).toBe('2026-11-30T20:30:00.000Z');
    expect(fromIstInput('2026-02-30T19:00')).toBeNull();
    expect(fromIstInput('')).toBeNull();
  });

  it('puts a moment on its Indian day', () => {
    expect(indiaDate(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12-01');
    expect(indiaDate(new Date('2026-11-30T18:00:00Z'))).toBe('2026-11-30');
  });
});

describe('filterMatches', () => {
  const list = [
    match({ id: 'a' }),
    match({ id: 'b', game: 'Valorant', status: 'completed' }),
    match({ id: 'c', scheduledAt: new Date('2026-11-30T19:00:00Z') }),
  ];
  it('keeps the matches of a game, a status and an Indian day', () => {
    const ids = (view: Parameters<typeof filterMatches>[1]) => filterMatches(list, view).map((m) => m.id);
    expect(ids({ game: '', status: '', day: '', match: null })).toEqual(['a', 'b', 'c']);
    expect(ids({ game: 'BGMI', status: '', day: '', match: null })).toEqual(['a', 'c']);
    expect(ids({ game: '', status: 'completed', day: '', match: null })).toEqual(['b']);
    expect(ids({ game: 'BGMI', status: 'scheduled', day: '2026-12-01', match: null })).toEqual(['a', 'c']);
    expect(ids({ game: '', status: '', day: '2026-11-30', match: null })).toEqual([]);
  });
  it('lists each game once', () => {
    expect(gamesOf(list)).toEqual(['BGMI', 'Valorant']);
  });
});
