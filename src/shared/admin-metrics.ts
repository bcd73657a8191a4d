import { z } from 'zod';
import { PAYMENT_STATUSES } from './payment-statuses.ts';

// GET /admin/dashboard/metrics (docs/product.md#api): one month of the organisers' console in numbers.
// Months and days are India's (Asia/Kolkata); money is whole rupees, as everywhere.

export const METRICS_MONTH_MESSAGE = 'The month is yyyy-mm, e.g. 2026-11 (years 2000 to 2099).';

export const adminMetricsQuerySchema = z.object({
  /** yyyy-mm; the current month in India when absent. */
  month: z
    .string()
    .trim()
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, METRICS_MONTH_MESSAGE)
    .optional(),
  /** A game's slug (or id, or exact name): every series counts that game only. */
  game: z.string().trim().min(1, 'Name a game by its slug, e.g. bgmi.').max(100).optional(),
});
export type AdminMetricsQuery = z.infer<typeof adminMetricsQuerySchema>;

export const adminMetricsSchema = z.object({
  month: z.string(),
  /** The game asked for; null for every game. */
  game: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** Registrations made in the month: paid ones (also if refunded since) and the rest. */
  registrations: z.object({ total: z.number(), paid: z.number(), unpaid: z.number() }),
  /** Paid money of the month's payments less their processed refunds. */
  revenue: z.number(),
  /** Processed refunds of the month's paid payments. */
  refunded: z.number(),
  /** Every day of the month, in order, zeros included. */
  days: z.array(
    z.object({ day: z.string(), registrations: z.number(), paid: z.number(), revenue: z.number() }),
  ),
  /** Every game of the catalogue (or the one asked for), in the catalogue's order, zeros included. */
  games: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      registrations: z.number(),
      paid: z.number(),
      revenue: z.number(),
    }),
  ),
  /** How many of the month's payments are in each status now, every status listed. */
  paymentStatuses: z.array(z.object({ status: z.enum(PAYMENT_STATUSES), count: z.number() })),
  /**
   * Players (accounts with role user) created in the month; of them, those with a registration
   * (made at any time, for the game if one is asked); of those, those with a paid registration.
   */
  funnel: z.object({ signedUp: z.number(), registered: z.number(), paid: z.number() }),
});
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;
