import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { registerAndPay, soloPayload, squadPayload } from '../../../test/support/registration.ts';
import { admitAll } from '../../../test/support/matches.ts';

// GET /admin/matches/{id}: what the console's results form is built from.

const { t, admin } = adminTestAppOfFile('games');

const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  requestAs(t, user, method, url, payload);

describe('a match for the organiser', () => {
  it("lists the group's paid registrations with their squads, and the results recorded", async () => {
    const captain = await createUser(t);
    const squad = await registerAndPay(
      t,
      captain,
      squadPayload(3, { name: 'Zed Captain', selectedGame: 'free-fire-max' }),
    );
    const other = await createUser(t);
    const solo = await registerAndPay(
      t,
      other,
      soloPayload({ name: 'Asha Solo', selectedGame: 'free-fire-max' }),
    );
    const soloMatches = (await as(admin, 'POST', '/admin/matches/schedule', { participantId: solo })).json()
      .matches as { id: string; number: number }[];
    const match = soloMatches.sort((a, b) => a.number - b.number)[0]!;

    const before = await as(admin, 'GET', `/admin/matches/${match.id}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      match: { id: match.id, number: 1, status: 'scheduled', roomId: null, results: 0 },
      results: [],
    });
    const members = before.json().members as { participantId: string; name: string; teammates: string[] }[];
    expect(members.map((m) => m.participantId)).toContain(solo);
    // The squad plays in its own (squad) group.
    expect(members.map((m) => m.participantId)).not.toContain(squad);

    const squadMatch = (await as(admin, 'POST', '/admin/matches/schedule', { participantId: squad })).json()
      .matches[0] as { id: string };
    const squadDetail = (await as(admin, 'GET', `/admin/matches/${squadMatch.id}`)).json();
    const mine = squadDetail.members.find((m: { participantId: string }) => m.participantId === squad);
    expect(mine.name).toBe('Zed Captain');
    expect(mine.teammates).toHaveLength(3);

    await as(admin, 'PUT', `/admin/matches/${match.id}/room`, { roomId: 'FF-1', roomPassword: 'secret' });
    await admitAll(t, admin, match.id, [solo]);
    await as(admin, 'POST', `/admin/matches/${match.id}/results`, {
      results: [{ participantId: solo, rank: 1, finishes: 3 }],
    });
    expect((await as(admin, 'GET', `/admin/matches/${match.id}`)).json()).toMatchObject({
      match: {
        status: 'completed',
        roomId: 'FF-1',
        results: 1,
        scoringFormat: 'placement',
        placementPoints: [10, 6, 5, 4, 3, 2, 1, 1],
        pointsPerFinish: 1,
      },
      results: [
        {
          participantId: solo,
          rank: 1,
          finishes: 3,
          points: 13,
          outcome: 'win',
          opponentId: null,
          scoreFor: 0,
          scoreAgainst: 0,
        },
      ],
    });
  });

  it('answers 404 for a match it does not know, and only to admins', async () => {
    expect((await as(admin, 'GET', '/admin/matches/not-a-match')).statusCode).toBe(404);
    const player = await createUser(t);
    expect((await as(player, 'GET', '/admin/matches/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      403,
    );
  });
});
