import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SEMI_FINAL_INVITES,
  inviteCutoff,
  poolSeasonPoints,
  rankSeason,
  seasonMonths,
  type FinalStanding,
  type SeasonStanding,
} from '../../shared/championship-rules.ts';
import type { PlayFormat } from '../../shared/registration-rules.ts';
import type { InvitationView, SeasonView } from '../../shared/seasons.ts';
import type { Actor } from '../audit/service.ts';
import { isUuid } from '../db/columns.ts';
import { tablesOf } from '../db/kysely.ts';
import { AppError } from '../errors.ts';
import type { Game } from '../games/entities.ts';
import { findGame } from '../games/service.ts';
import type { PoolClose } from '../prizes/entities.ts';
import type { Qualifier, QualifierGroup } from '../qualifiers/entities.ts';
import type { Participant } from '../registration/entities.ts';
import type { AppUser } from '../users/entities.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { SeasonInvitation, SeasonScore } from './entities.ts';
import { sendInvitations } from './invitations.ts';
import { enterSemiFinals, semiFinalsOf } from './semi-finals.ts';

// Seasons (docs/decisions/0025-championship-rules.md, "The road to the National Finals"): season
// points are written when a pool closes, the ranking is read from them, and the season's best are
// invited to the Semi-Finals once its 15th qualifier has closed.

type Tables =
  | typeof SeasonScore
  | typeof SeasonInvitation
  | typeof Qualifier
  | typeof QualifierGroup
  | typeof PoolClose
  | typeof Participant
  | typeof Game
  | typeof AppUser;

export interface ClosedEntry extends FinalStanding {
  /** The account that paid for the entry: the player, or a squad's captain. */
  ownerId: string | null;
}

/**
 * Replaces a pool's season points by its final standings. Call in the close's transaction (a
 * re-close replaces the points of the close before it).
 */
export async function writeSeasonPoints(
  em: EntityManager,
  groupId: string,
  entries: readonly ClosedEntry[],
  prizePlaceCount: number,
): Promise<void> {
  const db = tablesOf<Tables>(em);
  await db.deleteFrom('season_score').where('group_id', '=', groupId).execute();
  if (!entries.length) return;
  const ownerOf = new Map(entries.map((e) => [e.entryId, e.ownerId]));
  const now = new Date();
  await db
    .insertInto('season_score')
    .values(
      poolSeasonPoints(entries, prizePlaceCount).map((scored) => ({
        id: crypto.randomUUID(),
        group_id: groupId,
        participant_id: scored.entryId,
        account_id: ownerOf.get(scored.entryId) ?? null,
        place: scored.place,
        points: scored.points,
        created_at: now,
      })),
    )
    .execute();
}

interface SeasonKey {
  game: Game;
  playFormat: PlayFormat;
  months: string[];
}

async function seasonKey(em: EntityManager, slug: string, playFormat: PlayFormat): Promise<SeasonKey> {
  const game = await findGame(em, slug);
  if (!game) throw new AppError('NOT_FOUND', 'Game not found', { reason: 'game.not_found' });
  return { game, playFormat, months: seasonMonths(game.seasonStart) };
}

/** The season's qualifiers whose every pool with an entry has closed (and not been reopened since). */
async function closedMonths(em: EntityManager, key: SeasonKey): Promise<Set<string>> {
  const rows = await tablesOf<Tables>(em)
    .selectFrom('qualifier as q')
    .innerJoin('qualifier_group as grp', 'grp.qualifier_id', 'q.id')
    .leftJoin('pool_close as c', 'c.group_id', 'grp.id')
    .select(['q.month', 'c.closed_at', 'c.reopened_at'])
    .where('q.stage', '=', 'qualifier')
    .where('q.game_id', '=', key.game.id)
    .where('q.play_format', '=', key.playFormat)
    .where('q.month', 'in', key.months)
    // A pool without a paid entry (all refunded) has nothing to close.
    .where((w) =>
      w.exists(
        w
          .selectFrom('participant as p')
          .select('p.id')
          .whereRef('p.group_id', '=', 'grp.id')
          .where('p.status', '=', 'paid'),
      ),
    )
    .execute();
  const open = new Set(rows.filter((r) => !r.closed_at || r.reopened_at).map((r) => r.month));
  return new Set(rows.map((r) => r.month).filter((month) => !open.has(month)));
}

async function ranking(em: EntityManager, key: SeasonKey): Promise<SeasonStanding[]> {
  const rows = await tablesOf<Tables>(em)
    .selectFrom('season_score as s')
    .innerJoin('qualifier_group as grp', 'grp.id', 's.group_id')
    .innerJoin('qualifier as q', 'q.id', 'grp.qualifier_id')
    .select(['s.account_id', 'grp.qualifier_id', 's.points', 's.place'])
    .where('q.stage', '=', 'qualifier')
    .where('q.game_id', '=', key.game.id)
    .where('q.play_format', '=', key.playFormat)
    .where('q.month', 'in', key.months)
    .where('s.account_id', 'is not', null)
    .execute();
  return rankSeason(
    rows.map((r) => ({
      accountId: r.account_id!,
      qualifierId: r.qualifier_id,
      points: r.points,
      place: r.place ?? null,
    })),
  );
}

/** A game's season in one format: its ranking, how far it is, and who was invited. */
export async function seasonOf(em: EntityManager, slug: string, playFormat: PlayFormat): Promise<SeasonView> {
  const key = await seasonKey(em, slug, playFormat);
  const [closed, standings] = await Promise.all([closedMonths(em, key), ranking(em, key)]);
  const db = tablesOf<Tables>(em);
  const ids = standings.map((s) => s.accountId);
  const [users, invitations] = ids.length
    ? await Promise.all([
        db
          .selectFrom('app_user')
          .select(['id', 'first_name', 'last_name', 'email'])
          .where('id', 'in', ids)
          .execute(),
        db
          .selectFrom('season_invitation')
          .select(['account_id', 'status'])
          .where('game_id', '=', key.game.id)
          .where('play_format', '=', playFormat)
          .where('season_start', '=', key.game.seasonStart)
          .where('stage', '=', 'semi-final')
          .execute(),
      ])
    : [[], []];
  const semiFinal = await semiFinalsOf(em, key.game, playFormat);
  const userOf = new Map(users.map((u) => [u.id, u]));
  const invitationOf = new Map(invitations.map((i) => [i.account_id, i.status]));
  return {
    game: { slug: key.game.slug, name: key.game.name },
    playFormat,
    start: key.months[0]!,
    end: key.months.at(-1)!,
    qualifiersClosed: closed.size,
    finished: closed.has(key.months.at(-1)!),
    invitePlaces: SEMI_FINAL_INVITES[playFormat],
    semiFinal,
    ranking: standings.map((s) => {
      const user = userOf.get(s.accountId);
      const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
      return {
        ...s,
        name: name || user?.email || 'Player',
        email: user?.email ?? null,
        invitation: invitationOf.get(s.accountId) ?? null,
      };
    }),
  };
}

/**
 * Invites the season's best to the Semi-Finals: the top SEMI_FINAL_INVITES and everyone tied at the
 * last invited place. Only after the 15th qualifier has closed; a repeated call invites no one twice
 * (the invitation's unique key), so it is safe to retry. Audited, and each invitee is told.
 */
export async function inviteToSemiFinals(
  em: EntityManager,
  actor: Actor,
  slug: string,
  playFormat: PlayFormat,
): Promise<{ invited: number; total: number; changed: boolean }> {
  return em.transactional(async (tx) => {
    const key = await seasonKey(tx, slug, playFormat);
    const db = tablesOf<Tables>(tx);
    // The game's row lock: one invitation run at a time per game.
    await db.selectFrom('game').select('id').where('id', '=', key.game.id).forUpdate().execute();
    const last = key.months.at(-1)!;
    if (!(await closedMonths(tx, key)).has(last))
      throw new AppError(
        'CONFLICT',
        `The season's 15th qualifier (${last}) has not closed yet: every one of its pools must be closed first.`,
        { reason: 'season.not_finished' },
      );
    const invitees = inviteCutoff(
      (await ranking(tx, key)).map((s) => ({ ...s, id: s.accountId })),
      SEMI_FINAL_INVITES[playFormat],
    );
    return sendInvitations(tx, actor, key.game, playFormat, 'semi-final', invitees);
  });
}

/** The signed-in player's invitations, newest first. */
export async function invitationsOf(em: EntityManager, accountId: string): Promise<InvitationView[]> {
  const rows = await tablesOf<Tables>(em)
    .selectFrom('season_invitation as i')
    .innerJoin('game as g', 'g.id', 'i.game_id')
    .select([
      'i.id',
      'i.stage',
      'g.slug',
      'g.name',
      'i.play_format',
      'i.season_start',
      'i.rank',
      'i.points',
      'i.status',
      'i.created_at',
      'i.responded_at',
    ])
    .where('i.account_id', '=', accountId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    stage: r.stage,
    game: { slug: r.slug, name: r.name },
    playFormat: r.play_format,
    seasonStart: r.season_start,
    rank: r.rank,
    points: r.points,
    status: r.status,
    createdAt: new Date(r.created_at),
    respondedAt: r.responded_at ? new Date(r.responded_at) : null,
  }));
}

/**
 * The player answers an invitation. Answering it the same way again changes nothing (a retry); an
 * answer is final, so the other answer after it is refused. Accepting the Semi-Finals enters their
 * pool for free in the same transaction (semi-finals.ts), once.
 */
export async function answerInvitation(
  em: EntityManager,
  accountId: string,
  id: string,
  answer: 'accepted' | 'declined',
  box: SecretBox,
): Promise<InvitationView> {
  const notFound = () =>
    new AppError('NOT_FOUND', 'Invitation not found', { reason: 'invitation.not_found' });
  if (!isUuid(id)) throw notFound();
  await em.transactional(async (tx) => {
    const db = tablesOf<Tables>(tx);
    const row = await db
      .selectFrom('season_invitation')
      .select(['id', 'status', 'stage', 'account_id', 'game_id', 'play_format', 'season_start'])
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    // A retry of an acceptance makes sure of the entry (made once: its key).
    if (row.status === answer && answer === 'accepted' && row.stage === 'semi-final')
      await enterSemiFinals(tx, box, row);
    if (row.status === answer) return;
    if (row.status !== 'invited')
      throw new AppError('CONFLICT', `You have already ${row.status} this invitation.`, {
        reason: 'invitation.answered',
      });
    await db
      .updateTable('season_invitation')
      .set({ status: answer, responded_at: new Date() })
      .where('id', '=', id)
      .execute();
    if (answer === 'accepted' && row.stage === 'semi-final') await enterSemiFinals(tx, box, row);
  });
  return (await invitationsOf(em, accountId)).find((i) => i.id === id)!;
}

/** The player's points in each season they scored in (the season their games run now). */
export async function seasonPointsOf(em: EntityManager, accountId: string) {
  const rows = await tablesOf<Tables>(em)
    .selectFrom('season_score as s')
    .innerJoin('qualifier_group as grp', 'grp.id', 's.group_id')
    .innerJoin('qualifier as q', 'q.id', 'grp.qualifier_id')
    .innerJoin('game as g', 'g.id', 'q.game_id')
    .select(['g.slug', 'q.play_format'])
    .distinct()
    .where('s.account_id', '=', accountId)
    .where('s.place', 'is not', null)
    .execute();
  const seasons = await Promise.all(
    rows.map(async (r) => {
      const season = await seasonOf(em, r.slug, r.play_format);
      const mine = season.ranking.find((s) => s.accountId === accountId);
      return mine
        ? {
            game: season.game,
            playFormat: season.playFormat,
            seasonStart: season.start,
            points: mine.points,
            rank: mine.rank,
          }
        : null;
    }),
  );
  return seasons
    .filter((s) => s !== null)
    .sort((a, b) => a.game.name.localeCompare(b.game.name) || a.playFormat.localeCompare(b.playFormat));
}
