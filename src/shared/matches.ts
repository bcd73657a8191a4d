import { z } from 'zod';

export const matchResultInputSchema = z.object({
  participantId: z.uuid({ error: 'Registration not found' }),
  rank: z.number().int().min(1, 'Rank starts at 1').max(10_000),
  points: z.number().int().min(0).max(1_000_000).default(0),
  prize: z.number().int().min(0, 'Prize cannot be negative').max(10_000_000).default(0),
  outcome: z.enum(['win', 'loss', 'draw'], { error: 'Outcome is win, loss or draw' }),
});

export const adminMatchSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  groupNumber: z.number(),
  game: z.string(),
  playFormat: z.enum(['solo', 'squad']),
  number: z.number(),
  scheduledAt: z.date(),
  status: z.enum(['scheduled', 'completed', 'cancelled']),
  roomPublished: z.boolean(),
  results: z.number(),
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;

/** One match for the organiser: the match, its group's paid registrations and the results so far. */
export const adminMatchDetailSchema = z.object({
  match: adminMatchSchema.extend({ roomId: z.string().nullable() }),
  members: z.array(
    z.object({
      participantId: z.string(),
      name: z.string(),
      /** Squad members besides the captain. */
      teammates: z.array(z.string()),
    }),
  ),
  results: z.array(matchResultInputSchema.required()),
});
export type AdminMatchDetail = z.infer<typeof adminMatchDetailSchema>;
