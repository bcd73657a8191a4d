import type { EntityManager } from '@mikro-orm/postgresql';
import type { PassCard, PastMatch, Transaction, UpcomingMatch } from '../../shared/dashboard.ts';
import { ROOM_RELEASE_MINUTES } from '../../shared/dashboard.ts';
import { MATCHES_PER_MONTH, type PlayFormat, type RiskCategory } from '../../shared/registration-rules.ts';
import { findPass, type PriceCategory } from '../../shared/passes.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { matchesNeeded } from './membership.ts';
import { sql } from '../db/sql.ts';
import { pastMatchesOf, upcomingMatchesOf } from '../matches/index.ts';
import { transactionsOfOwner } from '../payments/index.ts';
import type { PlayerScope } from '../registration/index.ts';

// The dashboard's reads, always filtered by the caller: their own user id, or for a
// game-credential session the one registration it is confined to. Matches and transactions come
// from their features' reads. The pass cards and activity stay raw SQL here: they rank each pass in
// its qualifier group over every member's results (window functions over an aggregate across the
// registration, qualifier and match tables), which neither the ORM's find nor one feature's read
// expresses; their row types are written out below.

/** Whose passes a tab shows: an account's, or one pass (a game-credential session's). */
export type DashboardScope = PlayerScope;

/** The condition on `participant p` that keeps a query inside the scope, and its parameter. */
const inScope = (scope: DashboardScope): [string, string] =>
  'participantId' in scope ? ['p.id = ?', scope.participantId] : ['p.owner_id = ?', scope.ownerId];

type Row = Record<string, unknown>;
/** Raw queries answer timestamps as text. */
const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const run = <T = Row>(em: EntityManager, query: string, params: unknown[]) => sql<T[]>(em, query, params);

interface PassRow {
  id: string;
  game: string;
  play_format: PlayFormat;
  price_category: PriceCategory;
  pass_price: number;
  risk_category: RiskCategory;
  paid_at: Date;
  month: string | null;
  group_number: number | null;
  played: number;
  current_rank: number | null;
  total: number;
  game_username: string | null;
  game_password_sealed: string | null;
}

/**
 * Paid passes with progress and standing in their group, newest first. With `box`, an account's
 * cards carry the owner's own game credentials (the leader's account of the pass); a
 * game-credential session's card never does (its holder sees their own on the pass view).
 */
export async function passCards(
  em: EntityManager,
  scope: DashboardScope,
  offset: number,
  limit: number,
  box?: SecretBox,
): Promise<PassCard[]> {
  const [where, whose] = inScope(scope);
  const rows = await run<PassRow>(
    em,
    `with mine as (
       select p.id, p.group_id from participant p
       where ${where} and p.status = 'paid'
       order by p.paid_at desc, p.id offset ? limit ?),
     standings as (
       select p.id, p.group_id, coalesce(sum(r.points), 0) as points, count(r.id)::int as played
       from participant p
       left join (match_result r join match m on m.id = r.match_id and m.status <> 'cancelled') on r.participant_id = p.id
       where p.status = 'paid' and p.group_id in (select group_id from mine)
       group by p.id, p.group_id),
     ranked as (
       select id, played, (rank() over (partition by group_id order by points desc))::int as current_rank,
              (count(*) over (partition by group_id))::int as total
       from standings)
     select p.id, g.name as game, p.play_format, p.price_category, p.pass_price, p.risk_category, p.paid_at,
            q.month, grp.number as group_number, coalesce(rk.played, 0) as played,
            case when coalesce(rk.played, 0) > 0 then rk.current_rank end as current_rank, coalesce(rk.total, 1) as total,
            ga.username as game_username, ga.password_sealed as game_password_sealed
     from mine join participant p on p.id = mine.id
     left join game_account ga on ga.participant_id = p.id and ga.teammate_id is null
     join game g on g.id = p.game_id
     left join qualifier_group grp on grp.id = p.group_id
     left join qualifier q on q.id = grp.qualifier_id
     left join ranked rk on rk.id = p.id
     order by p.paid_at desc, p.id`,
    [whose, offset, limit],
  );
  return rows.map((row) => {
    const pass = findPass(row.play_format, row.price_category)!;
    return {
      id: row.id,
      game: row.game,
      mode: row.play_format,
      price: row.pass_price,
      type: pass.type,
      riskCategory: row.risk_category,
      status: row.played >= MATCHES_PER_MONTH ? 'completed' : 'active',
      purchasedAt: date(row.paid_at),
      month: row.month,
      matchesCompleted: row.played,
      matchesRequired: MATCHES_PER_MONTH,
      matchesNeeded: matchesNeeded(row.played),
      currentRank: row.current_rank,
      totalParticipants: row.total,
      groupNumber: row.group_number,
      credentials:
        box && 'ownerId' in scope && row.game_username && row.game_password_sealed
          ? { gameUsername: row.game_username, gamePassword: box.open(row.game_password_sealed) }
          : null,
    };
  });
}

/** Every paid pass's month and matches played, and the count of Top 3 finishes. */
export async function activity(em: EntityManager, userId: string) {
  const [passes, top3] = await Promise.all([
    run<{ month: string | null; played: number }>(
      em,
      `select q.month, (select count(*)::int from match_result r join match m on m.id = r.match_id
                         where r.participant_id = p.id and m.status <> 'cancelled') as played
       from participant p left join qualifier_group grp on grp.id = p.group_id left join qualifier q on q.id = grp.qualifier_id
       where p.owner_id = ? and p.status = 'paid'`,
      [userId],
    ),
    run<{ n: number }>(
      em,
      `select count(*)::int as n from match_result r join participant p on p.id = r.participant_id where p.owner_id = ? and r.rank <= 3`,
      [userId],
    ),
  ]);
  return { passes: passes.map((p) => ({ month: p.month, matchesPlayed: p.played })), top3: top3[0]?.n ?? 0 };
}

/** The next matches of the caller's groups; room details only once released and within 15 minutes. */
export async function upcomingMatches(
  em: EntityManager,
  scope: DashboardScope,
  box: SecretBox,
  now = new Date(),
): Promise<UpcomingMatch[]> {
  const rows = await upcomingMatchesOf(em, scope, new Date(now.getTime() - 3 * 60 * 60 * 1000));
  return rows.map((row) => {
    const scheduledAt = date(row.scheduled_at);
    const releasesAt = new Date(scheduledAt.getTime() - ROOM_RELEASE_MINUTES * 60 * 1000);
    const released =
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
    };
  });
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
    rank: r.rank,
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
): Promise<Transaction[]> {
  const rows = await transactionsOfOwner(em, userId, offset, limit);
  return rows.map((r) => {
    const pass = findPass(r.play_format, r.price_category)!;
    const mode = r.play_format === 'solo' ? 'Solo' : 'Squad';
    const risk = r.risk_category === 'hr' ? 'High Risk' : 'Low Risk';
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
      riskCategory: r.risk_category,
      description: `${refund ? 'Refund of ' : ''}${pass.name} for ${r.game} (${mode}, ${risk})`,
      waiting: refund
        ? null
        : r.status === 'mock-pending'
          ? 'demo'
          : r.status === 'pending'
            ? 'gateway'
            : null,
    };
  });
}
