import { z } from 'zod';

export const AWARD_STATUSES = ['awarded', 'claimed', 'paid', 'voided'] as const;

// A pool's close and its prize awards (docs/decisions/0025-championship-rules.md, "Closing a pool
// and awarding prizes"): what the console previews and what the close reports.

export const awardChangeSchema = z.enum(['new', 'same', 'changed']);

export const poolAwardSchema = z.object({
  participantId: z.string(),
  name: z.string(),
  rank: z.number(),
  places: z.array(z.number()),
  amountPaise: z.number(),
  /** Against the awards of the previous close: a re-close voids a changed one and issues it anew. */
  change: awardChangeSchema,
});

export const closePreviewSchema = z.object({
  groupId: z.string(),
  /**
   * Null for a qualifier's pool; for the Semi-Finals, the sentence that no cash is awarded there
   * (decision 25): its close freezes the ranks only (no prize award, no season points).
   */
  noCash: z.string().nullable(),
  /** Why the pool cannot close yet; empty when it can. */
  blockers: z.array(z.string()),
  matchesHeld: z.number(),
  awards: z.array(poolAwardSchema),
  awardedPaise: z.number(),
  unawardedPlaces: z.array(z.number()),
  /** Awards of the previous close that this close would void (their amount changed or they lost the place). */
  voids: z.array(z.object({ awardId: z.string(), participantId: z.string(), amountPaise: z.number() })),
  /** Paid awards that would change: not voided (the money has left); the organisers settle them. */
  flagged: z.array(z.object({ awardId: z.string(), participantId: z.string(), amountPaise: z.number() })),
  closed: z.object({ closedAt: z.date(), closes: z.number(), reopenedAt: z.date().nullable() }).nullable(),
});
export type ClosePreview = z.infer<typeof closePreviewSchema>;

export const closeResultSchema = closePreviewSchema.extend({
  /** False when the pool was closed already and nothing changed since: closing is idempotent. */
  changed: z.boolean(),
});
export type CloseResult = z.infer<typeof closeResultSchema>;
