import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import {
  DEFAULT_PLACEMENT_POINTS,
  DEFAULT_POINTS_PER_FINISH,
  CHECK_IN,
} from '../../shared/championship-rules.ts';
import { seedGames } from './seed.ts';

// Each game's scoring and match data (docs/decisions/0025-championship-rules.md): game data, seeded
// from the catalogue, migrated by slug, admin-editable and listed in GET /api/games.

interface Listed {
  id: string;
  slug: string;
  name: string;
  teamSize: number;
  scoringFormat: string;
  soloLobbySize: number;
  squadLobbySize: number;
  checkInOpensMinutes: number;
  checkInClosesMinutes: number;
  placementPoints: number[];
  pointsPerFinish: number;
}

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const games = async () => (await t.app.inject({ url: '/api/games' })).json<Listed[]>();
const bySlug = async (slug: string) => (await games()).find((g) => g.slug === slug)!;
const admin$ = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: admin.headers, payload });
const scoring = ({
  scoringFormat,
  soloLobbySize,
  squadLobbySize,
  placementPoints,
  pointsPerFinish,
}: Listed) => [scoringFormat, soloLobbySize, squadLobbySize, placementPoints, pointsPerFinish];
const DEFAULTS = [[...DEFAULT_PLACEMENT_POINTS], DEFAULT_POINTS_PER_FINISH] as const;
const SEEDED = {
  bgmi: ['placement', 100, 25, ...DEFAULTS],
  'free-fire-max': ['placement', 48, 12, ...DEFAULTS],
  fortnite: ['placement', 100, 25, ...DEFAULTS],
  'team-fight-tactics': ['placement', 8, 4, [8, 7, 6, 5, 4, 3, 2, 1], 0],
  valorant: ['head-to-head', 2, 2, ...DEFAULTS],
  'dota-2': ['head-to-head', 2, 2, ...DEFAULTS],
  'league-of-legends': ['head-to-head', 2, 2, ...DEFAULTS],
  'pokemon-unite': ['head-to-head', 2, 2, ...DEFAULTS],
  'call-of-duty-mobile': ['head-to-head', 2, 2, ...DEFAULTS],
};
const CLASH = { slug: 'clash-royale', name: 'Clash Royale', category: 'strategy' };

describe('scoring and match data are game data', () => {
  it('are listed for every game, as the catalogue seeds them, with the default check-in', async () => {
    const listed = await games();
    expect(Object.fromEntries(listed.map((g) => [g.slug, scoring(g)]))).toEqual(SEEDED);
    for (const game of listed) {
      expect([game.checkInOpensMinutes, game.checkInClosesMinutes]).toEqual([
        CHECK_IN.opensMinutesBefore,
        CHECK_IN.closesMinutesBefore,
      ]);
    }
  });

  it('default for a new game, change on an update and stay when an update leaves them out', async () => {
    const created = await admin$('POST', '/admin/games', CLASH);
    expect(created.statusCode).toBe(200);
    const id = created.json<Listed>().id;
    expect(scoring(created.json<Listed>())).toEqual(['head-to-head', 2, 2, ...DEFAULTS]);
    const changed = {
      scoringFormat: 'placement',
      soloLobbySize: 50,
      squadLobbySize: 10,
      checkInOpensMinutes: 30,
      checkInClosesMinutes: 0,
      placementPoints: [12, 9, 9, 0],
      pointsPerFinish: 2,
    };
    expect((await admin$('PUT', `/admin/games/${id}`, { ...CLASH, ...changed })).json()).toMatchObject(
      changed,
    );
    expect((await admin$('PUT', `/admin/games/${id}`, CLASH)).json()).toMatchObject(changed);
    expect(await bySlug('clash-royale')).toMatchObject(changed);
  });

  it.each([
    [{ soloLobbySize: 1 }, 'A lobby holds 2 to 200 entries.'],
    [{ squadLobbySize: 201 }, 'A lobby holds 2 to 200 entries.'],
    [{ checkInOpensMinutes: 1441 }, 'Check-in minutes are a whole number from 0 to 1440 before the start.'],
    [{ checkInClosesMinutes: -1 }, 'Check-in minutes are a whole number from 0 to 1440 before the start.'],
    [
      { checkInOpensMinutes: 15, checkInClosesMinutes: 15 },
      'Check-in must open before it closes: more minutes before the start.',
    ],
    // One end changed, checked against the other's stored value (closes 0 from the test above).
    [{ checkInOpensMinutes: 0 }, 'Check-in must open before it closes: more minutes before the start.'],
    [{ placementPoints: [5, 6] }, 'A lower placement cannot score more points than a higher one.'],
    [{ placementPoints: [5, -1] }, 'Placement points are whole numbers from 0 up, for 1st, 2nd and so on.'],
    [{ placementPoints: [2.5] }, 'Placement points are whole numbers from 0 up, for 1st, 2nd and so on.'],
    [{ placementPoints: [] }, 'Give the points for at least 1st place.'],
    [{ placementPoints: Array.from({ length: 101 }, () => 1) }, 'Give points for at most 100 placements.'],
    [{ pointsPerFinish: 11 }, 'Points per finish are a whole number from 0 to 10.'],
    [{ scoringFormat: 'swiss' }, 'Choose how matches are scored: placement or head-to-head.'],
  ])('refuses %j with its message and writes nothing', async (bad, message) => {
    const before = await bySlug('clash-royale');
    const res = await admin$('PUT', `/admin/games/${before.id}`, { ...CLASH, ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message });
    expect(await bySlug('clash-royale')).toEqual(before);
  });

  it('refuses a new game whose check-in closes before it opens, and adds nothing', async () => {
    const count = (await games()).length;
    const res = await admin$('POST', '/admin/games', {
      ...CLASH,
      slug: 'clash-of-clans',
      checkInClosesMinutes: 90,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Check-in must open before it closes: more minutes before the start.',
    });
    expect(await games()).toHaveLength(count);
  });
});

describe('the migration', () => {
  it('fills a game from before it from the catalogue by slug, keeping its own data', async () => {
    const NAME = 'Migration20261127113000_GameScoring';
    const { migrator } = t.db.orm;
    const sql = t.db.orm.em.getConnection();
    await migrator.down({ migrations: [NAME] });
    await sql.execute(
      `update "game" set "name" = 'TFT Double Up', "team_size" = 3 where "slug" = 'team-fight-tactics'`,
    );
    await migrator.up({ migrations: [NAME] });
    const tft = await bySlug('team-fight-tactics');
    expect(tft).toMatchObject({ name: 'TFT Double Up', teamSize: 3 });
    expect(scoring(tft)).toEqual(SEEDED['team-fight-tactics']);
    expect(scoring(await bySlug('bgmi'))).toEqual(SEEDED.bgmi);
    // A game the catalogue does not know keeps the defaults.
    expect(scoring(await bySlug('clash-royale'))).toEqual(['head-to-head', 2, 2, ...DEFAULTS]);
  });
});
