import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';

// A paying player joins a group whose matches are all still ahead: never one that has started
// (issue: a player joined a group with 2 of its 5 matches played, and the pass promised 5).

const { t, admin } = adminTestAppOfFile('games');

const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  requestAs(t, user, method, url, payload);

async function paidPlayer(game: string) {
  const player = await createUser(t);
  const participantId = await registerAndPay(t, player, soloPayload({ selectedGame: game }));
  const group = (await as(player, 'GET', `/api/participants/${participantId}/group`)).json().group;
  return { participantId, group: group as { id: string; number: number } };
}

describe('placing a paid player in a qualifier group', () => {
  it('joins a group whose matches are all ahead, and opens a new group once one has started', async () => {
    const first = await paidPlayer('pokemon-unite');
    expect(first.group.number).toBe(1);
    const scheduled = await as(admin, 'POST', '/admin/matches/schedule', {
      participantId: first.participantId,
    });
    expect(scheduled.statusCode).toBe(200);
    const matches = scheduled.json().matches as { id: string; number: number }[];

    // Every match still ahead: the group takes more players.
    expect((await paidPlayer('pokemon-unite')).group.number).toBe(1);

    // Match 1 has begun: the next player goes to a fresh group, with all five matches ahead.
    const begun = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const moved = await as(admin, 'PUT', `/admin/matches/${matches[0]!.id}`, { scheduledAt: begun });
    expect(moved.statusCode).toBe(200);
    const late = await paidPlayer('pokemon-unite');
    expect(late.group.number).toBe(2);
    expect(late.group.id).not.toBe(first.group.id);
    expect((await paidPlayer('pokemon-unite')).group.number).toBe(2);
  });

  it('does not count a cancelled match as started', async () => {
    const first = await paidPlayer('dota-2');
    const scheduled = await as(admin, 'POST', '/admin/matches/schedule', {
      participantId: first.participantId,
    });
    const [match] = scheduled.json().matches as { id: string }[];
    const past = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    expect((await as(admin, 'PUT', `/admin/matches/${match!.id}`, { scheduledAt: past })).statusCode).toBe(
      200,
    );
    expect((await as(admin, 'POST', `/admin/matches/${match!.id}/cancel`, {})).statusCode).toBe(200);
    expect((await paidPlayer('dota-2')).group.number).toBe(1);
  });

  it('shows before payment the dates a paying player then gets, all ahead', async () => {
    const next = async (game: string) => {
      const list = (await t.app.inject({ method: 'GET', url: '/api/qualifiers/next' })).json<
        {
          game: string;
          playFormat: string;
          matchTimes: string[];
        }[]
      >();
      return list.find((q) => q.game === game && q.playFormat === 'solo')!.matchTimes;
    };
    const shown = await next('league-of-legends');
    expect(shown).toHaveLength(5);
    expect(new Date(shown[0]!).getTime()).toBeGreaterThan(Date.now());

    const first = await paidPlayer('league-of-legends');
    const matches = (await as(admin, 'GET', `/admin/matches?participantId=${first.participantId}`)).json<
      {
        id: string;
        scheduledAt: string;
      }[]
    >();
    expect(matches.map((m) => m.scheduledAt)).toEqual(shown);
    // The group takes more players: the next one is shown the same dates.
    expect(await next('league-of-legends')).toEqual(shown);

    // Once its first match has begun, a newcomer is shown a fresh group's dates (from tomorrow
    // evening, like the first group's today), and gets them in a new group.
    const begun = new Date(Date.now() - 60 * 1000).toISOString();
    expect(
      (await as(admin, 'PUT', `/admin/matches/${matches[0]!.id}`, { scheduledAt: begun })).statusCode,
    ).toBe(200);
    const fresh = await next('league-of-legends');
    expect(new Date(fresh[0]!).getTime()).toBeGreaterThan(Date.now());
    const late = await paidPlayer('league-of-legends');
    expect(late.group.number).toBe(2);
    const lateMatches = (await as(admin, 'GET', `/admin/matches?participantId=${late.participantId}`)).json<
      {
        scheduledAt: string;
      }[]
    >();
    expect(lateMatches.map((m) => m.scheduledAt)).toEqual(fresh);
  });

  it('lists both formats of every game open for registration', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/qualifiers/next' })).json<
      {
        game: string;
        playFormat: string;
      }[]
    >();
    const games = (await t.app.inject({ method: 'GET', url: '/api/games' })).json<
      {
        slug: string;
        openForRegistration: boolean;
      }[]
    >();
    const open = games.filter((g) => g.openForRegistration).map((g) => g.slug);
    expect(list.map((q) => `${q.game}/${q.playFormat}`).sort()).toEqual(
      open.flatMap((slug) => [`${slug}/solo`, `${slug}/squad`]).sort(),
    );
  });
});
