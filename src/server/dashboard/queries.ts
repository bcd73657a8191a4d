import type { EntityManager } from '@mikro-orm/postgresql';
import { leaderboardPath, semiFinalLeaderboardPath } from '../../shared/leaderboard-paths.ts';
import type { PassCard, PastMatch, Transaction, UpcomingMatch } from '../../shared/dashboard.ts';
import { ROOM_RELEASE_MINUTES } from '../../shared/dashboard.ts';
import { checkInWindow } from '../../shared/check-in.ts';
import { MATCHES_PER_MONTH, type PlayFormat, type RiskCategory } from '../../shared/registration-rules.ts';
import { findPass, type PriceCategory } from '../../shared/passes.ts';
import { poolStartNotice, type StartOutcome } from '../../shared/qualifiers.ts';
import { MEMBERSHIP } from '../../shared/championship-rules.ts';
import { defaultPublicName } from '../../shared/users.ts';
import type { AWARD_STATUSES } from '../../shared/prizes.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { matchesNeeded } from './membership.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Game } from '../games/entities.ts';
import type { Match, MatchResult } from '../matches/entities.ts';
import type { Qualifier, QualifierGroup } from '../qualifiers/entities.ts';
import type { GameAccount, Participant } from '../registration/entities.ts';
import type { Payout, PoolClose, PrizeAward } from '../prizes/entities.ts';
import type { PoolStanding } from '../standings/entities.ts';
import { pastMatchesOf, upcomingMatchesOf } from '../matches/index.ts';
import { documentLinksOf } from '../invoices/service.ts';
import { transactionsOfOwner } from '../payments/index.ts';
import { scopeColumn, type PlayerScope } from '../registration/index.ts';

// The dashboard's reads, always filtered by the caller: their own user id, or for a
// game-credential session the one registration it is confined to. Matches and transactions come
// from their features' reads. The pass cards and activity are the dashboard's own question: they
// read each pass's rank, points and matches played from its pool's standings and count the pool's
// entries (across the registration, qualifier and standings tables), so they are written here,
// typed from those features' entities.

/** Whose passes a tab shows: an account's, or one pass (a game-credential session's). */
export type DashboardScope = PlayerScope;
type AwardStatus = (typeof AWARD_STATUSES)[number];

type Tables =
  | typeof Participant
  | typeof GameAccount
  | typeof Game
  | typeof QualifierGroup
  | typeof Qualifier
  | typeof Match
  | typeof MatchResult
  | typeof PoolStanding
  | typeof PrizeAward
  | typeof Payout
  | typeof PoolClose;

/**
 * The prize the closed pool awarded the pass (decision 25); a voided one is not shown. The account
 * claims it (decision 26: the registration's owner); a game-credential session only sees it.
 */
function awardOf(
  row: {
    award_id: string | null;
    award_paise: number | null;
    award_rank: number | null;
    award_status: AwardStatus | null;
    award_paid_at?: Date | string | null;
    award_failure?: string | null;
    award_closed_at?: Date | string | null;
  },
  scope: DashboardScope,
  payoutDeadlineDays: number | undefined,
): PassCard['award'] {
  if (
    row.award_id === null ||
    row.award_paise === null ||
    row.award_rank === null ||
    row.award_status === null
  )
    return null;
  return {
    id: row.award_id,
    amountPaise: row.award_paise,
    rank: row.award_rank,
    status: row.award_status,
    claimable: 'ownerId' in scope,
    paidAt: row.award_paid_at ? date(row.award_paid_at) : null,
    // Why its last payout failed (decision 26), while it is claimed again and waits for another.
    paymentFailure: row.award_status === 'claimed' ? (row.award_failure ?? null) : null,
    // The payout deadline we publish (decision 26): the pool's close + PAYOUT_DEADLINE_DAYS.
    payBy:
      row.award_status !== 'paid' && row.award_closed_at && payoutDeadlineDays !== undefined
        ? new Date(date(row.award_closed_at).getTime() + payoutDeadlineDays * DAY_MS)
        : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Raw queries answer timestamps as text. */
const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * Paid passes with progress and standing in their group, newest first. With `box`, an account's
 * cards carry the owner's own game credentials (the leader's account of the pass); a
 * game-credential session's card never does (its holder sees their own on the pass view). With
 * `payoutDeadlineDays`, an award not paid yet carries the date it is paid by.
 */
export async function passCards(
  em: EntityManager,
  scope: DashboardScope,
  offset: number,
  limit: number,
  box?: SecretBox,
  payoutDeadlineDays?: number,
): Promise<PassCard[]> {
  const [column, whose] = scopeColumn(scope);
  const rows = await tablesOf<Tables>(em)
    .with('mine', (db) =>
      db
        .selectFrom('participant as p')
        .select(['p.id', 'p.group_id'])
        .where(column, '=', whose)
        .where('p.status', '=', 'paid')
        .orderBy('p.paid_at', 'desc')
        .orderBy('p.id')
        .offset(offset)
        .limit(limit),
    )
    .selectFrom('mine')
    .innerJoin('participant as p', 'p.id', 'mine.id')
    .leftJoin('game_account as ga', (join) =>
      join.onRef('ga.participant_id', '=', 'p.id').on('ga.teammate_id', 'is', null),
    )
    .innerJoin('game as g', 'g.id', 'p.game_id')
    .leftJoin('qualifier_group as grp', 'grp.id', 'p.group_id')
    .leftJoin('qualifier as q', 'q.id', 'grp.qualifier_id')
    .leftJoin('qualifier_group as from', 'from.id', 'p.merged_from')
    .leftJoin('pool_standing as ps', (join) =>
      join.onRef('ps.participant_id', '=', 'p.id').onRef('ps.group_id', '=', 'p.group_id'),
    )
    .select([
      'p.id',
      'g.name as game',
      'g.slug as game_slug',
      'p.play_format',
      'p.price_category',
      'p.pass_price',
      'p.risk_category',
    ])
    .select(['p.paid_at', 'q.month', 'grp.number as group_number', 'grp.capacity as pool_size'])
    .select(['grp.start_outcome', 'from.number as merged_from_number'])
    .leftJoin('prize_award as pa', (join) =>
      join.onRef('pa.participant_id', '=', 'p.id').on('pa.status', '<>', 'voided'),
    )
    .select(['ps.rank as standing_rank', 'ps.points as standing_points', 'ps.matches_played'])
    .select([
      'pa.id as award_id',
      'pa.amount_paise as award_paise',
      'pa.rank as award_rank',
      'pa.status as award_status',
      'pa.paid_at as award_paid_at',
    ])
    .select(['ga.username as game_username', 'ga.password_sealed as game_password_sealed'])
    .select((eb) => [
      // Entries holding a place in the pool, for "Rank 12 of 280" before the standings have them all.
      eb
        .selectFrom('participant as mate')
        .select((mate) => mate.cast<number>(mate.fn.countAll(), 'integer').as('n'))
        .whereRef('mate.group_id', '=', 'p.group_id')
        .where('mate.status', '=', 'paid')
        .$asScalar()
        .$notNull()
        .as('total'),
      // The latest payout's failure reason (null unless it failed).
      eb
        .selectFrom('payout as po')
        .select('po.failure_reason')
        .whereRef('po.award_id', '=', 'pa.id')
        .orderBy('po.created_at', 'desc')
        .limit(1)
        .$asScalar()
        .as('award_failure'),
      eb
        .selectFrom('pool_close as pc')
        .select('pc.closed_at')
        .whereRef('pc.group_id', '=', 'pa.group_id')
        .$asScalar()
        .as('award_closed_at'),
    ])
    .orderBy('p.paid_at', 'desc')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => {
    // Matches played as the pool's standings count them (a no-show is not played; decision 25).
    const played = row.matches_played ?? 0;
    return {
      id: row.id,
      game: row.game,
      mode: row.play_format,
      price: row.pass_price,
      type: passTypeOf(row.play_format, row.price_category),
      riskCategory: row.risk_category ?? null,
      status: played >= MATCHES_PER_MONTH ? 'completed' : 'active',
      // A paid pass has its time of payment.
      purchasedAt: date(row.paid_at!),
      month: row.month,
      matchesCompleted: played,
      matchesRequired: MATCHES_PER_MONTH,
      matchesNeeded: matchesNeeded(played),
      // The pool's standings (decision 25): a rank once the pool has a result.
      currentRank: row.standing_rank ?? null,
      points: row.standing_points ?? null,
      poolSize: row.pool_size ?? null,
      totalParticipants: row.total,
      groupNumber: row.group_number,
      poolStart: poolStartOf(row.start_outcome, row.group_number, row.merged_from_number),
      // The prize the closed pool awarded the pass (decision 25); a voided one is not shown.
      award: awardOf(row, scope, payoutDeadlineDays),
      leaderboardPath: poolLeaderboardPath(row),
      credentials:
        box && 'ownerId' in scope && row.game_username && row.game_password_sealed
          ? { gameUsername: row.game_username, gamePassword: box.open(row.game_password_sealed) }
          : null,
    };
  });
}

/** What its pool's start did to a pass (decision 25): the card says so. */
function poolStartOf(
  outcome: StartOutcome | null | undefined,
  groupNumber: number | null,
  mergedFrom: number | null | undefined,
): PassCard['poolStart'] {
  return groupNumber === null ? null : poolStartNotice(outcome ?? null, groupNumber, mergedFrom ?? null);
}

/** Max or Lite; a free Semi-Finals entry has no pass (decision 25): its card says "Semi-Finals". */
function passTypeOf(format: PlayFormat, priceCategory: PriceCategory | null | undefined): PassCard['type'] {
  return (priceCategory && findPass(format, priceCategory)?.type) || 'semi-final';
}

/**
 * A pass's public leaderboard; a free Semi-Finals entry's (no tier and pass, decision 25) is the
 * season's Semi-Finals leaderboard, its month the season's start.
 */
function poolLeaderboardPath(row: {
  game_slug: string;
  month: string | null;
  play_format: PlayFormat;
  risk_category?: RiskCategory | null;
  price_category?: PriceCategory | null;
  group_number: number | null;
}): string | null {
  if (!row.month || row.group_number === null) return null;
  if (!row.risk_category && !row.price_category)
    return semiFinalLeaderboardPath({ game: row.game_slug, seasonStart: row.month, format: row.play_format });
  if (!row.risk_category || !row.price_category) return null;
  return leaderboardPath({
    game: row.game_slug,
    month: row.month,
    format: row.play_format,
    tier: row.risk_category,
    pass: row.price_category,
    pool: row.group_number,
  });
}

/**
 * The player's passes in closed pools, for the National Finals membership
 * (docs/decisions/0025-championship-rules.md, "The road to the National Finals"): each pass's
 * month and whether it played every held match of its pool, and the count of Top 3 final ranks.
 */
export async function activity(em: EntityManager, userId: string) {
  const passes = await tablesOf<Tables | typeof PoolStanding | typeof PoolClose>(em)
    .selectFrom('participant as p')
    .innerJoin('pool_standing as s', 's.participant_id', 'p.id')
    .innerJoin('pool_close as c', 'c.group_id', 's.group_id')
    .innerJoin('qualifier_group as grp', 'grp.id', 's.group_id')
    .innerJoin('qualifier as q', 'q.id', 'grp.qualifier_id')
    .select(['q.month', 's.rank', 's.matches_played', 'c.matches_held'])
    // Monthly qualifiers only: the Semi-Finals make no active month and no Top 3 finish.
    .where('q.stage', '=', 'qualifier')
    .where('p.owner_id', '=', userId)
    .where('p.status', '=', 'paid')
    .execute();
  return {
    passes: passes.map((p) => ({
      month: p.month,
      playedEveryMatch: p.matches_held > 0 && p.matches_played >= p.matches_held,
    })),
    top3: passes.filter((p) => p.rank <= MEMBERSHIP.topFinishRank).length,
  };
}

/**
 * The next matches of the caller's groups, with their check-in; room details only to a checked-in
 * entry, once released and within 15 minutes. `mayCheckIn`: false for a teammate's session.
 */
export async function upcomingMatches(
  em: EntityManager,
  scope: DashboardScope,
  box: SecretBox,
  mayCheckIn: boolean,
  now = new Date(),
): Promise<UpcomingMatch[]> {
  const rows = await upcomingMatchesOf(em, scope, new Date(now.getTime() - 3 * 60 * 60 * 1000));
  return rows.map((row) => {
    const scheduledAt = date(row.scheduled_at);
    const releasesAt = new Date(scheduledAt.getTime() - ROOM_RELEASE_MINUTES * 60 * 1000);
    const window = checkInWindow(
      scheduledAt,
      { checkInOpensMinutes: row.check_in_opens_minutes, checkInClosesMinutes: row.check_in_closes_minutes },
      {
        checkInOpensAt: row.check_in_opens_at == null ? null : date(row.check_in_opens_at),
        checkInClosesAt: row.check_in_closes_at == null ? null : date(row.check_in_closes_at),
      },
    );
    const checkedInAt = row.checked_in_at == null ? null : date(row.checked_in_at);
    const released =
      checkedInAt !== null &&
      row.room_published_at !== null &&
      row.room_id !== null &&
      row.room_password_sealed !== null &&
      now >= releasesAt;
    return {
      matchId: row.id,
      participantId: row.participant_id,
      game: row.game,
      mode: row.play_format,
      matchNumber: row.number,
      scheduledAt,
      groupNumber: row.group_number,
      roomReleasesAt: releasesAt,
      room: released ? { roomId: row.room_id!, roomPassword: box.open(row.room_password_sealed!) } : null,
      checkIn: { ...window, checkedInAt, allowed: mayCheckIn },
      lineup: lineupOf(row),
    };
  });
}

/** The entry's line-up place: a lobby, or (head-to-head) the opponent's public name or a bye. */
function lineupOf(row: Awaited<ReturnType<typeof upcomingMatchesOf>>[number]): UpcomingMatch['lineup'] {
  if (row.lineup_id === null) return null;
  if (row.scoring_format === 'placement') return { lobby: row.lobby ?? null, opponent: null, bye: false };
  if (row.opponent_id === null) return { lobby: null, opponent: null, bye: true };
  const fullName = [row.opponent_first_name, row.opponent_last_name].filter(Boolean).join(' ');
  return {
    lobby: row.lobby ?? null,
    // An opponent whose account was deleted shows the default of no name, "Player".
    opponent: {
      name: row.opponent_public_name ?? defaultPublicName(fullName),
      teammates: row.opponent_teammates ?? 0,
    },
    bye: false,
  };
}

export async function pastMatches(
  em: EntityManager,
  scope: DashboardScope,
  offset: number,
  limit: number,
): Promise<PastMatch[]> {
  const rows = await pastMatchesOf(em, scope, offset, limit);
  return rows.map((r) => ({
    matchId: r.id,
    game: r.game,
    mode: r.play_format,
    matchNumber: r.number,
    playedAt: date(r.scheduled_at),
    outcome: r.outcome,
    scoringFormat: r.scoring_format,
    rank: r.rank,
    finishes: r.finishes,
    scoreFor: r.score_for,
    scoreAgainst: r.score_against,
    bye: r.scoring_format === 'head-to-head' && r.opponent_id === null,
    points: r.points,
    prize: r.prize,
  }));
}

/** Payment and refund statuses as the Transactions tab words them (docs/product.md: completed, pending, failed). */
const TRANSACTION_STATUS: Record<string, Transaction['status']> = {
  success: 'completed',
  'partially-refunded': 'completed',
  refunded: 'completed',
  pending: 'pending',
  'mock-pending': 'pending',
  processed: 'completed',
  requested: 'pending',
};

/** The player's payments and the refunds of them, newest first. */
export async function transactions(
  em: EntityManager,
  userId: string,
  offset: number,
  limit: number,
  /** The tiers' English names (organiser-editable settings, src/shared/tier-texts.ts). */
  tierNames: Record<RiskCategory, string>,
): Promise<Transaction[]> {
  const rows = await transactionsOfOwner(em, userId, offset, limit);
  const documents = await documentLinksOf(em, {
    payments: rows.filter((r) => r.kind === 'payment').map((r) => r.id),
    refunds: rows.filter((r) => r.kind === 'refund').map((r) => r.id),
  });
  return rows.map((r) => {
    // Only paid passes have payments: a transaction's registration always has its pass.
    const pass = findPass(r.play_format, r.price_category!)!;
    const mode = r.play_format === 'solo' ? 'Solo' : 'Squad';
    const risk = tierNames[r.risk_category === 'hr' ? 'hr' : 'lr'];
    const refund = r.kind === 'refund';
    return {
      id: r.id,
      kind: r.kind,
      paymentId: r.payment_id,
      type: refund ? 'Refund' : 'Pass purchase',
      amount: r.amount,
      status: TRANSACTION_STATUS[r.status] ?? 'failed',
      date: r.created_at,
      game: r.game,
      passType: pass.name,
      mode: r.play_format,
      riskCategory: r.risk_category!,
      description: `${refund ? 'Refund of ' : ''}${pass.name} for ${r.game} (${mode}, ${risk})`,
      waiting: refund
        ? null
        : r.status === 'mock-pending'
          ? 'demo'
          : r.status === 'pending'
            ? 'gateway'
            : null,
      document: documents.get(r.id) ?? null,
    };
  });
}
