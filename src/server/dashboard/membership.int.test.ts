import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { tablesOf } from '../db/kysely.ts';
import type { PoolStanding } from '../standings/entities.ts';
import { admitAll } from '../../../test/support/matches.ts';

const { t, admin } = adminTestAppOfFile('games');

const GAMES = ['bgmi', 'valorant', 'league-of-legends', 'call-of-duty-mobile', 'pokemon-unite', 'dota-2'];
const PLACEMENT_GAMES = ['bgmi'];

function monthBefore(n: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Moves the qualifier a registration plays in to `month` (yyyy-mm). */
const moveToMonth = (participantId: string, month: string) =>
  t.db.orm.em
    .getConnection()
    .execute(
      'update qualifier set month = ? where id = (select g.qualifier_id from participant p join qualifier_group g on g.id = p.group_id where p.id = ?)',
      [month, participantId],
    );

const standings = () => tablesOf<typeof PoolStanding>(t.db.orm.em.fork());

/** A pass per game, each moved to its own past month, all 5 matches played, its pool closed. */
async function playSixMonths(player: TestUser) {
  const ids: string[] = [];
  for (const [i, game] of GAMES.entries()) {
    const participantId = await registerAndPay(t, player, soloPayload({ selectedGame: game }));
    ids.push(participantId);
    const placementGame = PLACEMENT_GAMES.includes(game);
    const { matches } = (
      await t.app.inject({
        method: 'POST',
        url: '/admin/matches/schedule',
        headers: admin.headers,
        payload: { participantId },
      })
    ).json();
    for (const match of matches) {
      await admitAll(t, admin, match.id, [participantId]);
      await t.app.inject({
        method: 'POST',
        url: `/admin/matches/${match.id}/results`,
        headers: admin.headers,
        // Alone in the pool: 1st of the lobby by placement, a bye head-to-head.
        payload: {
          results: [placementGame ? { participantId, rank: 1 } : { participantId, outcome: 'win' }],
        },
      });
    }
    // The dispute window has passed: the pool closes.
    const groupId = matches[0].groupId as string;
    await standings()
      .updateTable('pool_standing')
      .set({ updated_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('group_id', '=', groupId)
      .execute();
    const closed = await t.app.inject({
      method: 'POST',
      url: `/admin/pools/${groupId}/close`,
      headers: admin.headers,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await moveToMonth(participantId, monthBefore(i));
  }
  return ids;
}

const membershipOf = async (player: TestUser) =>
  (await trpcAs(t, player).dashboard.overview.query()).membership;

describe('membership eligibility at its edges', () => {
  it('6 active months without a Top 3 is not eligible; with one it is; 5 months is not', async () => {
    const player = await createUser(t);
    const ids = await playSixMonths(player);
    // Alone in each pool the player ranks 1st: as if others had finished ahead, 4th everywhere.
    await standings()
      .updateTable('pool_standing')
      .set({ rank: 4 })
      .where('participant_id', 'in', ids)
      .execute();
    expect(await membershipOf(player)).toMatchObject({
      activeMonths: 6,
      top3Achievements: 0,
      eligible: false,
    });

    await standings()
      .updateTable('pool_standing')
      .set({ rank: 3 })
      .where('participant_id', '=', ids[0]!)
      .execute();
    expect(await membershipOf(player)).toMatchObject({
      activeMonths: 6,
      top3Achievements: 1,
      eligible: true,
    });

    // One of the months drops out of the last twelve: five left.
    await moveToMonth(ids[5]!, monthBefore(13));
    expect(await membershipOf(player)).toMatchObject({
      activeMonths: 5,
      top3Achievements: 1,
      eligible: false,
    });
  });

  it('counts only closed pools: five matches played in an open pool are not an active month yet', async () => {
    const player = await createUser(t);
    const participantId = await registerAndPay(
      t,
      player,
      soloPayload({ selectedGame: 'team-fight-tactics' }),
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: `/admin/matches?participantId=${participantId}`,
      headers: admin.headers,
    });
    const matches = listed.json<{ id: string }[]>();
    for (const match of matches) {
      await admitAll(t, admin, match.id, [participantId]);
      await t.app.inject({
        method: 'POST',
        url: `/admin/matches/${match.id}/results`,
        headers: admin.headers,
        payload: { results: [{ participantId, rank: 1 }] },
      });
    }
    expect(await membershipOf(player)).toMatchObject({ activeMonths: 0, top3Achievements: 0 });
  });
});
