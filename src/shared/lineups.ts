import { z } from 'zod';
import { SCORING_FORMATS } from './registration-rules.ts';

// GET and POST /admin/matches/{id}/lineup (docs/decisions/0025-championship-rules.md, "Lobbies are
// not pools" and "Head-to-head"): a match's line-up as the organisers' console shows it.

export const lineupEntrySchema = z.object({
  participantId: z.string(),
  name: z.string(),
  /** Lobby placement: the entry's lobby. Head-to-head: its board (null for the bye). */
  lobby: z.number().nullable(),
  /** Head-to-head: the entry it plays, null for the bye (and always in lobby placement). */
  opponentId: z.string().nullable(),
  opponentName: z.string().nullable(),
  bye: z.boolean(),
});

export const matchLineupSchema = z.object({
  matchId: z.string(),
  scoringFormat: z.enum(SCORING_FORMATS),
  /** False until an organiser builds it (then `entries` is empty). */
  built: z.boolean(),
  /**
   * The shuffle's seed (pool id : match number), kept so the line-up can be rebuilt and checked
   * (shared/lineup-rules.ts); null for a Swiss round paired from the standings.
   */
  seed: z.string().nullable(),
  /** Lobby placement: entries per lobby (the game's, by format); null head-to-head. */
  lobbySize: z.number().nullable(),
  /** By lobby (board), then name; a bye last. */
  entries: z.array(lineupEntrySchema),
});
export type MatchLineupView = z.infer<typeof matchLineupSchema>;
