import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';

// A paying player joins a group whose matches are all still ahead: never one that has started
// (issue: a player joined a group with 2 of its 5 matches played, and the pass promised 5).

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp('games'));
});
afterAll(() => t.close());

const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

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
});
