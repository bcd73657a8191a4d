import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { passNameOf } from '../../shared/passes.ts';
import type { Identity } from '../auth/index.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Game } from '../games/entities.ts';
import { tablesOf } from '../db/kysely.ts';
import type { GameAccount, Participant, Teammate } from './entities.ts';
import type { ParticipantView } from './views.ts';

// A registration as its owner (or an admin) reads it. The reads select the columns the view shows
// (Kysely), not entities: listing and opening a pass are most of a signed-in player's calls, and
// hydrating entities was most of their cost (docs/decisions/0029-where-a-player-s-time-goes.md).

type Tables = typeof Participant | typeof Teammate | typeof GameAccount | typeof Game;

/** What a registration's view is drawn from: its row and its game's slug and name. */
interface ViewedParticipant extends Pick<
  ParticipantView,
  | 'id'
  | 'name'
  | 'phone'
  | 'email'
  | 'state'
  | 'city'
  | 'dateOfBirth'
  | 'category'
  | 'gameName'
  | 'gameCategory'
  | 'playFormat'
  | 'riskCategory'
  | 'priceCategory'
  | 'pass'
  | 'passPrice'
  | 'status'
  | 'createdAt'
  | 'paidAt'
> {
  gameSlug: string;
  ownerId: string | null;
}

/** The view's fields of a registration entity (its game loaded). */
function viewedOf(participant: Participant): ViewedParticipant {
  return {
    id: participant.id,
    name: participant.name,
    phone: participant.phone,
    email: participant.email,
    state: participant.state,
    city: participant.city,
    dateOfBirth: participant.dateOfBirth ?? null,
    category: participant.category,
    gameSlug: participant.game.slug,
    gameName: participant.game.name,
    gameCategory: participant.gameCategory,
    playFormat: participant.playFormat,
    riskCategory: participant.riskCategory ?? null,
    priceCategory: participant.priceCategory ?? null,
    pass: participant.pass ?? null,
    passPrice: participant.passPrice,
    status: participant.status,
    createdAt: participant.createdAt,
    paidAt: participant.paidAt ?? null,
    ownerId: participant.owner?.id ?? null,
  };
}

/** Registrations listed newest first, at most this many. */
const LISTED = 200;

/**
 * GET /api/participants: the caller's registrations (an admin's `all`: everyone's), newest first,
 * with their teammates and credentials: three statements.
 */
export async function listParticipantViews(
  em: EntityManager,
  caller: Identity,
  options: { all: boolean },
  box: SecretBox,
): Promise<ParticipantView[]> {
  let rows = tablesOf<Tables>(em)
    .selectFrom('participant as p')
    .innerJoin('game as g', 'g.id', 'p.game_id')
    .select([
      'p.id',
      'p.name',
      'p.phone',
      'p.email',
      'p.state',
      'p.city',
      sql<string | null>`to_char(p.date_of_birth, 'YYYY-MM-DD')`.as('dateOfBirth'),
      'p.category',
      'g.slug as gameSlug',
      'g.name as gameName',
      'p.game_category as gameCategory',
      'p.play_format as playFormat',
      'p.risk_category as riskCategory',
      'p.price_category as priceCategory',
      'p.pass',
      'p.pass_price as passPrice',
      'p.status',
      'p.created_at as createdAt',
      'p.paid_at as paidAt',
      'p.owner_id as ownerId',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(LISTED);
  if (!(options.all && caller.role === 'admin')) rows = rows.where('p.owner_id', '=', caller.userId);
  // Timestamps come as the database's text (the ORM's type parsers), numerics as strings.
  const participants = (await rows.execute()).map((r): ViewedParticipant => ({
    ...r,
    riskCategory: r.riskCategory ?? null,
    priceCategory: r.priceCategory ?? null,
    pass: r.pass ?? null,
    passPrice: Number(r.passPrice),
    createdAt: new Date(r.createdAt),
    paidAt: r.paidAt == null ? null : new Date(r.paidAt),
    ownerId: r.ownerId ?? null,
  }));
  return viewsOf(em, participants, box, caller);
}

export async function toParticipantView(
  em: EntityManager,
  participant: Participant,
  box: SecretBox,
  viewer: Identity,
): Promise<ParticipantView> {
  return (await viewsOf(em, [viewedOf(participant)], box, viewer))[0]!;
}

/**
 * Views of many registrations with two statements in all (teammates, then paid credentials), as
 * `viewer` may see them: the game passwords of a registration are opened only for its owner; an
 * admin reading anyone else's sees them masked.
 */
async function viewsOf(
  em: EntityManager,
  participants: ViewedParticipant[],
  box: SecretBox,
  viewer: Identity,
): Promise<ParticipantView[]> {
  if (participants.length === 0) return [];
  const paidIds = participants.filter((p) => p.status === 'paid').map((p) => p.id);
  const [teammates, accounts] = await Promise.all([
    tablesOf<Tables>(em)
      .selectFrom('teammate')
      .select([
        'id',
        'participant_id',
        'name',
        'phone',
        'email',
        'state',
        'city',
        sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      ])
      .where(
        'participant_id',
        'in',
        participants.map((p) => p.id),
      )
      .orderBy('position')
      .execute(),
    paidIds.length
      ? tablesOf<Tables>(em)
          .selectFrom('game_account')
          .select(['participant_id', 'teammate_id', 'username', 'password_sealed'])
          .where('participant_id', 'in', paidIds)
          .execute()
      : Promise.resolve([]),
  ]);
  return participants.map((participant) =>
    viewOf(
      participant,
      teammates.filter((mate) => mate.participant_id === participant.id),
      accounts.filter((account) => account.participant_id === participant.id),
      participant.ownerId === viewer.userId ? box : null,
    ),
  );
}

/** A teammate as `viewsOf` reads it. */
interface TeammateRow {
  id: string;
  name: string;
  phone: string;
  email: string;
  state: string;
  city: string;
  date_of_birth: string | null;
}

/** A game account as `viewsOf` reads it: the registration's own (no teammate) or a teammate's. */
interface AccountRow {
  teammate_id: string | null;
  username: string;
  password_sealed: string;
}

function viewOf(
  participant: ViewedParticipant,
  teammates: TeammateRow[],
  accounts: AccountRow[],
  /** Null when the passwords are masked. */
  box: SecretBox | null,
): ParticipantView {
  const credentialsOf = (teammateId: string | null) => {
    const account = accounts.find((a) => (a.teammate_id ?? null) === teammateId);
    if (!account) return { gameUsername: null, gamePassword: null, passwordMasked: false };
    return box
      ? {
          gameUsername: account.username,
          gamePassword: box.open(account.password_sealed),
          passwordMasked: false,
        }
      : { gameUsername: account.username, gamePassword: null, passwordMasked: true };
  };
  const { gameSlug, ownerId: _ownerId, ...fields } = participant;
  return {
    ...fields,
    selectedGame: gameSlug,
    passName: passNameOf(participant.playFormat, participant.priceCategory),
    ...credentialsOf(null),
    teammates: teammates.map((mate) => ({
      id: mate.id,
      name: mate.name,
      phone: mate.phone,
      email: mate.email,
      state: mate.state,
      city: mate.city,
      dateOfBirth: mate.date_of_birth,
      ...credentialsOf(mate.id),
    })),
  };
}
