import { z } from 'zod';
import { gameInputSchema, MIN_LOBBY_SIZE, type GameView } from '../../../../shared/games.ts';
import {
  GAME_CATEGORIES,
  GAME_PLATFORMS,
  SCORING_FORMATS,
  type GameCategory,
  type GamePlatform,
  type ScoringFormat,
} from '../../../../shared/registration-rules.ts';
import {
  CHECK_IN,
  DEFAULT_PLACEMENT_POINTS,
  DEFAULT_POINTS_PER_FINISH,
  DEFAULT_SEASON_START,
} from '../../../../shared/championship-rules.ts';

// The add / edit form of the games section: what its fields hold (text, as inputs do) and the
// input the server takes, checked by the schema the server applies (shared/games.ts).

export interface GameForm {
  name: string;
  slug: string;
  category: GameCategory;
  platform: GamePlatform;
  /** Players per squad, the captain included. */
  teamSize: string;
  sortOrder: string;
  openForRegistration: boolean;
  scoringFormat: ScoringFormat;
  soloLobbySize: string;
  squadLobbySize: string;
  checkInOpensMinutes: string;
  checkInClosesMinutes: string;
  /** Points for 1st, 2nd, ... as a comma-separated list. */
  placementPoints: string;
  pointsPerFinish: string;
  /** The month (yyyy-mm) the game's season of 15 qualifiers starts. */
  seasonStart: string;
}

const pointsText = (points: readonly number[]) => points.join(', ');

/** The form of a new game: the server's defaults (a squad of 4, mobile, open, head-to-head). */
export function emptyGameForm(nextSortOrder: number): GameForm {
  return {
    name: '',
    slug: '',
    category: 'battle_royale',
    platform: 'mobile',
    teamSize: '4',
    sortOrder: String(nextSortOrder),
    openForRegistration: true,
    scoringFormat: 'head-to-head',
    soloLobbySize: String(MIN_LOBBY_SIZE),
    squadLobbySize: String(MIN_LOBBY_SIZE),
    checkInOpensMinutes: String(CHECK_IN.opensMinutesBefore),
    checkInClosesMinutes: String(CHECK_IN.closesMinutesBefore),
    placementPoints: pointsText(DEFAULT_PLACEMENT_POINTS),
    pointsPerFinish: String(DEFAULT_POINTS_PER_FINISH),
    seasonStart: DEFAULT_SEASON_START,
  };
}

export function gameFormOf(game: GameView): GameForm {
  return {
    name: game.name,
    slug: game.slug,
    category: game.category,
    platform: game.platform,
    teamSize: String(game.teamSize),
    sortOrder: String(game.sortOrder),
    openForRegistration: game.openForRegistration,
    scoringFormat: game.scoringFormat,
    soloLobbySize: String(game.soloLobbySize),
    squadLobbySize: String(game.squadLobbySize),
    checkInOpensMinutes: String(game.checkInOpensMinutes),
    checkInClosesMinutes: String(game.checkInClosesMinutes),
    placementPoints: pointsText(game.placementPoints),
    pointsPerFinish: String(game.pointsPerFinish),
    seasonStart: game.seasonStart,
  };
}

/** A whole number from a field; what is not one is checked as typed, for the schema's message. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
/** "10, 6, 5" reads [10, 6, 5]; an empty list is left to the server. */
const numbersOf = (text: string) =>
  text.trim() === '' ? undefined : text.split(',').map((part) => Number(part.trim() || Number.NaN));

export function gameInputOf(form: GameForm): z.input<typeof gameInputSchema> {
  return {
    name: form.name.trim(),
    slug: form.slug.trim(),
    category: form.category,
    platform: form.platform,
    teamSize: numberOf(form.teamSize),
    sortOrder: numberOf(form.sortOrder) ?? 0,
    openForRegistration: form.openForRegistration,
    scoringFormat: form.scoringFormat,
    soloLobbySize: numberOf(form.soloLobbySize),
    squadLobbySize: numberOf(form.squadLobbySize),
    checkInOpensMinutes: numberOf(form.checkInOpensMinutes),
    checkInClosesMinutes: numberOf(form.checkInClosesMinutes),
    placementPoints: numbersOf(form.placementPoints),
    pointsPerFinish: numberOf(form.pointsPerFinish),
    seasonStart: form.seasonStart.trim(),
  };
}

/** The form's values, checked as the server checks them, as the input it takes. */
export const gameFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    category: z.enum(GAME_CATEGORIES),
    platform: z.enum(GAME_PLATFORMS),
    teamSize: z.string(),
    sortOrder: z.string(),
    openForRegistration: z.boolean(),
    scoringFormat: z.enum(SCORING_FORMATS),
    soloLobbySize: z.string(),
    squadLobbySize: z.string(),
    checkInOpensMinutes: z.string(),
    checkInClosesMinutes: z.string(),
    placementPoints: z.string(),
    pointsPerFinish: z.string(),
    seasonStart: z.string(),
  })
  .transform(gameInputOf)
  .pipe(gameInputSchema);
export const GAME_FIELDS = [
  'name',
  'slug',
  'category',
  'platform',
  'teamSize',
  'sortOrder',
  'openForRegistration',
  'scoringFormat',
  'soloLobbySize',
  'squadLobbySize',
  'checkInOpensMinutes',
  'checkInClosesMinutes',
  'placementPoints',
  'pointsPerFinish',
  'seasonStart',
] as const satisfies readonly (keyof GameForm)[];

/** The slug a name suggests: "Free Fire Max!" reads "free-fire-max". */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The place after the last game's, for a new one. */
export const nextSortOrder = (games: readonly Pick<GameView, 'sortOrder'>[]) =>
  Math.min(1000, games.reduce((last, game) => Math.max(last, game.sortOrder), 0) + 1);

export const CATEGORY_LABELS: Record<GameCategory, string> = {
  moba: 'MOBA',
  fps: 'FPS',
  strategy: 'Strategy',
  tactical: 'Tactical',
  battle_royale: 'Battle royale',
};

export const PLATFORM_LABELS: Record<GamePlatform, string> = { mobile: 'Mobile', pc: 'PC' };

export const SCORING_LABELS: Record<ScoringFormat, string> = {
  placement: 'Lobby placement',
  'head-to-head': 'Head-to-head',
};

/** A field's message, or its first part's: a placement point's is at its index. */
export function firstMessage(error: unknown): string | undefined {
  if (Array.isArray(error)) return error.map(firstMessage).find(Boolean);
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return undefined;
}
