import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { awardPrizes, prizePlaces, type PrizeAwards } from '../../shared/championship-rules.ts';
import { formatPaise } from '../../shared/money.ts';
import type { ClosePreview, CloseResult } from '../../shared/prizes.ts';
import type { PriceCategory } from '../../shared/passes.ts';
import {
  prizeBreakdown,
  type PlayFormat,
  type PrizeBreakdown,
  type RiskCategory,
} from '../../shared/registration-rules.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { book, type LedgerLine } from '../books/index.ts';
import { tablesOf } from '../db/kysely.ts';
import { isUuid } from '../db/columns.ts';
import { AppError } from '../errors.ts';
import type { Game } from '../games/entities.ts';
import type { Dispute, Match } from '../matches/entities.ts';
import { emit } from '../notifications/service.ts';
import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import type { Qualifier, QualifierGroup } from '../qualifiers/entities.ts';
import type { Participant } from '../registration/entities.ts';
import { writeSeasonPoints, type ClosedEntry } from '../seasons/index.ts';
import type { PoolStanding } from '../standings/entities.ts';
import { PoolClose, PrizeAward } from './entities.ts';

// Closing a pool: its final standings become prize awards by its pass's prize table
// (docs/decisions/0025-championship-rules.md, "Closing a pool and awarding prizes"). The close is
// one transaction holding the pool's row lock, so a double click or the job racing an organiser
// closes once; a re-close after a late result voids and reissues only what changed.

type Tables =
  | typeof QualifierGroup
  | typeof Qualifier
  | typeof Game
  | typeof Match
  | typeof Dispute
  | typeof Participant
  | typeof PoolStanding
  | typeof PrizeAward;

const HOUR_MS = 60 * 60 * 1000;
export const AUTO_CLOSE_ACTOR: Actor = { userId: 'auto-close' };

/** What the close preview says of the Semi-Finals (decision 25, "The road to the National Finals"). */
export const SEMI_FINAL_NO_CASH =
  'No cash is awarded at the Semi-Finals: closing freezes the final ranks, from which the National Finals invitations go out.';

interface PoolFacts {
  groupId: string;
  /** The Semi-Finals' pool: no prize table, no awards, no season points. */
  semiFinal: boolean;
  matchesHeld: number;
  blockers: string[];
  prizes: PrizeBreakdown | null;
  standings: {
    participantId: string;
    name: string;
    ownerId: string | null;
    rank: number;
    matchesPlayed: number;
    paidAt: Date;
  }[];
  /** When the pool's results last changed: the dispute window runs from here. */
  lastResultAt: Date | null;
}

/**
 * The pool's prize table: its pass's, with the "others" places a pool that others merged into at
 * its start pays (decision 25, `merge`). None for a group placed before prize pools: it has no
 * tier and pass, so no one table.
 */
function poolPrizes(pool: {
  play_format: PlayFormat;
  risk_category?: RiskCategory | null;
  price_category?: PriceCategory | null;
  others_count?: number | null;
}): PrizeBreakdown | null {
  if (!pool.risk_category || !pool.price_category) return null;
  const table = prizeBreakdown(pool.play_format, pool.risk_category, pool.price_category) ?? null;
  return table && pool.others_count != null
    ? { ...table, others: { ...table.others, count: pool.others_count } }
    : table;
}

async function poolFacts(
  em: EntityManager,
  groupId: string,
  windowHours: number,
  now: Date,
): Promise<PoolFacts> {
  const db = tablesOf<Tables>(em);
  const matches = await db
    .selectFrom('match')
    .select(['number', 'status'])
    .where('group_id', '=', groupId)
    .orderBy('number')
    .execute();
  const pool = await db
    .selectFrom('qualifier_group as grp')
    .innerJoin('qualifier as q', 'q.id', 'grp.qualifier_id')
    .select(['q.play_format', 'q.stage', 'grp.risk_category', 'grp.price_category', 'grp.others_count'])
    .where('grp.id', '=', groupId)
    .executeTakeFirstOrThrow();
  const standings = await db
    .selectFrom('pool_standing as s')
    .innerJoin('participant as p', 'p.id', 's.participant_id')
    .select([
      's.participant_id',
      'p.name',
      'p.owner_id',
      'p.paid_at',
      's.rank',
      's.matches_played',
      's.updated_at',
    ])
    .where('s.group_id', '=', groupId)
    .orderBy('s.rank')
    .orderBy('s.participant_id')
    .execute();

  const blockers: string[] = [];
  if (!matches.length) blockers.push('The pool has no matches.');
  for (const match of matches)
    if (match.status === 'scheduled') blockers.push(`Match ${match.number} has no results yet.`);
  const disputed = await db
    .selectFrom('dispute as d')
    .innerJoin('match as m', 'm.id', 'd.match_id')
    .select('m.number')
    .where('m.group_id', '=', groupId)
    .where('d.status', '=', 'open')
    .orderBy('m.number')
    .execute();
  for (const { number } of disputed) blockers.push(`Match ${number} has an open dispute.`);
  const lastResultAt = standings.length
    ? new Date(Math.max(...standings.map((s) => new Date(s.updated_at).getTime())))
    : null;
  const windowEnds = lastResultAt && new Date(lastResultAt.getTime() + windowHours * HOUR_MS);
  if (windowEnds && windowEnds > now)
    blockers.push(`The dispute window of the last result ends at ${windowEnds.toISOString()}.`);
  const semiFinal = pool.stage === 'semi-final';
  const prizes = poolPrizes(pool);
  if (!prizes && !semiFinal)
    blockers.push(
      'This group was filled before prize pools (mixed tiers and passes): it has no one prize table.',
    );
  if (!standings.length) blockers.push('The pool has no paid entries.');
  return {
    groupId,
    semiFinal,
    matchesHeld: matches.filter((m) => m.status === 'completed').length,
    blockers,
    prizes,
    standings: standings.map((s) => ({
      participantId: s.participant_id,
      name: s.name,
      ownerId: s.owner_id,
      rank: s.rank,
      matchesPlayed: s.matches_played,
      paidAt: new Date(s.paid_at ?? 0),
    })),
    lastResultAt,
  };
}

/** Cash and season points need every held match (decision 25, "Cash needs every match"). */
const finalStandings = (facts: PoolFacts): ClosedEntry[] =>
  facts.standings.map((s) => ({
    entryId: s.participantId,
    ownerId: s.ownerId,
    rank: s.rank,
    qualifies: s.matchesPlayed >= facts.matchesHeld && facts.matchesHeld > 0,
    paidAt: s.paidAt,
  }));

interface Plan extends ClosePreview {
  computed: PrizeAwards;
  facts: PoolFacts;
}

async function planClose(em: EntityManager, groupId: string, windowHours: number, now: Date): Promise<Plan> {
  if (!isUuid(groupId) || !(await groupExists(em, groupId)))
    throw new AppError('NOT_FOUND', 'Pool not found', { reason: 'pool.not_found' });
  const facts = await poolFacts(em, groupId, windowHours, now);
  const computed: PrizeAwards = facts.prizes
    ? awardPrizes(finalStandings(facts), facts.prizes)
    : { awards: [], awardedPaise: 0, unawardedPlaces: [] };
  const previous = await em.find(PrizeAward, { group: groupId, status: { $ne: 'voided' } });
  const previousOf = new Map(previous.map((award) => [award.participant.id, award]));
  const standingOf = new Map(facts.standings.map((s) => [s.participantId, s]));
  const awards = computed.awards.map((award) => {
    const before = previousOf.get(award.entryId);
    const standing = standingOf.get(award.entryId)!;
    const same = before && before.amountPaise === award.amountPaise && before.rank === standing.rank;
    return {
      participantId: award.entryId,
      name: standing.name,
      rank: standing.rank,
      places: award.places,
      amountPaise: award.amountPaise,
      change: same ? ('same' as const) : before ? ('changed' as const) : ('new' as const),
    };
  });
  const kept = new Set(awards.filter((a) => a.change === 'same').map((a) => a.participantId));
  const outdated = previous.filter((award) => !kept.has(award.participant.id));
  const asRef = (award: PrizeAward) => ({
    awardId: award.id,
    participantId: award.participant.id,
    amountPaise: award.amountPaise,
  });
  const close = await em.findOne(PoolClose, { group: groupId });
  return {
    groupId,
    noCash: facts.semiFinal ? SEMI_FINAL_NO_CASH : null,
    blockers: facts.blockers,
    matchesHeld: facts.matchesHeld,
    awards,
    awardedPaise: computed.awardedPaise,
    unawardedPlaces: computed.unawardedPlaces,
    voids: outdated.filter((award) => award.status !== 'paid').map(asRef),
    flagged: outdated.filter((award) => award.status === 'paid').map(asRef),
    closed: close
      ? { closedAt: close.closedAt, closes: close.closes, reopenedAt: close.reopenedAt ?? null }
      : null,
    computed,
    facts,
  };
}

async function groupExists(em: EntityManager, groupId: string): Promise<boolean> {
  const row = await tablesOf<Tables>(em)
    .selectFrom('qualifier_group')
    .select('id')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return Boolean(row);
}

const publicPlan = ({ computed: _computed, facts: _facts, ...preview }: Plan): ClosePreview => preview;

/** What closing the pool now would award, and what stops it. Changes nothing. */
export async function closePreview(
  em: EntityManager,
  groupId: string,
  windowHours: number,
  now = new Date(),
): Promise<ClosePreview> {
  return publicPlan(await planClose(em, groupId, windowHours, now));
}

/**
 * Closes a pool: freezes its final ranks into prize awards, tells the winners, audits it. Closing a
 * closed pool that no result reopened changes nothing; a reopened one is re-closed, voiding the
 * awards that changed (with the reason) and issuing their replacements.
 */
export async function closePool(
  em: EntityManager,
  actor: Actor,
  groupId: string,
  windowHours: number,
  now = new Date(),
): Promise<CloseResult> {
  if (!isUuid(groupId)) throw new AppError('NOT_FOUND', 'Pool not found', { reason: 'pool.not_found' });
  return em.transactional(async (tx) => {
    // The pool's row lock: one close at a time per pool.
    const locked = await tablesOf<Tables>(tx)
      .selectFrom('qualifier_group')
      .select('id')
      .where('id', '=', groupId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new AppError('NOT_FOUND', 'Pool not found', { reason: 'pool.not_found' });
    const plan = await planClose(tx, groupId, windowHours, now);
    if (plan.closed && !plan.closed.reopenedAt) return { ...publicPlan(plan), changed: false };
    if (plan.blockers.length)
      throw new AppError('CONFLICT', `This pool cannot close yet: ${plan.blockers.join(' ')}`, {
        reason: 'pool.not_closable',
      });

    await writeAwards(tx, groupId, plan, now);
    // Season points follow the closed results, replaced with them on a re-close; the Semi-Finals
    // give none (their ranks lead to the National Finals invitations instead).
    if (!plan.facts.semiFinal)
      await writeSeasonPoints(tx, groupId, finalStandings(plan.facts), prizePlaces(plan.facts.prizes!));
    const close = await tx.findOne(PoolClose, { group: groupId });
    const closes = (close?.closes ?? 0) + 1;
    const state = {
      closedAt: now,
      closedBy: actor.userId.slice(0, 64),
      reopenedAt: null,
      matchesHeld: plan.matchesHeld,
      awardedPaise: plan.awardedPaise,
      unawardedPlaces: plan.unawardedPlaces,
    };
    const before = close && { closes: close.closes, reopenedAt: close.reopenedAt };
    if (close) tx.assign(close, { ...state, closes });
    else tx.create(PoolClose, { group: groupId, ...state, closes });
    recordAudit(tx, actor, close ? 'pool.reclose' : 'pool.close', {
      entity: 'qualifier_group',
      entityId: groupId,
      before,
      after: {
        awards: plan.awards.map(({ participantId, rank, amountPaise, change }) => ({
          participantId,
          rank,
          amountPaise,
          change,
        })),
        awardedPaise: plan.awardedPaise,
        unawardedPlaces: plan.unawardedPlaces,
        voided: plan.voids,
        flagged: plan.flagged,
      },
    });
    await tx.flush();
    await tellFinalRanks(tx, plan.facts, closes);
    return { ...publicPlan(plan), closed: { closedAt: now, closes, reopenedAt: null }, changed: true };
  });
}

/** Each player hears their final rank; a re-close (results changed) is told again. */
async function tellFinalRanks(tx: EntityManager, facts: PoolFacts, closes: number): Promise<void> {
  const pool = await tablesOf<Tables>(tx)
    .selectFrom('qualifier_group as grp')
    .innerJoin('qualifier as q', 'q.id', 'grp.qualifier_id')
    .innerJoin('game as g', 'g.id', 'q.game_id')
    .select(['grp.number', 'g.name'])
    .where('grp.id', '=', facts.groupId)
    .executeTakeFirstOrThrow();
  for (const row of finalStandings(facts))
    if (row.ownerId)
      await emit(tx, {
        type: 'qualifier.closed',
        key: `qualifier.closed:${facts.groupId}:${closes}`,
        userIds: [row.ownerId],
        params: { game: pool.name, pool: pool.number, rank: row.rank },
        path: CLIENT_PATHS.dashboard,
      });
}

/** Voids the outdated awards of a re-close, issues the new ones and tells the players. */
async function writeAwards(tx: EntityManager, groupId: string, plan: Plan, now: Date): Promise<void> {
  const previous = await tx.find(PrizeAward, { group: groupId, status: { $ne: 'voided' } });
  const voided = new Map<string, PrizeAward>();
  for (const ref of plan.voids) {
    const award = previous.find((a) => a.id === ref.awardId)!;
    award.status = 'voided';
    award.voidedAt = now;
    award.voidReason = 'Results changed after the close; the pool was closed again.';
    voided.set(award.participant.id, award);
  }
  const ownerOf = new Map(plan.facts.standings.map((s) => [s.participantId, s.ownerId]));
  // The books: what each award owes the winner, and what a voided one no longer does.
  const ledger: LedgerLine[] = [...voided.values()].map((award) => ({
    kind: 'prize_voided',
    amountPaise: award.amountPaise,
    accountId: ownerOf.get(award.participant.id),
    reference: award.id,
    occurredAt: now,
  }));
  // A paid award that would change stays as it is (the money has left): flagged, not reissued.
  const flagged = new Set(plan.flagged.map((ref) => ref.participantId));
  for (const award of plan.awards.filter((a) => a.change !== 'same' && !flagged.has(a.participantId))) {
    const id = randomUUID();
    ledger.push({
      kind: 'prize_awarded',
      amountPaise: award.amountPaise,
      accountId: ownerOf.get(award.participantId),
      reference: id,
      occurredAt: now,
    });
    tx.create(PrizeAward, {
      id,
      group: groupId,
      participant: award.participantId,
      rank: award.rank,
      places: award.places,
      amountPaise: award.amountPaise,
      replaces: voided.get(award.participantId)?.id ?? null,
    });
    const owner = ownerOf.get(award.participantId);
    if (owner)
      await emit(tx, {
        type: 'prize.awarded',
        key: `prize.awarded:${id}`,
        userIds: [owner],
        params: { amount: formatPaise(award.amountPaise), rank: award.rank },
        path: CLIENT_PATHS.dashboard,
      });
  }
  for (const award of voided.values()) {
    const owner = ownerOf.get(award.participant.id);
    if (owner && !plan.awards.some((a) => a.participantId === award.participant.id))
      await emit(tx, {
        type: 'prize.withdrawn',
        key: `prize.withdrawn:${award.id}`,
        userIds: [owner],
        params: { amount: formatPaise(award.amountPaise) },
        path: CLIENT_PATHS.dashboard,
      });
  }
  await book(tx, ledger);
}

/**
 * A result of a closed pool changed (a late dispute): the pool waits for a re-close, which shows
 * the correction. Call in the result's transaction.
 */
export async function reopenIfClosed(em: EntityManager, groupId: string, now = new Date()): Promise<void> {
  const close = await em.findOne(PoolClose, { group: groupId });
  if (close && !close.reopenedAt) close.reopenedAt = now;
}

/**
 * Closes every pool that has been closable for `afterHours` (the job's rule): its matches are all
 * played or cancelled and its dispute window ended that long ago. Returns the pools it closed.
 */
export async function closeDuePools(
  em: EntityManager,
  afterHours: number,
  windowHours: number,
  now = new Date(),
): Promise<string[]> {
  const since = new Date(now.getTime() - (windowHours + afterHours) * HOUR_MS);
  const db = tablesOf<Tables | typeof PoolClose>(em);
  const candidates = await db
    .selectFrom('pool_standing as s')
    .leftJoin('pool_close as c', 'c.group_id', 's.group_id')
    .select('s.group_id')
    .where((w) => w.or([w('c.group_id', 'is', null), w('c.reopened_at', 'is not', null)]))
    .where((w) =>
      w.not(
        w.exists(
          w
            .selectFrom('match as m')
            .select('m.id')
            .whereRef('m.group_id', '=', 's.group_id')
            .where('m.status', '=', 'scheduled'),
        ),
      ),
    )
    .groupBy('s.group_id')
    .having((h) => h.fn.max('s.updated_at'), '<=', since)
    .execute();
  const closed: string[] = [];
  for (const { group_id } of candidates) {
    try {
      await closePool(em, AUTO_CLOSE_ACTOR, group_id, windowHours, now);
      closed.push(group_id);
    } catch (error) {
      // Not closable after all (a legacy group, no paid entry): left for the organisers.
      if (!(error instanceof AppError && error.reason === 'pool.not_closable')) throw error;
    }
  }
  return closed;
}
