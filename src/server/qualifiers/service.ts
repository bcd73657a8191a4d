import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { indianMonth } from '../../shared/india-time.ts';
import type {
  AdminPool,
  NextQualifier,
  QualifierStage,
  StartOutcome,
  UnderfilledRule,
} from '../../shared/qualifiers.ts';
import { leaderboardPath, semiFinalLeaderboardPath } from '../../shared/leaderboard-paths.ts';
import {
  PLAY_FORMATS,
  RISK_CATEGORIES,
  type PlayFormat,
  type RiskCategory,
} from '../../shared/registration-rules.ts';
import { PASSES, type PriceCategory } from '../../shared/passes.ts';
import { poolSize } from '../../shared/championship-rules.ts';
import { sql, type Expression } from 'kysely';
import { recordAudit, type Actor } from '../audit/service.ts';
import { tablesOf } from '../db/kysely.ts';
import { AppError } from '../errors.ts';
import type { Game } from '../games/entities.ts';
import { findGame, openGames } from '../games/service.ts';
import type { Payment } from '../payments/entities.ts';
import type { Match } from '../matches/entities.ts';
import type { Participant } from '../registration/entities.ts';
import { Qualifier, QualifierGroup } from './entities.ts';
import { firstMatchAfter, matchTimes } from './schedule.ts';

/** What places a pool: its qualifier (game, format, month), risk tier and pass. */
export type PoolKey = Pick<Participant, 'game' | 'playFormat' | 'riskCategory' | 'priceCategory'>;

/**
 * The prize pool a freshly paid participant goes into (docs/decisions/0025-championship-rules.md,
 * "Prize pools"): this month's qualifier for its game and format, the lowest-numbered pool of its
 * risk tier and pass that can take an entry (see `joinable`), else the next pool, sized by
 * `poolSize`. The qualifier row is locked while placing, so concurrent payments cannot take one
 * last place twice. Call inside the payment's transaction; the caller schedules a new pool's
 * matches (matches service) when `mayLackMatches`.
 *
 * It looks for the pool by the places each pool counts (`placesTaken`), so a payment costs the
 * same in a qualifier's hundredth pool as in its first, and checks the pool found against its
 * entries before taking a place. When no pool has room by its count, or the count was wrong, the
 * tier and pass's pools are counted again from their entries before a new pool opens: entries
 * are the truth, the count only finds the pool fast.
 */
export async function assignGroup(em: EntityManager, participant: PoolKey, paidAt: Date): Promise<Placement> {
  const format = participant.playFormat;
  const { riskCategory, priceCategory } = participant;
  // Only a paid pass is placed by payment; a free Semi-Finals entry has no tier or pass.
  if (!riskCategory || !priceCategory) throw new Error('A registration without a pass has no prize pool');
  const month = indianMonth(paidAt);
  const ofMonth = { game: participant.game, playFormat: format, month, stage: 'qualifier' } as const;
  const lock = { lockMode: LockMode.PESSIMISTIC_WRITE };
  let qualifier = await em.findOne(Qualifier, ofMonth, lock);
  if (!qualifier) {
    // The month's first payment of the game and format makes its qualifier (once, whoever races).
    await createQualifier(em, { gameId: participant.game.id, playFormat: format, month });
    qualifier = await em.findOneOrFail(Qualifier, ofMonth, lock);
  }
  const pools: PoolsOfPass = { qualifierId: qualifier.id, riskCategory, priceCategory };

  let placed = await placeByCount(em, pools, paidAt);
  if (!placed) {
    await recountPlaces(em, pools, paidAt);
    placed = await placeByCount(em, pools, paidAt);
  }
  if (placed)
    return {
      group: em.getReference(QualifierGroup, placed.id),
      number: placed.number,
      month,
      mayLackMatches: !placed.hasMatches,
    };

  const last = await tablesOf<Tables>(em)
    .selectFrom('qualifier_group')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('qualifier_id', '=', pools.qualifierId)
    .where('risk_category', '=', riskCategory)
    .where('price_category', '=', priceCategory)
    .executeTakeFirst();
  const group = em.create(QualifierGroup, {
    qualifier,
    number: (last?.number ?? 0) + 1,
    riskCategory,
    priceCategory,
    capacity: poolSize(format, riskCategory, priceCategory),
    placesTaken: 1,
  });
  await em.flush();
  return { group, number: group.number, month, mayLackMatches: true };
}

/** Where a paid pass was placed. */
export interface Placement {
  /** The pool (a reference, not loaded, when the pass joined a pool that was there). */
  group: QualifierGroup;
  number: number;
  /** The qualifier's month, yyyy-mm. */
  month: string;
  /** Opened by this payment, or found without a match not cancelled: the caller gives it its matches. */
  mayLackMatches: boolean;
}

/** Makes the month's qualifier of a game and format (pools play), unless a racing call made it. */
async function createQualifier(
  em: EntityManager,
  { gameId, playFormat, month }: { gameId: string; playFormat: PlayFormat; month: string },
): Promise<void> {
  await em
    .createQueryBuilder(Qualifier)
    .insert({
      id: crypto.randomUUID(),
      game: gameId,
      playFormat,
      month,
      stage: 'qualifier',
      underfilledRule: 'play',
      createdAt: new Date(),
    })
    .onConflict(['game', 'playFormat', 'month', 'stage'])
    .ignore()
    .execute('run');
}

/** The pools of one tier and pass of a qualifier. */
interface PoolsOfPass {
  qualifierId: string;
  riskCategory: RiskCategory;
  priceCategory: PriceCategory;
}

/**
 * Takes a place in the lowest-numbered pool of the tier and pass not started and with room by its
 * count, when its entries leave one, and counts it: the pool's id, or null (none has room by its
 * count, or the entries fill the one found after all). A full refund committed meanwhile keeps its
 * own step down: the count goes one up, not to a number read before.
 */
async function placeByCount(
  em: EntityManager,
  pools: PoolsOfPass,
  at: Date,
): Promise<{ id: string; number: number; hasMatches: boolean } | null> {
  const found = await tablesOf<Tables>(em)
    .selectFrom('qualifier_group as g')
    .select(['g.id', 'g.places_taken'])
    .where('g.qualifier_id', '=', pools.qualifierId)
    .where('g.risk_category', '=', pools.riskCategory)
    .where('g.price_category', '=', pools.priceCategory)
    .whereRef('g.places_taken', '<', 'g.capacity')
    .where((eb) => eb.not(hasStarted(em, at)))
    .orderBy('g.number')
    .limit(1)
    .executeTakeFirst();
  if (!found) return null;
  const [state] = await groupStates(em, { groupId: found.id }, at);
  if (!state || !joinable(state)) return null;
  await tablesOf<Tables>(em)
    .updateTable('qualifier_group')
    .set((eb) => ({
      places_taken: state.placed === found.places_taken ? eb('places_taken', '+', 1) : state.placed + 1,
    }))
    .where('id', '=', found.id)
    .execute();
  return { id: found.id, number: state.number, hasMatches: state.matchTimes.length > 0 };
}

/**
 * Counts the places of a tier and pass's pools not started from their entries: those opened since
 * the last match began, so this stays small however many pools a month has.
 */
async function recountPlaces(em: EntityManager, pools: PoolsOfPass, at: Date): Promise<void> {
  await tablesOf<Tables>(em)
    .updateTable('qualifier_group as g')
    .set({ places_taken: placesByEntries(em, sql.ref<string>('g.id')) })
    .where('g.qualifier_id', '=', pools.qualifierId)
    .where('g.risk_category', '=', pools.riskCategory)
    .where('g.price_category', '=', pools.priceCategory)
    .where((eb) => eb.not(hasStarted(em, at)))
    .execute();
}

/**
 * A full refund frees the place of the paid entry `entryId` (see `placesByEntries`): its pool
 * counts one fewer. Call in the transaction that makes its payment `refunded`.
 */
export async function freePlace(em: EntityManager, entryId: string): Promise<void> {
  await tablesOf<Tables>(em)
    .updateTable('qualifier_group')
    .set((eb) => ({ places_taken: eb('places_taken', '-', 1) }))
    .where('id', '=', (eb) =>
      eb.selectFrom('participant').select('group_id').where('id', '=', entryId).where('status', '=', 'paid'),
    )
    .where('places_taken', '>', 0)
    .execute();
}

/**
 * What a player who paid now would join, for every game open for registration and both formats:
 * per risk tier and pass, the pool `assignGroup` would pick (number, size, places left; a pool not
 * opened yet is the next number, all places left), and the match times of the first pool that
 * takes entries (or the times a new pool gets). Read fresh on every call: places change with
 * every payment.
 */
export async function nextQualifiers(em: EntityManager, now: Date): Promise<NextQualifier[]> {
  const month = indianMonth(now);
  const games = await openGames(em);
  const states = await groupStates(em, { month }, now);
  const rules = await qualifierRules(em, month);
  const unscheduled = matchTimes(firstMatchAfter(now));
  return games.flatMap((game) =>
    PLAY_FORMATS.map((playFormat) => {
      const mine = states.filter((g) => g.gameId === game.id && g.playFormat === playFormat);
      const first = mine.find((g) => g.riskCategory !== null && joinable(g));
      const times = first?.matchTimes.length ? first.matchTimes : unscheduled;
      const pools = RISK_CATEGORIES.flatMap((riskCategory) =>
        PASSES[playFormat].map(({ priceCategory }) => {
          const ofKey = mine.filter(
            (g) => g.riskCategory === riskCategory && g.priceCategory === priceCategory,
          );
          const open = ofKey.find(joinable);
          const size = open?.capacity ?? poolSize(playFormat, riskCategory, priceCategory);
          return {
            riskCategory,
            priceCategory,
            number: open?.number ?? (ofKey.at(-1)?.number ?? 0) + 1,
            size,
            placesLeft: open ? open.capacity - open.placed : size,
            matchTimes: open?.matchTimes.length ? open.matchTimes : unscheduled,
          };
        }),
      );
      const underfilledRule = rules.get(`${game.id}/${playFormat}`) ?? 'play';
      return { game: game.slug, playFormat, month, matchTimes: times, underfilledRule, pools };
    }),
  );
}

/** The not-filled rule of each qualifier of a month, by `gameId/format`. */
async function qualifierRules(em: EntityManager, month: string): Promise<Map<string, UnderfilledRule>> {
  const rows = await em.find(
    Qualifier,
    { month, stage: 'qualifier' },
    { fields: ['game', 'playFormat', 'underfilledRule'] },
  );
  return new Map(rows.map((q) => [`${q.game.id}/${q.playFormat}`, q.underfilledRule]));
}

export interface GroupState {
  id: string;
  qualifierId: string;
  gameId: string;
  playFormat: PlayFormat;
  /** Null for a group made before pools: it is joined no more. */
  riskCategory: RiskCategory | null;
  priceCategory: PriceCategory | null;
  number: number;
  capacity: number;
  /** Paid entries placed in it, less those refunded in full (a refund frees the place). */
  placed: number;
  /** A match (not cancelled) has begun or been played by the time asked about. */
  started: boolean;
  /** Its matches that are not cancelled, in order. */
  matchTimes: Date[];
  /** What its start did (null: not applied yet). */
  startOutcome: StartOutcome | null;
  /** Its public leaderboard's address (null: a group made before pools has none). */
  leaderboardPath: string | null;
}

/**
 * A pool takes an entry while it has room and none of its matches has begun: a player never
 * joins a pool that has started, so a pass's five matches are five to come.
 */
const joinable = (group: GroupState) => !group.started && group.placed < group.capacity;

type Tables =
  typeof QualifierGroup | typeof Qualifier | typeof Participant | typeof Match | typeof Payment | typeof Game;

/**
 * The places a pool's entries take: paid, and not refunded in full (a full refund leaves the
 * registration paid and its payment `refunded`, still holding the registration's live key).
 */
function placesByEntries(em: EntityManager, groupId: Expression<string>) {
  return tablesOf<Tables>(em)
    .selectFrom('participant as p')
    .select((p) => p.cast<number>(p.fn.countAll(), 'integer').as('n'))
    .where('p.group_id', '=', groupId)
    .where('p.status', '=', 'paid')
    .where((w) =>
      w.not(
        w.exists(
          w
            .selectFrom('payment as pay')
            .select(sql.lit(1).as('one'))
            .whereRef('pay.live_key', '=', 'p.id')
            .where('pay.status', '=', 'refunded'),
        ),
      ),
    )
    .$asScalar()
    .$notNull();
}

/**
 * Whether pool `g` has started by `at`: a match (not cancelled) has begun or been played, or its
 * start was dealt with (merged or cancelled: its matches are cancelled), so it never takes an
 * entry again.
 */
function hasStarted(em: EntityManager, at: Date) {
  const begun = tablesOf<Tables>(em)
    .selectFrom('match as m')
    .select(sql.lit(1).as('one'))
    .where('m.group_id', '=', sql.ref<string>('g.id'))
    .where('m.status', '<>', 'cancelled')
    .where((w) => w.or([w('m.scheduled_at', '<=', at), w('m.status', '=', 'completed')]));
  return sql<boolean>`(${sql.ref('g.start_rule_applied_at')} is not null or exists (${begun}))`;
}

/** The groups of one qualifier, of one month's qualifiers, or of every qualifier, in order of their number. */
export async function groupStates(
  em: EntityManager,
  where: { qualifierId: string } | { month: string } | { groupId: string },
  at: Date,
): Promise<GroupState[]> {
  let query = tablesOf<Tables>(em)
    .selectFrom('qualifier_group as g')
    .innerJoin('qualifier as q', 'q.id', 'g.qualifier_id')
    .innerJoin('game as gm', 'gm.id', 'q.game_id')
    .select(['g.id', 'q.id as qualifier_id', 'q.game_id', 'q.play_format', 'g.capacity', 'g.number'])
    .select(['g.risk_category', 'g.price_category', 'g.start_outcome', 'q.month', 'q.stage', 'gm.slug'])
    .select((eb) => [
      placesByEntries(em, sql.ref<string>('g.id')).as('placed'),
      hasStarted(em, at).as('started'),
      sql<(Date | string)[] | null>`array(${eb
        .selectFrom('match as m')
        .select('m.scheduled_at')
        .whereRef('m.group_id', '=', 'g.id')
        .where('m.status', '<>', 'cancelled')
        .orderBy('m.number')})`.as('match_times'),
    ]);
  if ('qualifierId' in where) query = query.where('q.id', '=', where.qualifierId);
  // A month's qualifiers, not the Semi-Finals that may fall in it.
  else if ('month' in where)
    query = query.where('q.month', '=', where.month).where('q.stage', '=', 'qualifier');
  else query = query.where('g.id', '=', where.groupId);
  const rows = await query
    .orderBy('q.game_id')
    .orderBy('q.play_format')
    .orderBy('g.risk_category')
    .orderBy('g.price_category')
    .orderBy('g.number')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    qualifierId: row.qualifier_id,
    gameId: row.game_id,
    playFormat: row.play_format,
    riskCategory: row.risk_category ?? null,
    priceCategory: row.price_category ?? null,
    number: row.number,
    capacity: row.capacity,
    placed: row.placed,
    started: row.started,
    matchTimes: (row.match_times ?? []).map((time) => new Date(time)),
    startOutcome: row.start_outcome ?? null,
    leaderboardPath: poolLeaderboardPath(row),
  }));
}

/** A pool's public leaderboard: a tier and pass's pool, or the season's Semi-Finals (decision 25). */
function poolLeaderboardPath(pool: {
  slug: string;
  month: string;
  play_format: PlayFormat;
  stage: QualifierStage;
  risk_category?: RiskCategory | null;
  price_category?: PriceCategory | null;
  number: number;
}): string | null {
  const { slug: game, month, play_format: format } = pool;
  if (pool.stage === 'semi-final') return semiFinalLeaderboardPath({ game, seasonStart: month, format });
  if (!pool.risk_category || !pool.price_category) return null;
  return leaderboardPath({
    game,
    month,
    format,
    tier: pool.risk_category,
    pass: pool.price_category,
    pool: pool.number,
  });
}

/** What a paid pass shows of its pool: number, size and places taken, and its leaderboard. */
export interface PoolFill {
  number: number;
  size: number;
  placesTaken: number;
  startOutcome: StartOutcome | null;
  leaderboardPath: string | null;
}

export async function poolFill(em: EntityManager, groupId: string): Promise<PoolFill | null> {
  const [state] = await groupStates(em, { groupId }, new Date());
  return state
    ? {
        number: state.number,
        size: state.capacity,
        placesTaken: state.placed,
        startOutcome: state.startOutcome,
        leaderboardPath: state.leaderboardPath,
      }
    : null;
}

/** Whether a qualifier's first match has begun (a match of any of its pools, not cancelled). */
async function qualifierStarted(em: EntityManager, qualifierId: string, at: Date): Promise<boolean> {
  return (await groupStates(em, { qualifierId }, at)).some((g) => g.started);
}

/** Every pool of the qualifiers of `month` (all months when null), for the console, newest month first. */
export async function adminPools(
  em: EntityManager,
  month: string | null,
  now = new Date(),
): Promise<AdminPool[]> {
  const qualifiers = await em.find(Qualifier, month ? { month } : {}, {
    populate: ['game'],
    orderBy: { month: 'desc', game: { name: 'asc' }, playFormat: 'asc' },
  });
  const pools: AdminPool[] = [];
  for (const qualifier of qualifiers) {
    const states = await groupStates(em, { qualifierId: qualifier.id }, now);
    const started = states.some((g) => g.started);
    for (const g of states)
      pools.push({
        id: g.id,
        qualifierId: qualifier.id,
        game: qualifier.game.slug,
        gameName: qualifier.game.name,
        playFormat: qualifier.playFormat,
        month: qualifier.month,
        stage: qualifier.stage,
        riskCategory: g.riskCategory,
        priceCategory: g.priceCategory,
        number: g.number,
        size: g.capacity,
        filled: g.placed,
        placesLeft: Math.max(0, g.capacity - g.placed),
        started: g.started,
        underfilledRule: qualifier.underfilledRule,
        qualifierStarted: started,
        startOutcome: g.startOutcome,
      });
  }
  return pools;
}

/**
 * Sets what a pool not full at the start does, for one qualifier (created when no one has paid
 * for it yet), audited. Only before the qualifier's first match starts: the players who paid
 * were shown the rule.
 */
export async function setUnderfilledRule(
  em: EntityManager,
  actor: Actor,
  input: { game: string; playFormat: PlayFormat; month: string; rule: UnderfilledRule },
): Promise<{ qualifierId: string; underfilledRule: UnderfilledRule }> {
  return em.transactional(async (tx) => {
    const game = await findGame(tx, input.game);
    if (!game) throw new AppError('NOT_FOUND', 'Game not found', { reason: 'game.not_found' });
    await createQualifier(tx, { gameId: game.id, playFormat: input.playFormat, month: input.month });
    const qualifier = await tx.findOneOrFail(
      Qualifier,
      { game: game.id, playFormat: input.playFormat, month: input.month, stage: 'qualifier' },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (await qualifierStarted(tx, qualifier.id, new Date()))
      throw new AppError(
        'CONFLICT',
        "This qualifier's first match has started: the rule for pools not filled can no longer change.",
        { reason: 'qualifier.rule_after_start' },
      );
    const before = qualifier.underfilledRule;
    if (before !== input.rule) {
      qualifier.underfilledRule = input.rule;
      recordAudit(tx, actor, 'qualifiers.underfilled_rule', {
        entity: 'Qualifier',
        entityId: qualifier.id,
        before: { underfilledRule: before },
        after: { underfilledRule: input.rule },
      });
    }
    return { qualifierId: qualifier.id, underfilledRule: input.rule };
  });
}

export async function findGroup(em: EntityManager, id: string): Promise<QualifierGroup | null> {
  return em.findOne(QualifierGroup, id);
}

/**
 * The Semi-Finals pool of a game's season in one format (docs/decisions/0025-championship-rules.md,
 * "The Semi-Finals as built"): a qualifier of stage 'semi-final' whose month is the season's start,
 * with one pool without tier and pass, made on first use. `capacity` is the number invited; it
 * only grows. Call inside a transaction: the qualifier row stays locked until it ends.
 */
export async function semiFinalPool(
  em: EntityManager,
  season: { gameId: string; playFormat: PlayFormat; seasonStart: string; invited: number },
): Promise<QualifierGroup> {
  const where = {
    game: season.gameId,
    playFormat: season.playFormat,
    month: season.seasonStart,
    stage: 'semi-final' as const,
  };
  await em
    .createQueryBuilder(Qualifier)
    .insert({ id: crypto.randomUUID(), ...where, underfilledRule: 'play', createdAt: new Date() })
    .onConflict(['game', 'playFormat', 'month', 'stage'])
    .ignore()
    .execute('run');
  const qualifier = await em.findOneOrFail(Qualifier, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const pool = await em.findOne(QualifierGroup, { qualifier, number: 1 });
  if (pool) {
    pool.capacity = Math.max(pool.capacity, season.invited);
    await em.flush();
    return pool;
  }
  const created = em.create(QualifierGroup, {
    qualifier,
    number: 1,
    riskCategory: null,
    priceCategory: null,
    capacity: season.invited,
  });
  await em.flush();
  return created;
}

/** The Semi-Finals pool of a season, if anyone has accepted its invitation yet. */
/** How many matches a pool has, held or not: none until they are scheduled (the console's Semi-Finals panel). */
export async function poolMatchCount(em: EntityManager, groupId: string): Promise<number> {
  const row = await tablesOf<typeof Match>(em)
    .selectFrom('match')
    .select((s) => s.cast<number>(s.fn.countAll(), 'integer').as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function findSemiFinalPool(
  em: EntityManager,
  season: { gameId: string; playFormat: PlayFormat; seasonStart: string },
): Promise<QualifierGroup | null> {
  return em.findOne(QualifierGroup, {
    number: 1,
    qualifier: {
      game: season.gameId,
      playFormat: season.playFormat,
      month: season.seasonStart,
      stage: 'semi-final',
    },
  });
}
