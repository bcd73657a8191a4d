import { expect } from 'vitest';
import { createUser, requestAs, type TestUser } from './auth.ts';
import { registerAndPay, soloPayload } from './registration.ts';
import type { TestApp } from './test-app.ts';

/**
 * The organisers admit entries to a match (a check-in by the organiser, POST
 * /admin/matches/{id}/check-ins), as results are only for checked-in entries. Before the start.
 */
export async function admitAll(t: TestApp, admin: TestUser, matchId: string, participantIds: string[]) {
  for (const participantId of participantIds) {
    const res = await requestAs(t, admin, 'POST', `/admin/matches/${matchId}/check-ins`, { participantId });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/**
 * `players` solo entries of one game's pool, paid, with the pool's matches (in order) and every
 * entry admitted to every match, so results can be recorded for any of them.
 */
export async function admittedPool(t: TestApp, admin: TestUser, game: string, players: number) {
  const ids: string[] = [];
  for (let i = 0; i < players; i++)
    ids.push(await registerAndPay(t, await createUser(t), soloPayload({ selectedGame: game })));
  const scheduled = await requestAs(t, admin, 'POST', '/admin/matches/schedule', { participantId: ids[0] });
  const matches = (scheduled.json().matches as { id: string; number: number; groupId: string }[]).sort(
    (a, b) => a.number - b.number,
  );
  for (const match of matches) await admitAll(t, admin, match.id, ids);
  return { ids, matches, groupId: matches[0]!.groupId };
}
