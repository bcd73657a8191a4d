import { z } from 'zod';
import { pageOf, pagingSchema } from './paging.ts';
import { PASS_TIERS } from './passes.ts';
import { PLAY_FORMATS, REGISTRATION_STATUSES, RISK_CATEGORIES } from './registration-rules.ts';

// The admin registrations list (GET /admin/participants) of the organisers' console. Shared with
// the console. A registration's detail is GET /api/participants/{id} (admins read every one, with
// the passwords masked); its credentials are revealed by the audited POST
// /admin/participants/{id}/credentials/reveal.

export const adminRegistrationListSchema = pagingSchema.extend({
  /** Part of the player's name or e-mail, or of a game username of the pass, in any case. */
  search: pagingSchema.shape.search,
  /** A game's slug. */
  game: z
    .string()
    .trim()
    .max(80, 'A game slug has at most 80 characters.')
    .regex(/^[a-z0-9-]*$/, 'A game is named by its slug, such as bgmi.')
    .optional(),
  playFormat: z.enum(PLAY_FORMATS, { error: `The format is one of: ${PLAY_FORMATS.join(', ')}.` }).optional(),
  status: z
    .enum(REGISTRATION_STATUSES, { error: `The status is one of: ${REGISTRATION_STATUSES.join(', ')}.` })
    .optional(),
});
export type AdminRegistrationListQuery = z.infer<typeof adminRegistrationListSchema>;

export const adminRegistrationRowSchema = z.object({
  id: z.string(),
  gameSlug: z.string(),
  gameName: z.string(),
  playFormat: z.enum(PLAY_FORMATS),
  /** Null: a free Semi-Finals entry (no tier, no pass, price 0). */
  riskCategory: z.enum(RISK_CATEGORIES).nullable(),
  pass: z.enum(PASS_TIERS).nullable(),
  passPrice: z.number(),
  status: z.enum(REGISTRATION_STATUSES),
  /** The player as the registration names them ("Deleted player" once anonymised). */
  playerName: z.string(),
  playerEmail: z.string(),
  /** The player's game username; null once its credentials were released (expired, anonymised). */
  gameUsername: z.string().nullable(),
  /** Players on the pass: the player and their teammates. */
  teamSize: z.number(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
});
export type AdminRegistrationRow = z.infer<typeof adminRegistrationRowSchema>;

export const adminRegistrationPageSchema = pageOf(adminRegistrationRowSchema);
