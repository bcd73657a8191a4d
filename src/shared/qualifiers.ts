import { z } from 'zod';
import { PLAY_FORMATS } from './registration-rules.ts';

/**
 * The qualifier a player who pays now joins, per game and format: its five match times. A group
 * that has not been scheduled yet shows the times it will get when its first player pays.
 */
export const nextQualifierSchema = z.object({
  game: z.string().describe("The game's slug"),
  playFormat: z.enum(PLAY_FORMATS),
  /** The qualifier's month, yyyy-mm in India. */
  month: z.string(),
  matchTimes: z.array(z.date()),
});
export type NextQualifier = z.infer<typeof nextQualifierSchema>;
