import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlayFormat } from '../../shared/registration-rules.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Game } from '../games/entities.ts';
import { emit } from '../notifications/service.ts';
import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import type { SeasonInvitation } from './entities.ts';

type Tables = typeof SeasonInvitation | typeof Game;

export type InvitationStage = 'semi-final' | 'final';

export interface Invitee {
  accountId: string;
  rank: number;
  points: number;
}

/** The audit action of each stage's invitations (their words are in notifications' texts). */
const AUDIT_ACTION: Record<InvitationStage, string> = {
  'semi-final': 'season.semi_final.invite',
  final: 'season.final.invite',
};

/**
 * Invites the ones given to the game's season event at `stage`, in the caller's transaction (which
 * holds the game's row lock): an account already invited is left as it is, so a repeat invites no
 * one twice. Each new invitee is notified, and the run is audited once.
 */
export async function sendInvitations(
  tx: EntityManager,
  actor: Actor,
  game: Pick<Game, 'id' | 'name' | 'seasonStart'>,
  playFormat: PlayFormat,
  stage: InvitationStage,
  invitees: Invitee[],
): Promise<{ invited: number; total: number; changed: boolean }> {
  const db = tablesOf<Tables>(tx);
  const now = new Date();
  const inserted = invitees.length
    ? await db
        .insertInto('season_invitation')
        .values(
          invitees.map((s) => ({
            id: crypto.randomUUID(),
            game_id: game.id,
            play_format: playFormat,
            season_start: game.seasonStart,
            stage,
            account_id: s.accountId,
            rank: s.rank,
            points: s.points,
            status: 'invited' as const,
            created_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['game_id', 'play_format', 'season_start', 'stage', 'account_id']).doNothing(),
        )
        .returning(['id', 'account_id', 'rank', 'points'])
        .execute()
    : [];
  for (const invitation of inserted)
    await emit(tx, {
      type: 'season.invited',
      key: `season.invited:${invitation.id}`,
      userIds: [invitation.account_id],
      params: { game: game.name, stage, rank: invitation.rank, points: invitation.points },
      path: CLIENT_PATHS.dashboard,
    });
  if (inserted.length)
    recordAudit(tx, actor, AUDIT_ACTION[stage], {
      entity: 'game',
      entityId: game.id,
      before: null,
      after: {
        playFormat,
        seasonStart: game.seasonStart,
        invited: inserted.map(({ id, account_id, rank, points }) => ({
          id,
          accountId: account_id,
          rank,
          points,
        })),
      },
    });
  await tx.flush();
  const { total } = await db
    .selectFrom('season_invitation')
    .select((s) => s.fn.countAll<string>().as('total'))
    .where('game_id', '=', game.id)
    .where('play_format', '=', playFormat)
    .where('season_start', '=', game.seasonStart)
    .where('stage', '=', stage)
    .executeTakeFirstOrThrow();
  return { invited: inserted.length, total: Number(total), changed: inserted.length > 0 };
}
