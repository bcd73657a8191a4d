import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminRegistrationListQuery, AdminRegistrationRow } from '../../shared/admin-registrations.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { sql } from 'kysely';
import { tablesOf } from '../db/kysely.ts';
import { escapeLike } from '../db/sql.ts';
import { AppError } from '../errors.ts';
import type { Game } from '../games/entities.ts';
import { GameAccount, Teammate, type Participant } from './entities.ts';
import { findVisibleParticipant } from './service.ts';
import type { RevealedCredentials } from './views.ts';

/**
 * Opens the sealed game passwords of a paid registration for an admin (support: a player who
 * lost theirs). Admin reads mask them, so every reveal is a deliberate call with an audit row
 * naming the admin and the usernames shown; the passwords themselves never reach the log.
 */
export async function revealCredentials(
  em: EntityManager,
  actor: Actor,
  id: string,
  box: SecretBox,
): Promise<RevealedCredentials> {
  return em.transactional(async (tx) => {
    const participant = await findVisibleParticipant(
      tx,
      { userId: actor.userId, role: 'admin', pass: null },
      id,
    );
    if (participant.status !== 'paid')
      throw new AppError('CONFLICT', 'This registration is not paid yet, so it has no credentials to show.', {
        reason: 'registration.unpaid_credentials',
      });
    const accounts = await tx.find(GameAccount, { participant: participant.id });
    const teammates = await tx.find(
      Teammate,
      { participant: participant.id },
      { orderBy: { position: 'asc' } },
    );
    const accountOf = (teammateId: string | null) => {
      const account = accounts.find((a) => (a.teammate?.id ?? null) === teammateId);
      if (!account) throw new Error(`Registration ${participant.id} has no game account for ${teammateId}`);
      return { gameUsername: account.username, gamePassword: box.open(account.passwordSealed) };
    };
    const revealed: RevealedCredentials = {
      id: participant.id,
      ...accountOf(null),
      teammates: teammates.map((mate) => ({ id: mate.id, name: mate.name, ...accountOf(mate.id) })),
    };
    recordAudit(tx, actor, 'participant.credentials.reveal', {
      entity: 'Participant',
      entityId: participant.id,
      before: null,
      after: { usernames: [revealed.gameUsername, ...revealed.teammates.map((m) => m.gameUsername)] },
    });
    return revealed;
  });
}

type Tables = typeof Participant | typeof Game | typeof GameAccount | typeof Teammate;

/** Registrations with their game, under the list's search (a player's name or e-mail, a game username) and filters. */
function registrations(em: EntityManager, query: AdminRegistrationListQuery) {
  return tablesOf<Tables>(em)
    .selectFrom('participant as p')
    .innerJoin('game as g', 'g.id', 'p.game_id')
    .$if(!!query.search, (q) =>
      q.where((eb) => {
        const pattern = `%${escapeLike(query.search!)}%`;
        return eb.or([
          eb('p.name', 'ilike', pattern),
          eb('p.email', 'ilike', pattern),
          eb.exists(
            eb
              .selectFrom('game_account as a')
              .select(sql.lit(1).as('one'))
              .whereRef('a.participant_id', '=', 'p.id')
              .where('a.username', 'ilike', pattern),
          ),
        ]);
      }),
    )
    .$if(!!query.game, (q) => q.where('g.slug', '=', query.game!))
    .$if(!!query.playFormat, (q) => q.where('p.play_format', '=', query.playFormat!))
    .$if(!!query.status, (q) => q.where('p.status', '=', query.status!));
}

/**
 * GET /admin/participants: every registration, searched (the player's name or e-mail, a game
 * username of the pass), filtered (game, format, status), by creation date (ties by id) and paged,
 * with the total. Two SQL statements, on PGlite and PostgreSQL alike.
 */
export async function listRegistrations(
  em: EntityManager,
  query: AdminRegistrationListQuery,
): Promise<{ items: AdminRegistrationRow[]; total: number; page: number; pageSize: number }> {
  const [rows, counted] = await Promise.all([
    registrations(em, query)
      .select([
        'p.id',
        'g.slug as game_slug',
        'g.name as game_name',
        'p.play_format',
        'p.risk_category',
        'p.pass',
      ])
      .select(['p.pass_price', 'p.status', 'p.name', 'p.email', 'p.created_at', 'p.paid_at'])
      .select((eb) => [
        eb
          .selectFrom('game_account as a')
          .select('a.username')
          .whereRef('a.participant_id', '=', 'p.id')
          .where('a.teammate_id', 'is', null)
          .limit(1)
          .$asScalar()
          .as('game_username'),
        eb
          .selectFrom('teammate as m')
          .select((m) => m.fn.countAll<number | string>().as('n'))
          .whereRef('m.participant_id', '=', 'p.id')
          .$asScalar()
          .as('teammates'),
      ])
      .orderBy('p.created_at', query.order)
      .orderBy('p.id', query.order)
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    registrations(em, query)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      gameSlug: r.game_slug,
      gameName: r.game_name,
      playFormat: r.play_format,
      riskCategory: r.risk_category ?? null,
      pass: r.pass ?? null,
      passPrice: Number(r.pass_price),
      status: r.status,
      playerName: r.name,
      playerEmail: r.email,
      gameUsername: r.game_username,
      teamSize: 1 + Number(r.teammates),
      createdAt: new Date(r.created_at),
      paidAt: r.paid_at == null ? null : new Date(r.paid_at),
    })),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
