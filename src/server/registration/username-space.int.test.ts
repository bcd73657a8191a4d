import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { payFor, registerSolo, registerSquad } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';

// docs/product.md's usernames are ARENA + 5 digits: 100,000 in all. Here all but a few are taken.
const FREE = ['ARENA00007', 'ARENA31415', 'ARENA50000', 'ARENA77777', 'ARENA99999'];

let t: TestApp;
let player: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
  player = await createUser(t);
  // A six-player squad (the largest team size) draws six usernames at once.
  await t.db.orm.em.getConnection().execute(`update game set team_size = 6 where slug = 'bgmi'`);
  // One registration holds every other 5-digit username.
  const holder = await registerSolo(t, await createUser(t));
  const connection = t.db.orm.em.getConnection();
  await connection.execute('delete from game_account where participant_id = ?', [holder.id]);
  await connection.execute(
    `insert into game_account (id, username, password_hash, password_sealed, participant_id, created_at)
     select gen_random_uuid(), 'ARENA' || lpad(n::text, 5, '0'), 'taken', 'taken', ?, now()
     from generate_series(0, 99999) n
     where 'ARENA' || lpad(n::text, 5, '0') not in (${FREE.map(() => '?').join(', ')})`,
    [holder.id, ...FREE],
  );
}, 120_000);
afterAll(() => t.close());

const usernamesOf = async (participantId: string) =>
  (
    await t.db.orm.em
      .getConnection()
      .execute<{ username: string }[]>('select username from game_account where participant_id = ?', [
        participantId,
      ])
  ).map((row) => row.username);

describe('a nearly full username space', () => {
  it('still gives every player and teammate a username: the last free ones, then a longer one', async () => {
    const squad = await registerSquad(t, player, 5);
    const usernames = await usernamesOf(squad.id);
    expect(usernames).toHaveLength(6);
    expect(new Set(usernames).size).toBe(6);
    expect(usernames.filter((u) => FREE.includes(u)).sort()).toEqual(FREE);
    expect(usernames.filter((u) => !FREE.includes(u))).toEqual([expect.stringMatching(/^ARENA\d{6}$/)]);

    // Full now: a new registration is still made, and paid, with a longer username.
    const solo = await registerSolo(t, player);
    expect(await usernamesOf(solo.id)).toEqual([expect.stringMatching(/^ARENA\d{6}$/)]);
    await payFor(t, player, solo.id);
    const paid = await t.app.inject({ url: `/api/participants/${solo.id}`, headers: player.headers });
    expect(paid.json()).toMatchObject({
      status: 'paid',
      gameUsername: expect.stringMatching(/^ARENA\d{6}$/),
    });
  });
});
