// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../shared/leaderboards.ts';
import { StandingsTable } from './leaderboard-page.tsx';

// A full pool's leaderboard read carries its first 50 rows and the table links the rest (`?all=1`),
// so that a phone on slow 4G is not held up drawing 280 (scripts/bench-web.ts).
const board = (entries: number, carried = entries): Leaderboard => ({
  game: { slug: 'bgmi', name: 'BGMI' },
  month: '2026-11',
  format: 'solo',
  stage: 'qualifier',
  tier: 'hr',
  pass: '1500',
  pool: 1,
  size: 280,
  entries,
  scoringFormat: 'placement',
  ranked: entries,
  rows: Array.from({ length: carried }, (_, i) => ({
    rank: i + 1,
    name: `Player ${i + 1}`,
    teammates: 0,
    points: 500 - i,
    matchesPlayed: 5,
    wins: 0,
    finishes: 0,
    buchholz: 0,
    scoreDifference: 0,
  })),
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
afterEach(() => act(() => root.render(null)));

const bodyRows = () => container.querySelectorAll('tbody tr').length;
const showAll = () => [...container.querySelectorAll('a')].find((a) => /280/.test(a.textContent ?? ''));
const draw = (b: Leaderboard) =>
  act(() =>
    root.render(
      <MemoryRouter initialEntries={['/leaderboards/bgmi/2026-11/solo/high-1500/1']}>
        <StandingsTable board={b} />
      </MemoryRouter>,
    ),
  );

describe('StandingsTable', () => {
  it("draws the 50 rows a full pool's read carries, and links all 280 (?all=1)", () => {
    draw(board(280, 50));
    expect(bodyRows()).toBe(50);
    expect(container.querySelector('tbody tr th')?.textContent).toBe('Player 1');
    const link = showAll();
    expect(link?.textContent).toBe('Show all 280 entries');
    expect(link?.getAttribute('href')).toBe('/leaderboards/bgmi/2026-11/solo/high-1500/1?all=1');
  });

  it('draws every row once all are carried, without the link', () => {
    draw(board(280));
    expect(bodyRows()).toBe(280);
    expect(showAll()).toBeUndefined();
  });

  it('draws a pool of 50 or fewer whole, without the link', () => {
    draw(board(50));
    expect(bodyRows()).toBe(50);
    expect(container.querySelector('a')).toBeNull();
  });
});
