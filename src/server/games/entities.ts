import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';
import { GAME_CATEGORIES, GAME_PLATFORMS, SCORING_FORMATS } from '../../shared/registration-rules.ts';
import {
  CHECK_IN,
  DEFAULT_PLACEMENT_POINTS,
  DEFAULT_POINTS_PER_FINISH,
  DEFAULT_SEASON_START,
} from '../../shared/championship-rules.ts';
import { MIN_LOBBY_SIZE } from '../../shared/games.ts';

const GameSchema = defineEntity({
  name: 'Game',
  tableName: 'game',
  properties: {
    id: uuidPrimaryKey(),
    slug: p.string().length(80).unique(),
    name: p.string().length(100),
    category: p.enum(GAME_CATEGORIES),
    openForRegistration: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    /** Players per squad, the captain included (2..6, so up to 5 teammates). */
    teamSize: p.integer().default(4),
    /** Where it is played: the game cards say Mobile or PC. */
    platform: p.enum(GAME_PLATFORMS).default('mobile'),
    // The championship's game data (docs/decisions/0025-championship-rules.md); a new game is
    // head-to-head, two entries a lobby, until an organiser says otherwise.
    scoringFormat: p.enum(SCORING_FORMATS).default('head-to-head'),
    /** Entries per lobby: players in a solo match, squads in a squad match. */
    soloLobbySize: p.integer().default(MIN_LOBBY_SIZE),
    squadLobbySize: p.integer().default(MIN_LOBBY_SIZE),
    /** A match's check-in window, in minutes before its start (opens > closes). */
    checkInOpensMinutes: p.integer().default(CHECK_IN.opensMinutesBefore),
    checkInClosesMinutes: p.integer().default(CHECK_IN.closesMinutesBefore),
    /** Lobby placement's points for 1st, 2nd, ... (non-increasing); unused head-to-head. */
    placementPoints: p.json<number[]>().onCreate(() => [...DEFAULT_PLACEMENT_POINTS]),
    /** Lobby placement's points per finish; unused head-to-head. */
    pointsPerFinish: p.integer().default(DEFAULT_POINTS_PER_FINISH),
    /** The month (yyyy-mm) of the first of a season's 15 qualifiers, solo and squad alike. */
    seasonStart: p.string().length(7).default(DEFAULT_SEASON_START),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class Game extends GameSchema.class {}
GameSchema.setClass(Game);
