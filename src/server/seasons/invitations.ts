import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlayFormat } from '../../shared/registration-rules.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Game } from '../games/entities.ts';
import { notify } from '../notifications/service.ts';
import type { SeasonInvitation } from './entities.ts';

type Tables = typeof SeasonInvitation | typeof Game;

export type InvitationStage = 'semi-final' | 'final';

export interface Invitee {
  accountId: string;
  rank: number;
  points: number;
}

const WORDING: Record<InvitationStage, { event: string; from: string; audit: string }> = {
  'semi-final': {
    event: 'Semi-Finals',
    from: 'You finished the season ranked {rank} with {points} season points.',
    audit: 'season.semi_final.invite',
  },
  final: {
    event: 'National Finals',
    from: 'You finished the Semi-Finals ranked {rank} with {points} points.',
    audit: 'season.final.invite',
  },
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
  const wording = WORDING[stage];
  for (const invitation of inserted)
    notify(
      tx,
      invitation.account_id,
      'results',
      `You are invited to the ${game.name} ${wording.event}`,
      `${wording.from.replace('{rank}', String(invitation.rank)).replace('{points}', String(invitation.points))} Accept or decline the invitation on your dashboard.`,
    );
  if (inserted.length)
    recordAudit(tx, actor, wording.audit, {
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
