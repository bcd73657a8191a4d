import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretBox } from '../crypto/secret-box.ts';
import { admitEntry, listMatches, recordResults, updateMatch } from '../matches/service.ts';
import { firstMatchAfter, matchTimes } from '../qualifiers/index.ts';
import { mockGateway } from '../payments/index.ts';
import { initiatePayment, markPaid } from '../payments/service.ts';
import { createParticipant } from '../registration/service.ts';
import { createRecordOnlyUser } from '../users/service.ts';

const DAY = 24 * 60 * 60 * 1000;
const DEMO_PLAYERS = [
  'Aarav Nair',
  'Diya Kapoor',
  'Kabir Singh',
  'Meera Pillai',
  'Rohan Gupta',
  'Sana Qureshi',
  'Vihaan Joshi',
  'Zoya Khan',
];
const SEED_ACTOR = { userId: 'demo-seed' };

/**
 * Demo players (records only: they cannot sign in) with paid BGMI solo passes (High Risk, Max
 * Pass) in this month's qualifier, whose pool has a schedule with two matches already played.
 * That pool has started, so a player who buys that pass for BGMI solo now joins a new pool with
 * all its matches ahead.
 */
export async function seedDemoSchedule(em: EntityManager, box: SecretBox): Promise<void> {
  const participantIds: string[] = [];
  for (const [i, name] of DEMO_PLAYERS.entries()) {
    const [firstName, lastName] = name.split(' ') as [string, string];
    const user = await createRecordOnlyUser(em, {
      email: `${firstName.toLowerCase()}@demo.arena.local`,
      firstName,
      lastName,
    });
    const caller = { userId: user.id, role: 'user' as const, pass: null };
    const participant = await createParticipant(
      em,
      caller,
      {
        name,
        phone: `98${String(10_000_000 + i * 7919).slice(0, 8)}`,
        email: user.email!,
        state: 'Karnataka',
        city: 'Bengaluru',
        dateOfBirth: `199${i}-0${(i % 9) + 1}-15`,
        selectedGame: 'bgmi',
        playFormat: 'solo',
        // One prize pool (decision 25: a pool is one tier and pass), so they play the same matches.
        riskCategory: 'hr',
        priceCategory: '1500',
        teammates: [],
      },
      box,
    );
    const payment = await initiatePayment(em, caller, { participantId: participant.id }, mockGateway, null);
    await markPaid(em, payment.paymentId, 'admin', 'demo seed');
    participantIds.push(participant.id);
  }
  // Paying opened the group with its matches ahead. The two the demo plays had every player checked
  // in (results are only for checked-in entries): the organisers admit them while the matches are
  // still ahead, then the demo moves the schedule six days back.
  const scheduled = await listMatches(em, { participantId: participantIds[0] });
  for (const match of scheduled.slice(0, 2))
    for (const participantId of participantIds) await admitEntry(em, SEED_ACTOR, match.id, participantId);
  const firstMatch = firstMatchAfter(new Date(Date.now() - 7 * DAY));
  const matches = [];
  for (const [i, match] of scheduled.entries()) {
    matches.push(await updateMatch(em, SEED_ACTOR, match.id, { scheduledAt: matchTimes(firstMatch)[i]! }));
  }
  for (const [m, match] of matches.slice(0, 2).entries()) {
    // BGMI scores by placement: the points follow from the placement and finishes.
    const results = participantIds.map((participantId, i) => {
      const rank = ((i + m * 3) % participantIds.length) + 1;
      return { participantId, rank, finishes: Math.max(0, 4 - rank) };
    });
    await recordResults(em, SEED_ACTOR, match.id, results);
  }
}
