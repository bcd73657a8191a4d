import type { EntityManager } from '@mikro-orm/postgresql';
import { mergedOthersCount } from '../../shared/championship-rules.ts';
import type { StartOutcome } from '../../shared/qualifiers.ts';
import { WIN_CHANCE, prizeBreakdown } from '../../shared/registration-rules.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { invalidate } from '../cache/read-cache.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Match } from '../matches/entities.ts';
import { retirePoolMatches } from '../matches/index.ts';
import { emit } from '../notifications/service.ts';
import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import { movePaidEntry, paidGroupMembers } from '../registration/service.ts';
import { poolStandings, recomputeStandings } from '../standings/index.ts';
import { QualifierGroup } from './entities.ts';
import { groupStates, type GroupState } from './service.ts';

// A pool not full when it starts (docs/decisions/0025-championship-rules.md, "A pool not full when
// the qualifier starts"): at its first match's start the job applies its qualifier's rule once.
// `play` leaves it be; `merge` moves its entries into the previous pool of its tier and pass that
// plays the same matches, whose "others" places grow so the chance does not fall; `cancel` refunds
// every entry in full. One transaction per pool, holding its row lock; the pool records that it
// was dealt with, so a second run (or two instances) changes nothing.

type Tables = typeof QualifierGroup | typeof Match;

export const POOL_START_ACTOR: Actor = { userId: 'pool-start' };

/**
 * How a cancelled pool's entries get their money back: the payments feature's, handed in by the job
 * (payments place paid entries in pools, so this feature does not import it).
 */
export interface StartRefunds {
  /** Refunds what is left of a registration's payment in the caller's transaction; null: nothing left. */
  refundInFull(
    tx: EntityManager,
    participantId: string,
    reason: string,
  ): Promise<{ refundId: string; amount: number; send: boolean } | null>;
  /** Sends refunds to the gateway once their transaction has committed. */
  send(refundIds: string[]): Promise<void>;
}

type Refund = NonNullable<Awaited<ReturnType<StartRefunds['refundInFull']>>>;

export interface PoolStart {
  groupId: string;
  outcome: StartOutcome;
  /** The pool its entries joined (merged). */
  mergedInto: string | null;
  /** Entries moved (merged) or refunded now (cancelled). */
  entries: number;
}

/**
 * Applies the start rule to every pool whose first match has begun by `now` and was not dealt with
 * yet: highest pool number first within a tier and pass, so a pool merges into its neighbour
 * before that one is looked at. Gateway refunds are sent after their pool's commit (the
 * reconciliation job sends again any that Razorpay did not answer).
 */
export async function applyStartRules(
  em: EntityManager,
  refunds: StartRefunds,
  now = new Date(),
): Promise<PoolStart[]> {
  const due = await tablesOf<Tables>(em)
    .selectFrom('qualifier_group as g')
    .select('g.id')
    .where('g.start_rule_applied_at', 'is', null)
    .where((w) =>
      w.exists(
        w
          .selectFrom('match as m')
          .select('m.id')
          .whereRef('m.group_id', '=', 'g.id')
          .where('m.status', '<>', 'cancelled')
          .where('m.scheduled_at', '<=', now),
      ),
    )
    .orderBy('g.qualifier_id')
    .orderBy('g.risk_category')
    .orderBy('g.price_category')
    .orderBy('g.number', 'desc')
    .execute();
  const done: PoolStart[] = [];
  for (const { id } of due) {
    const applied = await em.transactional((tx) => startPool(tx, id, refunds, now));
    if (!applied) continue;
    done.push(applied.start);
    const unsent = applied.refunds.filter((refund) => refund.send).map((refund) => refund.refundId);
    if (unsent.length) await refunds.send(unsent);
  }
  // Pools and standings changed: the leaderboards (and every hot answer) are read again.
  if (done.some((start) => start.outcome !== 'played')) invalidate(em, 'standings');
  return done;
}

/** One pool's start, under its row lock; null when another run dealt with it first. */
async function startPool(
  tx: EntityManager,
  groupId: string,
  refunder: StartRefunds,
  now: Date,
): Promise<{ start: PoolStart; refunds: Refund[] } | null> {
  const locked = await tablesOf<Tables>(tx)
    .selectFrom('qualifier_group')
    .select(['id', 'start_rule_applied_at'])
    .where('id', '=', groupId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked || locked.start_rule_applied_at) return null;
  const group = await tx.findOneOrFail(QualifierGroup, groupId, {
    populate: ['qualifier.game'],
    refresh: true,
  });
  const states = await groupStates(tx, { qualifierId: group.qualifier.id }, now);
  const state = states.find((s) => s.id === groupId)!;
  const rule = group.qualifier.underfilledRule;
  const full = state.placed >= state.capacity;
  const before = { rule, placed: state.placed, size: state.capacity };

  let start: PoolStart = { groupId, outcome: 'played', mergedInto: null, entries: 0 };
  let refunds: Refund[] = [];
  let grown: Awaited<ReturnType<typeof merge>> | null = null;
  if (!full && rule === 'merge') {
    const target = previousPool(states, state);
    if (target) {
      grown = await merge(tx, group, state, target);
      start = { ...start, outcome: 'merged', mergedInto: target.id, entries: grown.moved };
    }
  } else if (!full && rule === 'cancel') {
    refunds = await cancel(tx, group, refunder);
    start = { ...start, outcome: 'cancelled', entries: refunds.length };
  }

  group.startRuleAppliedAt = now;
  group.startOutcome = start.outcome;
  group.mergedInto = start.mergedInto;
  recordAudit(tx, POOL_START_ACTOR, 'pool.start', {
    entity: 'qualifier_group',
    entityId: groupId,
    before,
    after: {
      outcome: start.outcome,
      entries: start.entries,
      into: grown,
      refunds: refunds.map(({ refundId, amount }) => ({ refundId, amount })),
    },
  });
  await tx.flush();
  return { start, refunds };
}

/**
 * The pool a pool not full merges into: the previous one of its tier and pass (the highest number
 * below it) still playing, with the same first match, so the entries it takes miss no match and
 * can still win cash (every held match is needed). None: the pool plays.
 */
function previousPool(states: GroupState[], pool: GroupState): GroupState | null {
  const first = pool.matchTimes[0]?.getTime();
  if (pool.riskCategory === null || first === undefined) return null;
  const candidates = states.filter(
    (s) =>
      s.riskCategory === pool.riskCategory &&
      s.priceCategory === pool.priceCategory &&
      s.number < pool.number &&
      s.matchTimes[0]?.getTime() === first,
  );
  return candidates.sort((a, b) => b.number - a.number)[0] ?? null;
}

async function merge(
  tx: EntityManager,
  group: QualifierGroup,
  state: GroupState,
  targetState: GroupState,
): Promise<{ id: string; size: number; othersCount: number; moved: number }> {
  await tablesOf<Tables>(tx)
    .selectFrom('qualifier_group')
    .select('id')
    .where('id', '=', targetState.id)
    .forUpdate()
    .execute();
  const target = await tx.findOneOrFail(QualifierGroup, targetState.id, { refresh: true });
  const members = await paidGroupMembers(tx, group.id);
  for (const member of members) movePaidEntry(member, target);
  await tx.flush();
  await retirePoolMatches(tx, group.id, target.id);

  // The new size keeps the chance: ceil(size × chance) − 3 "others" places at the table's amount.
  const size = targetState.placed + state.placed;
  const risk = targetState.riskCategory!;
  const table = prizeBreakdown(group.qualifier.playFormat, risk, targetState.priceCategory!)!;
  target.capacity = Math.max(target.capacity, size);
  target.othersCount = mergedOthersCount(size, WIN_CHANCE[risk], target.othersCount ?? table.others.count);
  await tx.flush();
  for (const id of [group.id, target.id])
    if ((await poolStandings(tx, id)).length) await recomputeStandings(tx, id);

  await emit(tx, {
    type: 'pool.merged',
    key: `pool.merged:${group.id}`,
    userIds: members.flatMap((member) => (member.owner ? [member.owner.id] : [])),
    params: {
      game: group.qualifier.game.name,
      from: group.number,
      to: target.number,
      places: 3 + target.othersCount,
    },
    path: CLIENT_PATHS.dashboard,
  });
  return { id: target.id, size: target.capacity, othersCount: target.othersCount, moved: members.length };
}

/** Refunds every entry of the pool in full through the payment it came from, and tells each why. */
async function cancel(tx: EntityManager, group: QualifierGroup, refunder: StartRefunds): Promise<Refund[]> {
  const game = group.qualifier.game.name;
  const reason = `Pool ${group.number} of the ${game} qualifier (${group.qualifier.month}) was not full when it started and was cancelled, as the qualifier's rule said.`;
  const members = await paidGroupMembers(tx, group.id);
  const refunds: Refund[] = [];
  for (const member of members) {
    const refund = await refunder.refundInFull(tx, member.id, reason);
    if (refund) refunds.push(refund);
  }
  await emit(tx, {
    type: 'payment.refunded',
    key: `pool.cancelled:${group.id}`,
    userIds: members.flatMap((member) => (member.owner ? [member.owner.id] : [])),
    params: { cause: 'pool-cancelled', game, pool: group.number, month: group.qualifier.month },
    path: CLIENT_PATHS.dashboard,
  });
  await retirePoolMatches(tx, group.id, null);
  return refunds;
}
