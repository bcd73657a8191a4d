// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../shared/leaderboards.ts';
import { StandingsTable } from './leaderboard-page.tsx';

// A full pool's leaderboard draws its first 50 rows and the rest on a tap, so that a phone on slow
// 4G is not held up drawing 280 (scripts/bench-web.ts).
const board = (entries: number): Leaderboard => ({
  game: { slug: 'bgmi', name: 'BGMI' },
  month: '2026-11',
  format: 'solo',
  tier: 'hr',
  pass: '1500',
  pool: 1,
  size: 280,
  entries,
  scoringFormat: 'placement',
  rows: Array.from({ length: entries }, (_, i) => ({
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
const showAll = () => [...container.querySelectorAll('button')].find((b) => /280/.test(b.textContent ?? ''));

describe('StandingsTable', () => {
  it('draws the first 50 rows of a full pool, and all 280 after "Show all"', () => {
    act(() => root.render(<StandingsTable board={board(280)} />));
    expect(bodyRows()).toBe(50);
    expect(container.querySelector('tbody tr th')?.textContent).toBe('Player 1');
    const button = showAll();
    expect(button?.textContent).toBe('Show all 280 entries');
    act(() => button!.click());
    expect(bodyRows()).toBe(280);
    expect(showAll()).toBeUndefined();
  });

  it('draws a pool of 50 or fewer whole, without the button', () => {
    act(() => root.render(<StandingsTable board={board(50)} />));
    expect(bodyRows()).toBe(50);
    expect(container.querySelector('button')).toBeNull();
  });
});
