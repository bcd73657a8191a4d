import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes.ts';
import { parseLeaderboardParams, semiFinalLeaderboardPath } from './leaderboard-paths.ts';

describe('isClientRoute', () => {
  it.each([
    '/',
    '/sign-in',
    '/auth',
    '/dashboard/',
    '/admin',
    '/blog',
    '/blog/first-post',
    '/about-us',
    '/invite/abc',
    '/leaderboards/bgmi/2026-11/solo/high-1500/1',
    '/leaderboards/bgmi/2025-09/solo/semi-finals',
  ])('knows %s', (pathname) => expect(isClientRoute(pathname)).toBe(true));

  it.each([
    '/no-such-page',
    '/blog/a/b',
    '/dashboard/x',
    '/auth/login',
    '/api/x',
    '/about-us//',
    '/invite',
    '/leaderboards/bgmi/2025-09/solo/finals',
  ])('does not know %s', (pathname) => expect(isClientRoute(pathname)).toBe(false));
});

describe('parseLeaderboardParams', () => {
  const url = { game: 'bgmi', month: '2025-09', format: 'solo' };
  it("reads a pool's segments and the Semi-Finals' (pool 1, no pool segment)", () => {
    expect(parseLeaderboardParams({ ...url, category: 'low-500', pool: '3' })).toEqual({
      ...url,
      category: 'low-500',
      pool: 3,
    });
    expect(parseLeaderboardParams({ ...url, category: 'semi-finals' })).toEqual({
      ...url,
      category: 'semi-finals',
      pool: 1,
    });
    expect(semiFinalLeaderboardPath({ game: 'bgmi', seasonStart: '2025-09', format: 'solo' })).toBe(
      '/leaderboards/bgmi/2025-09/solo/semi-finals',
    );
  });

  it.each([
    { category: 'semi-finals', pool: '1' },
    { category: 'high-1500' },
    { category: 'mid-1500', pool: '1' },
  ])('names no pool with %o', (segments) =>
    expect(parseLeaderboardParams({ ...url, ...segments })).toBeNull(),
  );
});
