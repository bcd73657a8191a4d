import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs } from '../../../test/support/auth.ts';
import { admittedPool } from '../../../test/support/matches.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import {
  assignLobbies,
  firstRound,
  lineupSeed,
  meetingKey,
  swissHistory,
  swissPairing,
} from '../../shared/lineup-rules.ts';
import type { MatchLineupView } from '../../shared/lineups.ts';
import { AuditLog } from '../audit/entities.ts';
import { Participant } from '../registration/entities.ts';
import { poolStandings } from '../standings/index.ts';
import { upcomingMatchesOf } from './index.ts';

// A match's line-up (docs/decisions/0025-championship-rules.md, "Lobbies are not pools" and
// "Head-to-head"): built once check-in has closed from the entries checked in, lobbies evenly by
// the kept seed, Swiss rounds from the standings with no rematch; results follow it.

const { t, admin } = adminTestAppOfFile('games');

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const closeCheckIn = async (matchId: string) => {
  const res = await requestAs(t, admin, 'PUT', `/admin/matches/${matchId}/check-in`, {
    opensAt: minutesFromNow(-120),
    closesAt: minutesFromNow(-1),
  });
  expect(res.statusCode, res.body).toBe(200);
};
const build = (matchId: string) => requestAs(t, admin, 'POST', `/admin/matches/${matchId}/lineup`);
const lineupOf = async (matchId: string) =>
  (await requestAs(t, admin, 'GET', `/admin/matches/${matchId}/lineup`)).json<MatchLineupView>();
const post = (matchId: string, results: object[]) =>
  requestAs(t, admin, 'POST', `/admin/matches/${matchId}/results`, { results });

async function setLobbySize(slug: string, size: number) {
  const game = (await t.app.inject({ url: '/api/games' }))
    .json<{ id: string; slug: string; name: string; category: string }[]>()
    .find((g) => g.slug === slug)!;
  const res = await requestAs(t, admin, 'PUT', `/admin/games/${game.id}`, {
    slug: game.slug,
    name: game.name,
    category: game.category,
    soloLobbySize: size,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('lobbies', () => {
  it('spreads the checked-in entries evenly, reproducibly from the kept seed, once check-in has closed; twice is once', async () => {
    await setLobbySize('bgmi', 2);
    const { ids, matches, groupId } = await admittedPool(t, admin, 'bgmi', 5);
    const match = matches[0]!;

    const early = await build(match.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ reason: 'lineup.check_in_open' });
    expect((await lineupOf(match.id)).built).toBe(false);

    await closeCheckIn(match.id);
    const built = await build(match.id);
    expect(built.statusCode, built.body).toBe(200);
    const lineup = built.json<MatchLineupView>();
    expect(lineup).toMatchObject({ built: true, seed: lineupSeed(groupId, 1), lobbySize: 2 });
    // 5 entries in lobbies of 2: ceil(5 ÷ 2) = 3 lobbies of 2, 2 and 1, rebuilt from the seed.
    const expected = assignLobbies(ids, 2, lineup.seed!);
    expect(new Map(lineup.entries.map((e) => [e.participantId, e.lobby]))).toEqual(expected);
    expect(lineup.entries.map((e) => e.lobby).sort()).toEqual([1, 1, 2, 2, 3]);

    expect((await build(match.id)).json()).toEqual(lineup);
    const em = t.db.orm.em.fork();
    expect(await em.count(AuditLog, { action: 'match.lineup', entityId: match.id })).toBe(1);
    // Its entries no longer change.
    const reopen = await requestAs(t, admin, 'PUT', `/admin/matches/${match.id}/check-in`, {
      closesAt: minutesFromNow(30),
    });
    expect(reopen.json()).toMatchObject({ reason: 'lineup.built' });

    // Placements run per lobby: each lobby has its 1st.
    const inLobby = (n: number) => lineup.entries.filter((e) => e.lobby === n).map((e) => e.participantId);
    const [a, b] = inLobby(1) as [string, string];
    const [c, d] = inLobby(2) as [string, string];
    const [e] = inLobby(3) as [string];
    const tooFar = await post(match.id, [{ participantId: e, rank: 2 }]);
    expect(tooFar.json()).toMatchObject({ reason: 'match.invalid_results' });
    expect(tooFar.json().error).toContain('Placement 2 is out of range: lobby 3 has 1 entry');
    const res = await post(match.id, [
      { participantId: a, rank: 1 },
      { participantId: b, rank: 2 },
      { participantId: c, rank: 1 },
      { participantId: d, rank: 2 },
      { participantId: e, rank: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);

    // A match with results gets no line-up.
    const second = matches[1]!;
    await closeCheckIn(second.id);
    expect((await post(second.id, [{ participantId: a, rank: 1 }])).statusCode).toBe(200);
    expect((await build(second.id)).json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'lineup.has_results',
      error: 'This match has results: its line-up can no longer be built.',
    });
  });
});

describe('Swiss pairings', () => {
  it('pair round 1 by the shuffle, refuse another opponent, give the bye its win, and pair round 2 from the standings with no rematch', async () => {
    const { ids, matches, groupId } = await admittedPool(t, admin, 'valorant', 5);
    const [first, second] = matches as [(typeof matches)[0], (typeof matches)[0]];
    await closeCheckIn(first.id);
    await closeCheckIn(second.id);

    const round1 = (await build(first.id)).json<MatchLineupView>();
    const expected = firstRound(ids, lineupSeed(groupId, 1));
    expect(round1.seed).toBe(lineupSeed(groupId, 1));
    expect(round1.entries.find((e) => e.bye)?.participantId).toBe(expected.bye);
    for (const [a, b] of expected.pairs)
      expect(round1.entries.find((e) => e.participantId === a)?.opponentId).toBe(b);

    const refused = await build(second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'lineup.previous_round_open',
      error:
        'The results of match 1 are not all in (5 missing): this round is paired from the standings once they are.',
    });

    const [[p1, p2], [p3, p4]] = expected.pairs as [[string, string], [string, string]];
    const wrong = await post(first.id, [
      { participantId: p1, outcome: 'win', opponentId: p3 },
      { participantId: p3, outcome: 'loss', opponentId: p1 },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ reason: 'match.not_paired' });
    expect(wrong.json().error).toContain('The line-up pairs this entry with');

    const results = await post(first.id, [
      { participantId: p1, outcome: 'win', opponentId: p2, scoreFor: 13, scoreAgainst: 5 },
      { participantId: p2, outcome: 'loss', opponentId: p1, scoreFor: 5, scoreAgainst: 13 },
      { participantId: p3, outcome: 'win', opponentId: p4, scoreFor: 13, scoreAgainst: 11 },
      { participantId: p4, outcome: 'loss', opponentId: p3, scoreFor: 11, scoreAgainst: 13 },
    ]);
    expect(results.statusCode, results.body).toBe(200);
    // The bye was not entered, and has its win.
    expect(results.json()).toMatchObject({ results: 5 });

    const round2 = (await build(second.id)).json<MatchLineupView>();
    expect(round2.seed).toBeNull();
    const standings = (await poolStandings(t.db.orm.em.fork(), groupId)).map((s) => s.participantId);
    const history = swissHistory([
      ...expected.pairs.flatMap(([a, b]) => [{ entryId: a, opponentId: b }]),
      { entryId: expected.bye!, opponentId: null },
    ]);
    const pairing = swissPairing(standings, history);
    expect(round2.entries.find((e) => e.bye)?.participantId).toBe(pairing.bye);
    expect(pairing.bye).not.toBe(expected.bye);
    for (const [a, b] of pairing.pairs) {
      expect(round2.entries.find((e) => e.participantId === a)?.opponentId).toBe(b);
      expect(history.met.has(meetingKey(a, b))).toBe(false);
    }

    // The player's Upcoming tab reads the opponent's public name.
    const [a, b] = pairing.pairs[0]!;
    const em = t.db.orm.em.fork();
    const rival = await em.findOneOrFail(Participant, b, { populate: ['owner'] });
    rival.owner!.publicName = 'Rival R.';
    await em.flush();
    const rows = await upcomingMatchesOf(em, { participantId: a }, new Date(0));
    expect(rows.find((r) => r.id === second.id)).toMatchObject({
      lobby: 1,
      opponent_id: b,
      opponent_public_name: 'Rival R.',
      opponent_teammates: 0,
    });
  });
});

describe('discarding a line-up', () => {
  it('lets an organiser rebuild it after re-admitting an entry, until a result is entered; audited', async () => {
    const { ids, matches } = await admittedPool(t, admin, 'free-fire-max', 2);
    // A late entry of the same pool, not admitted to the match before its line-up is built.
    const late = await registerAndPay(t, await createUser(t), soloPayload({ selectedGame: 'free-fire-max' }));
    const match = matches[0]!;
    await closeCheckIn(match.id);
    expect((await build(match.id)).json<MatchLineupView>().entries).toHaveLength(2);
    const admit = () =>
      requestAs(t, admin, 'POST', `/admin/matches/${match.id}/check-ins`, { participantId: late });
    expect((await admit()).json()).toMatchObject({ reason: 'lineup.built' });

    const discard = () => requestAs(t, admin, 'DELETE', `/admin/matches/${match.id}/lineup`);
    const discarded = await discard();
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json()).toMatchObject({ built: false, seed: null, entries: [] });
    // Twice is once: nothing left to discard, one audit entry with what was discarded.
    expect((await discard()).json()).toEqual(discarded.json());
    const em = t.db.orm.em.fork();
    const audits = await em.find(AuditLog, { action: 'match.lineup_discard', entityId: match.id });
    expect(audits).toHaveLength(1);
    expect((audits[0]!.before as { entries: unknown[] }).entries).toHaveLength(2);

    // The entry is re-admitted and the line-up rebuilt with it.
    expect((await admit()).statusCode).toBe(200);
    const rebuilt = (await build(match.id)).json<MatchLineupView>();
    expect(rebuilt.entries.map((e) => e.participantId).sort()).toEqual([...ids, late].sort());

    // Once a result is entered the line-up stays.
    expect((await post(match.id, [{ participantId: late, rank: 1 }])).statusCode).toBe(200);
    const refused = await discard();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'lineup.discard_has_results',
      error: 'This match has results: its line-up can no longer be discarded.',
    });
    expect((await lineupOf(match.id)).entries).toHaveLength(3);
    expect(await em.fork().count(AuditLog, { action: 'match.lineup_discard', entityId: match.id })).toBe(1);

    // An unknown match.
    const unknown = await requestAs(t, admin, 'DELETE', `/admin/matches/${crypto.randomUUID()}/lineup`);
    expect(unknown.statusCode).toBe(404);
  });
});
