import { z } from 'zod';
import { PASS_TIERS } from './passes.ts';
import { PLAY_FORMATS, REGISTRATION_STATUSES, RISK_CATEGORIES } from './registration-rules.ts';

// The admin registrations list (GET /admin/participants) of the organisers' console. Shared with
// the console. A registration's detail is GET /api/participants/{id} (admins read every one, with
// the passwords masked); its credentials are revealed by the audited POST
// /admin/participants/{id}/credentials/reveal.

const wholeNumber = (message: string) => z.coerce.number({ error: message }).int(message);

export const adminRegistrationListSchema = z.object({
  /** Part of the player's name or e-mail, or of a game username of the pass, in any case. */
  search: z.string().trim().max(200, 'Keep the search to 200 characters or fewer.').optional(),
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
  page: wholeNumber('The page is a whole number.')
    .min(1, 'Pages start at 1.')
    .max(100_000, 'Pages end at 100000.')
    .default(1),
  pageSize: wholeNumber('The page size is a whole number.')
    .min(1, 'At least 1 per page.')
    .max(100, 'At most 100 per page.')
    .default(25),
  order: z.enum(['asc', 'desc'], { error: 'The order is asc or desc.' }).default('desc'),
});
export type AdminRegistrationListQuery = z.infer<typeof adminRegistrationListSchema>;

export const adminRegistrationRowSchema = z.object({
  id: z.string(),
  gameSlug: z.string(),
  gameName: z.string(),
  playFormat: z.enum(PLAY_FORMATS),
  riskCategory: z.enum(RISK_CATEGORIES),
  pass: z.enum(PASS_TIERS),
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

export const adminRegistrationPageSchema = z.object({
  items: z.array(adminRegistrationRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
