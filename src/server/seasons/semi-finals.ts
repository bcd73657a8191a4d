import type { EntityManager } from '@mikro-orm/postgresql';
import { FINAL_INVITES, inviteCutoff, seasonMonths } from '../../shared/championship-rules.ts';
import type { PlayFormat } from '../../shared/registration-rules.ts';
import type { SemiFinalView } from '../../shared/seasons.ts';
import type { Actor } from '../audit/service.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { tablesOf } from '../db/kysely.ts';
import { AppError } from '../errors.ts';
import type { Game } from '../games/entities.ts';
import { findGame } from '../games/service.ts';
import type { PoolClose } from '../prizes/entities.ts';
import type { Qualifier, QualifierGroup } from '../qualifiers/entities.ts';
import { findSemiFinalPool, poolMatchCount, semiFinalPool } from '../qualifiers/service.ts';
import type { Participant } from '../registration/entities.ts';
import { createFreeEntry } from '../registration/service.ts';
import type { PoolStanding } from '../standings/entities.ts';
import type { SeasonInvitation } from './entities.ts';
import { sendInvitations } from './invitations.ts';

// The Semi-Finals and the National Finals invitations (docs/decisions/0025-championship-rules.md,
// "The Semi-Finals as built"): accepting a Semi-Finals invitation enters the season's Semi-Finals
// pool for free; once that pool has closed, its best are invited to the National Finals.

type Tables =
  | typeof SeasonInvitation
  | typeof Qualifier
  | typeof QualifierGroup
  | typeof PoolClose
  | typeof PoolStanding
  | typeof Participant
  | typeof Game;

interface InvitationRow {
  id: string;
  account_id: string;
  game_id: string;
  play_format: PlayFormat;
  season_start: string;
}

/**
 * The free entry of an accepted Semi-Finals invitation, in the answer's transaction (the
 * invitation's row is locked): made once, whatever the number of retries.
 */
export async function enterSemiFinals(tx: EntityManager, box: SecretBox, invitation: InvitationRow) {
  const db = tablesOf<Tables>(tx);
  const season = {
    gameId: invitation.game_id,
    playFormat: invitation.play_format,
    seasonStart: invitation.season_start,
  };
  const { invited } = await db
    .selectFrom('season_invitation')
    .select((s) => s.cast<number>(s.fn.countAll(), 'integer').as('invited'))
    .where('game_id', '=', season.gameId)
    .where('play_format', '=', season.playFormat)
    .where('season_start', '=', season.seasonStart)
    .where('stage', '=', 'semi-final')
    .executeTakeFirstOrThrow();
  const group = await semiFinalPool(tx, { ...season, invited });
  const groups = await db
    .selectFrom('qualifier_group as grp')
    .innerJoin('qualifier as q', 'q.id', 'grp.qualifier_id')
    .select('grp.id')
    .where('q.stage', '=', 'qualifier')
    .where('q.game_id', '=', season.gameId)
    .where('q.play_format', '=', season.playFormat)
    .where('q.month', 'in', seasonMonths(season.seasonStart))
    .execute();
  return createFreeEntry(tx, box, {
    ownerId: invitation.account_id,
    gameId: season.gameId,
    playFormat: season.playFormat,
    fromGroups: groups.map((g) => g.id),
    group,
    key: `semi-final:${invitation.id}`,
  });
}

async function semiFinalState(em: EntityManager, game: Game, playFormat: PlayFormat) {
  const pool = await findSemiFinalPool(em, { gameId: game.id, playFormat, seasonStart: game.seasonStart });
  if (!pool) return null;
  const db = tablesOf<Tables>(em);
  const close = await db
    .selectFrom('pool_close')
    .select(['closed_at', 'reopened_at'])
    .where('group_id', '=', pool.id)
    .executeTakeFirst();
  return { pool, closed: Boolean(close?.closed_at && !close.reopened_at) };
}

/** Who the closed Semi-Finals send to the National Finals: their best by final rank, ties included. */
async function finalists(em: EntityManager, groupId: string, playFormat: PlayFormat) {
  const rows = await tablesOf<Tables>(em)
    .selectFrom('pool_standing as s')
    .innerJoin('participant as p', 'p.id', 's.participant_id')
    .select(['p.owner_id', 's.rank', 's.points'])
    .where('s.group_id', '=', groupId)
    .where('p.status', '=', 'paid')
    .where('p.owner_id', 'is not', null)
    .orderBy('s.rank')
    .orderBy('p.owner_id')
    .execute();
  return inviteCutoff(
    rows.map((r) => ({ id: r.owner_id!, rank: r.rank, points: r.points })),
    FINAL_INVITES[playFormat],
  );
}

async function countInvitations(
  em: EntityManager,
  game: Game,
  playFormat: PlayFormat,
  stage: 'final' | 'semi-final',
) {
  const rows = await tablesOf<Tables>(em)
    .selectFrom('season_invitation')
    .select(['status'])
    .where('game_id', '=', game.id)
    .where('play_format', '=', playFormat)
    .where('season_start', '=', game.seasonStart)
    .where('stage', '=', stage)
    .execute();
  return { total: rows.length, accepted: rows.filter((r) => r.status === 'accepted').length };
}

/** The season's Semi-Finals as the console shows them; null before anyone accepted. */
export async function semiFinalsOf(
  em: EntityManager,
  game: Game,
  playFormat: PlayFormat,
): Promise<SemiFinalView | null> {
  const state = await semiFinalState(em, game, playFormat);
  if (!state) return null;
  const [entries, finals, matchesScheduled] = await Promise.all([
    tablesOf<Tables>(em)
      .selectFrom('participant')
      .select((s) => s.cast<number>(s.fn.countAll(), 'integer').as('n'))
      .where('group_id', '=', state.pool.id)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow(),
    countInvitations(em, game, playFormat, 'final'),
    poolMatchCount(em, state.pool.id),
  ]);
  return {
    poolId: state.pool.id,
    entries: entries.n,
    matchesScheduled,
    closed: state.closed,
    finalInvitePlaces: FINAL_INVITES[playFormat],
    finalists: state.closed ? (await finalists(em, state.pool.id, playFormat)).length : 0,
    finalInvitations: finals.total,
    finalAccepted: finals.accepted,
  };
}

/**
 * Invites the Semi-Finals' best to the National Finals: the top FINAL_INVITES by the closed pool's
 * final ranks, and everyone tied at the last invited place. Refused before the Semi-Finals pool has
 * closed (or while a late result has reopened it); a repeated call invites no one twice. Audited,
 * and each invitee is told.
 */
export async function inviteToFinals(
  em: EntityManager,
  actor: Actor,
  slug: string,
  playFormat: PlayFormat,
): Promise<{ invited: number; total: number; changed: boolean }> {
  return em.transactional(async (tx) => {
    const game = await findGame(tx, slug);
    if (!game) throw new AppError('NOT_FOUND', 'Game not found', { reason: 'game.not_found' });
    const db = tablesOf<Tables>(tx);
    // The game's row lock: one invitation run at a time per game (as for the Semi-Finals).
    await db.selectFrom('game').select('id').where('id', '=', game.id).forUpdate().execute();
    const state = await semiFinalState(tx, game, playFormat);
    if (!state?.closed)
      throw new AppError(
        'CONFLICT',
        'The Semi-Finals have not closed yet: close their pool before inviting to the National Finals.',
        { reason: 'semi_final.not_closed' },
      );
    const invitees = await finalists(tx, state.pool.id, playFormat);
    return sendInvitations(
      tx,
      actor,
      game,
      playFormat,
      'final',
      invitees.map((s) => ({ accountId: s.id, rank: s.rank, points: s.points })),
    );
  });
}
