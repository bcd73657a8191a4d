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
