import {
  DriverException,
  ForeignKeyConstraintViolationException,
  type EntityManager,
} from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { CHECK_IN_ORDER_MESSAGE, checkInInOrder, type GameInput, type GameView } from '../../shared/games.ts';
import { recordAudit, removeAudited, type Actor } from '../audit/service.ts';
import { isUuid } from '../db/columns.ts';
import { escapeLike } from '../db/sql.ts';
import { invalidate } from '../cache/read-cache.ts';
import { AppError } from '../errors.ts';
import { Game } from './entities.ts';

const GAME_NOT_FOUND = 'Game not found';

export async function listGames(
  em: EntityManager,
  options: { search?: string | undefined } = {},
): Promise<GameView[]> {
  const search = options.search?.trim();
  const games = await em.find(Game, search ? { name: { $ilike: `%${escapeLike(search)}%` } } : {}, {
    orderBy: { sortOrder: 'asc', name: 'asc' },
  });
  return games.map(toGameView);
}

/** The games open for registration, in the catalogue's order. */
export async function openGames(em: EntityManager): Promise<{ id: string; slug: string }[]> {
  const games = await em.find(
    Game,
    { openForRegistration: true },
    { orderBy: { sortOrder: 'asc', name: 'asc' } },
  );
  return games.map(({ id, slug }) => ({ id, slug }));
}

export async function createGame(em: EntityManager, actor: Actor, input: GameInput): Promise<GameView> {
  const created = await saveUnique(async () =>
    em.transactional(async (tx) => {
      const game = tx.create(Game, withoutUnset(input));
      checkCheckIn(game);
      await tx.flush();
      recordAudit(tx, actor, 'game.create', {
        entity: 'game',
        entityId: game.id,
        before: null,
        after: toGameView(game),
      });
      return toGameView(game);
    }),
  );
  // The Game Policy page publishes every game's scoring and check-in (pages/championship-policy.ts).
  invalidate(em, 'games');
  return created;
}

export async function updateGame(
  em: EntityManager,
  actor: Actor,
  id: string,
  input: GameInput,
): Promise<GameView> {
  const updated = await saveUnique(async () =>
    em.transactional(async (tx) => {
      const game = await tx.findOne(Game, id);
      if (!game) throw new AppError('NOT_FOUND', GAME_NOT_FOUND, { reason: 'game.not_found' });
      const before = toGameView(game);
      tx.assign(game, withoutUnset(input));
      checkCheckIn(game);
      await tx.flush();
      recordAudit(tx, actor, 'game.update', {
        entity: 'game',
        entityId: id,
        before,
        after: toGameView(game),
      });
      return toGameView(game);
    }),
  );
  invalidate(em, 'games');
  return updated;
}

/**
 * A game with registrations cannot be deleted (close it for registration instead): the
 * registrations' foreign key restricts the delete, so the database itself says so.
 */
export async function deleteGame(em: EntityManager, actor: Actor, id: string): Promise<void> {
  await em.transactional(async (tx) => {
    const game = await tx.findOne(Game, id);
    if (!game) throw new AppError('NOT_FOUND', GAME_NOT_FOUND, { reason: 'game.not_found' });
    removeAudited(tx, actor, 'game.delete', {
      entity: 'game',
      entityId: id,
      record: game,
      before: toGameView(game),
    });
    try {
      await tx.flush();
    } catch (error) {
      // RESTRICT reports 23001 (restrict_violation), NO ACTION the foreign key error.
      const restricted =
        error instanceof ForeignKeyConstraintViolationException ||
        (error instanceof DriverException && error.code === '23001');
      if (!restricted) throw error;
      throw new AppError(
        'CONFLICT',
        'This game has registrations. Close it for registration instead of deleting it.',
        { reason: 'game.has_registrations' },
      );
    }
  });
  invalidate(em, 'games');
}

/** The game behind a slug the client chose; null when there is none. */
/**
 * A game as a registration names it: its slug or id, or its name in any case, since docs/product.md's
 * payload says `"selectedGame": "BGMI"` or `"Free Fire Max"`. A name two games share names neither.
 */
export async function findGame(em: EntityManager, key: string): Promise<Game | null> {
  const wanted = key.trim();
  const bySlugOrId = await em.findOne(Game, {
    $or: [{ slug: wanted.toLowerCase() }, ...(isUuid(wanted) ? [{ id: wanted.toLowerCase() }] : [])],
  });
  if (bySlugOrId) return bySlugOrId;
  const byName = await em.find(Game, { name: { $ilike: escapeLike(wanted) } }, { limit: 2 });
  return byName.length === 1 ? byName[0]! : null;
}

function toGameView(game: Game): GameView {
  return {
    id: game.id,
    slug: game.slug,
    name: game.name,
    category: game.category,
    openForRegistration: game.openForRegistration,
    teamSize: game.teamSize,
    platform: game.platform,
    scoringFormat: game.scoringFormat,
    soloLobbySize: game.soloLobbySize,
    squadLobbySize: game.squadLobbySize,
    checkInOpensMinutes: game.checkInOpensMinutes,
    checkInClosesMinutes: game.checkInClosesMinutes,
    placementPoints: [...game.placementPoints],
    pointsPerFinish: game.pointsPerFinish,
    seasonStart: game.seasonStart,
    sortOrder: game.sortOrder,
  };
}

/** Optional fields left out keep their default on create and their value on update. */
function withoutUnset(input: GameInput) {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as {
    [K in keyof GameInput]: Exclude<GameInput[K], undefined>;
  };
}

/** A change of one end of the check-in window is checked against the other's stored value. */
function checkCheckIn(game: Game): void {
  if (!checkInInOrder(game.checkInOpensMinutes, game.checkInClosesMinutes))
    throw new AppError('BAD_REQUEST', CHECK_IN_ORDER_MESSAGE, { reason: 'game.check_in_order' });
}

async function saveUnique<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new AppError('CONFLICT', 'A game with this slug already exists.', { reason: 'game.slug_taken' });
    throw error;
  }
}
