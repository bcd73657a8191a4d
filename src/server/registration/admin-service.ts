import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminRegistrationListQuery, AdminRegistrationRow } from '../../shared/admin-registrations.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { escapeLike, sql } from '../db/sql.ts';
import { AppError } from '../errors.ts';
import { GameAccount, Teammate } from './entities.ts';
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

interface RegistrationRowSql {
  id: string;
  game_slug: string;
  game_name: string;
  play_format: AdminRegistrationRow['playFormat'];
  risk_category: AdminRegistrationRow['riskCategory'];
  pass: AdminRegistrationRow['pass'];
  pass_price: number | string;
  status: AdminRegistrationRow['status'];
  name: string;
  email: string;
  game_username: string | null;
  teammates: number | string;
  created_at: Date | string;
  paid_at: Date | string | null;
}

/** The WHERE clause of the list's search and filters, with its parameters. */
function registrationFilter(query: AdminRegistrationListQuery): { clause: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      `(p.name ilike ? or p.email ilike ? or exists (select 1 from game_account a where a.participant_id = p.id and a.username ilike ?))`,
    );
    params.push(pattern, pattern, pattern);
  }
  if (query.game) {
    conditions.push('g.slug = ?');
    params.push(query.game);
  }
  if (query.playFormat) {
    conditions.push('p.play_format = ?');
    params.push(query.playFormat);
  }
  if (query.status) {
    conditions.push('p.status = ?');
    params.push(query.status);
  }
  return { clause: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
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
  const { clause, params } = registrationFilter(query);
  const from = 'from participant p join game g on g.id = p.game_id';
  const [rows, counted] = await Promise.all([
    sql<RegistrationRowSql[]>(
      em,
      `select p.id, g.slug as game_slug, g.name as game_name, p.play_format, p.risk_category, p.pass,
              p.pass_price, p.status, p.name, p.email,
              (select a.username from game_account a where a.participant_id = p.id and a.teammate_id is null limit 1) as game_username,
              (select count(*) from teammate m where m.participant_id = p.id) as teammates,
              p.created_at, p.paid_at
       ${from} ${clause}
       order by p.created_at ${query.order}, p.id ${query.order} offset ? limit ?`,
      [...params, (query.page - 1) * query.pageSize, query.pageSize],
    ),
    sql<{ n: number | string }[]>(em, `select count(*) as n ${from} ${clause}`, params),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      gameSlug: r.game_slug,
      gameName: r.game_name,
      playFormat: r.play_format,
      riskCategory: r.risk_category,
      pass: r.pass,
      passPrice: Number(r.pass_price),
      status: r.status,
      playerName: r.name,
      playerEmail: r.email,
      gameUsername: r.game_username,
      teamSize: 1 + Number(r.teammates),
      createdAt: new Date(r.created_at),
      paidAt: r.paid_at === null ? null : new Date(r.paid_at),
    })),
    total: Number(counted[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
