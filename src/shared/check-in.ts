import { z } from 'zod';
import { matchTimeSchema } from './matches.ts';

// A match's check-in window (docs/decisions/0025-championship-rules.md, "Check-in"), for the
// server that enforces it and the screens that show it.

const MINUTE = 60_000;

export interface CheckInWindow {
  opensAt: Date;
  closesAt: Date;
}

/**
 * The window of a match starting at `scheduledAt`: the organiser's times for the match when set,
 * else the game's minutes before the start (each edge on its own).
 */
export function checkInWindow(
  scheduledAt: Date,
  game: { checkInOpensMinutes: number; checkInClosesMinutes: number },
  match: { checkInOpensAt?: Date | null; checkInClosesAt?: Date | null } = {},
): CheckInWindow {
  return {
    opensAt: match.checkInOpensAt ?? new Date(scheduledAt.getTime() - game.checkInOpensMinutes * MINUTE),
    closesAt: match.checkInClosesAt ?? new Date(scheduledAt.getTime() - game.checkInClosesMinutes * MINUTE),
  };
}

export type CheckInPhase = 'before' | 'open' | 'closed';

/**
 * Where `now` is in the window. The edges: it opens AT `opensAt` (inclusive: at 18:00:00.000 a
 * match at 19:00 with 60 minutes takes check-ins) and closes AT `closesAt` (exclusive: at
 * 18:45:00.000 with 15 minutes it takes none). So [opensAt, closesAt).
 */
export function checkInPhase(window: CheckInWindow, now: Date): CheckInPhase {
  if (now.getTime() < window.opensAt.getTime()) return 'before';
  return now.getTime() < window.closesAt.getTime() ? 'open' : 'closed';
}

/** POST /api/matches/{id}/check-in: the entry (registration) that checks in. */
export const checkInInputSchema = z.object({
  participantId: z.uuid({ error: 'Registration not found' }),
});

/** How an entry stands for a match: checked in (when and by whom) or not. */
export const checkInStatusSchema = z.object({
  matchId: z.string(),
  participantId: z.string(),
  checkedInAt: z.date(),
  by: z.enum(['player', 'organiser']),
});
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;

/** PUT /admin/matches/{id}/check-in: the match's own window; an edge left out keeps its time. */
export const checkInWindowInputSchema = z.object({
  opensAt: matchTimeSchema.optional(),
  closesAt: matchTimeSchema.optional(),
});

/** `.refine(...hasWindowEdge)`: a change of the window gives at least one of its edges. */
export const hasWindowEdge: [
  (input: { opensAt?: Date | undefined; closesAt?: Date | undefined }) => boolean,
  { path: PropertyKey[]; message: string },
] = [
  (input) => input.opensAt !== undefined || input.closesAt !== undefined,
  { path: ['closesAt'], message: 'Give the new close time of check-in' },
];

export const CHECK_IN_WINDOW_MESSAGES = {
  afterStart: 'Check-in must close at the latest when the match starts.',
  order: 'Check-in must open before it closes.',
} as const;
