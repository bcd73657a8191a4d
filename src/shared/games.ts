import { z } from 'zod';
import { seasonStartSchema } from './seasons.ts';
import { GAME_CATEGORIES, GAME_PLATFORMS, MAX_TEAMMATES, SCORING_FORMATS } from './registration-rules.ts';

/** A squad is the captain and 1 to 5 teammates. */
export const MIN_TEAM_SIZE = 2;
export const MAX_TEAM_SIZE = 1 + MAX_TEAMMATES;
/** Entries (players, or squads) per lobby of a match. */
export const MIN_LOBBY_SIZE = 2;
export const MAX_LOBBY_SIZE = 200;
/** At most a day's notice for a match's check-in. */
export const MAX_CHECK_IN_MINUTES = 1440;
export const MAX_PLACEMENT_POINTS = 100;
export const MAX_POINTS_PER_FINISH = 10;
const SORT_ORDER_MESSAGE = 'Order is a whole number from 0 to 1000.';
const TEAM_SIZE_MESSAGE = `Team size is the number of players in a squad, captain included: a whole number from ${MIN_TEAM_SIZE} to ${MAX_TEAM_SIZE}.`;

export const gameSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  openForRegistration: z.boolean(),
  /** Players per squad, the captain included. */
  teamSize: z.number().int(),
  platform: z.enum(GAME_PLATFORMS),
  /** Lobby placement (points per placement and finish) or head-to-head (Swiss rounds). */
  scoringFormat: z.enum(SCORING_FORMATS),
  /** Entries per lobby of a solo match, and of a squad match. */
  soloLobbySize: z.number().int(),
  squadLobbySize: z.number().int(),
  /** A match's check-in window, in minutes before its start. */
  checkInOpensMinutes: z.number().int(),
  checkInClosesMinutes: z.number().int(),
  /** Lobby placement's points for 1st, 2nd, ...; lower placements score 0 (unused head-to-head). */
  placementPoints: z.array(z.number().int()),
  /** Lobby placement's points per finish (unused head-to-head). */
  pointsPerFinish: z.number().int(),
  /** The month (yyyy-mm) of the first of its season's 15 qualifiers. */
  seasonStart: z.string(),
  /** Place in the site's lists of games, smallest first (an edit sends it back unchanged). */
  sortOrder: z.number().int(),
});
export type GameView = z.infer<typeof gameSchema>;

const slug = z
  .string()
  .trim()
  .min(1, 'Slug is required.')
  .max(80, 'Keep the slug to 80 characters or fewer.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens in the slug.');

/** A whole number from `min` to `max`, or left out; one message for every way it is wrong. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message).optional();

const LOBBY_SIZE_MESSAGE = `A lobby holds ${MIN_LOBBY_SIZE} to ${MAX_LOBBY_SIZE} entries.`;
const CHECK_IN_MESSAGE = `Check-in minutes are a whole number from 0 to ${MAX_CHECK_IN_MINUTES} before the start.`;
export const CHECK_IN_ORDER_MESSAGE = 'Check-in must open before it closes: more minutes before the start.';
const PLACEMENT_POINTS_MESSAGE = 'Placement points are whole numbers from 0 up, for 1st, 2nd and so on.';
const PER_FINISH_MESSAGE = `Points per finish are a whole number from 0 to ${MAX_POINTS_PER_FINISH}.`;

const placementPoints = z
  .array(
    z
      .number({ error: PLACEMENT_POINTS_MESSAGE })
      .int(PLACEMENT_POINTS_MESSAGE)
      .min(0, PLACEMENT_POINTS_MESSAGE),
    {
      error: PLACEMENT_POINTS_MESSAGE,
    },
  )
  .min(1, 'Give the points for at least 1st place.')
  .max(MAX_PLACEMENT_POINTS, `Give points for at most ${MAX_PLACEMENT_POINTS} placements.`)
  .refine((points) => points.every((p, i) => i === 0 || p <= points[i - 1]!), {
    message: 'A lower placement cannot score more points than a higher one.',
  });

/** Opens before it closes, when both are given (the service checks a change of one). */
export const checkInInOrder = (opens: number, closes: number) => opens > closes;

export const gameInputSchema = z
  .object({
    slug,
    name: z.string().trim().min(1, 'Name is required.').max(100, 'Keep the name to 100 characters or fewer.'),
    category: z.enum(GAME_CATEGORIES, {
      error: 'Choose a game category: moba, fps, strategy, tactical or battle_royale.',
    }),
    openForRegistration: z.boolean().default(true),
    sortOrder: z
      .number({ error: SORT_ORDER_MESSAGE })
      .int(SORT_ORDER_MESSAGE)
      .min(0, SORT_ORDER_MESSAGE)
      .max(1000, SORT_ORDER_MESSAGE)
      .default(0),
    /** Players per squad, the captain included; left out: 4 for a new game, unchanged on update. */
    teamSize: wholeNumber(MIN_TEAM_SIZE, MAX_TEAM_SIZE, TEAM_SIZE_MESSAGE),
    /** Left out: mobile for a new game, unchanged on update. */
    platform: z.enum(GAME_PLATFORMS, { error: 'Choose where the game is played: mobile or pc.' }).optional(),
    // The championship's game data (docs/decisions/0025-championship-rules.md): left out, the
    // defaults for a new game (head-to-head, lobbies of 2, check-in 60 to 15 minutes before, the
    // default placement points) and unchanged on update.
    scoringFormat: z
      .enum(SCORING_FORMATS, { error: 'Choose how matches are scored: placement or head-to-head.' })
      .optional(),
    soloLobbySize: wholeNumber(MIN_LOBBY_SIZE, MAX_LOBBY_SIZE, LOBBY_SIZE_MESSAGE),
    squadLobbySize: wholeNumber(MIN_LOBBY_SIZE, MAX_LOBBY_SIZE, LOBBY_SIZE_MESSAGE),
    checkInOpensMinutes: wholeNumber(0, MAX_CHECK_IN_MINUTES, CHECK_IN_MESSAGE),
    checkInClosesMinutes: wholeNumber(0, MAX_CHECK_IN_MINUTES, CHECK_IN_MESSAGE),
    placementPoints: placementPoints.optional(),
    pointsPerFinish: wholeNumber(0, MAX_POINTS_PER_FINISH, PER_FINISH_MESSAGE),
    seasonStart: seasonStartSchema.optional(),
  })
  .refine(
    ({ checkInOpensMinutes: opens, checkInClosesMinutes: closes }) =>
      opens === undefined || closes === undefined || checkInInOrder(opens, closes),
    { message: CHECK_IN_ORDER_MESSAGE, path: ['checkInClosesMinutes'] },
  );
export type GameInput = z.infer<typeof gameInputSchema>;
