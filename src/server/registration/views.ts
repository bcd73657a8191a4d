import { z } from 'zod';
import {
  GAME_CATEGORIES,
  PLAY_FORMATS,
  REGISTRATION_STATUSES,
  RISK_CATEGORIES,
} from '../../shared/registration-rules.ts';
import { PASS_TIERS, PRICE_CATEGORIES } from '../../shared/passes.ts';
import { poolStartNoticeSchema } from '../../shared/qualifiers.ts';

const person = {
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  state: z.string(),
  city: z.string(),
  /** Null once the registration was anonymised (its account deleted). */
  dateOfBirth: z.string().nullable(),
};

/**
 * An admin reading another player's registration sees the game usernames but not the passwords:
 * `passwordMasked` is true and `gamePassword` null. Revealing them is a separate, audited call
 * (`POST /admin/participants/{id}/credentials/reveal`).
 */
const passwordMasked = z
  .boolean()
  .describe("True when an admin reads another player's registration: the password is withheld.");

export const teammateView = z.object({
  ...person,
  gameUsername: z.string().nullable(),
  gamePassword: z.string().nullable(),
  passwordMasked,
});

export const participantView = z.object({
  ...person,
  category: z.string(),
  selectedGame: z.string(),
  gameName: z.string(),
  gameCategory: z.enum(GAME_CATEGORIES),
  playFormat: z.enum(PLAY_FORMATS),
  /** Null: a free Semi-Finals entry, which has no tier and no pass (passName "Semi-Finals"). */
  riskCategory: z.enum(RISK_CATEGORIES).nullable(),
  priceCategory: z.enum(PRICE_CATEGORIES).nullable(),
  pass: z.enum(PASS_TIERS).nullable(),
  passName: z.string(),
  passPrice: z.number(),
  status: z.enum(REGISTRATION_STATUSES),
  /** Revealed to the owner only once the payment succeeded. */
  gameUsername: z.string().nullable(),
  gamePassword: z.string().nullable(),
  passwordMasked,
  teammates: z.array(teammateView),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
});
export type ParticipantView = z.infer<typeof participantView>;

export const createdParticipant = participantView.pick({
  id: true,
  status: true,
  gameUsername: true,
  gamePassword: true,
});

/**
 * A paid pass's prize pool (docs/decisions/0025-championship-rules.md): its number in its tier and
 * pass, its size, the places taken, and the pass's rank and points in the pool's standings (null
 * before the pool's first result), `of` the entries ranked.
 */
export const poolView = z.object({
  number: z.number(),
  size: z.number(),
  placesTaken: z.number(),
  rank: z.number().nullable(),
  points: z.number().nullable(),
  of: z.number().nullable(),
  /** Its pool was cancelled at its start, or it joined this pool from one merged at its start. */
  start: poolStartNoticeSchema.nullable(),
  /** The pool's public leaderboard page; for a Semi-Finals entry, the season's Semi-Finals one. */
  leaderboardPath: z.string().nullable(),
});
export type PoolView = z.infer<typeof poolView>;

/** GET /api/participants/{id}: the registration and, once paid, its pool. */
export const participantWithPool = participantView.extend({ pool: poolView.nullable() });

export const groupView = z.object({
  group: z
    .object({
      id: z.string(),
      number: z.number(),
      capacity: z.number(),
      qualifier: z.object({
        id: z.string(),
        gameName: z.string(),
        playFormat: z.enum(PLAY_FORMATS),
        month: z.string(),
      }),
    })
    .nullable(),
  pool: poolView.nullable(),
});

/** What an admin's reveal call answers: every credential of one paid registration. */
export const revealedCredentials = z.object({
  id: z.string(),
  gameUsername: z.string(),
  gamePassword: z.string(),
  teammates: z.array(
    z.object({ id: z.string(), name: z.string(), gameUsername: z.string(), gamePassword: z.string() }),
  ),
});
export type RevealedCredentials = z.infer<typeof revealedCredentials>;
