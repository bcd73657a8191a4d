import { z } from 'zod';
import { GAME_CATEGORIES } from './registration-rules.ts';

export const gameSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  openForRegistration: z.boolean(),
});
export type GameView = z.infer<typeof gameSchema>;

const slug = z
  .string()
  .trim()
  .min(1, 'Slug is required.')
  .max(80, 'Keep the slug to 80 characters or fewer.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens in the slug.');

export const gameInputSchema = z.object({
  slug,
  name: z.string().trim().min(1, 'Name is required.').max(100, 'Keep the name to 100 characters or fewer.'),
  category: z.enum(GAME_CATEGORIES, {
    error: 'Choose a game category: moba, fps, strategy, tactical or battle_royale.',
  }),
  openForRegistration: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1000).default(0),
});
export type GameInput = z.infer<typeof gameInputSchema>;
