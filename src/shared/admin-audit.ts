import { z } from 'zod';

// GET /admin/audit: the audit log of every admin write, for the organisers' console.

/** A day that exists: the calendar would roll 2026-02-31 over into March. */
function isCalendarDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

const DAY_MESSAGE = 'Dates are yyyy-mm-dd.';
const day = z
  .string()
  .regex(/^[12]\d{3}-\d{2}-\d{2}$/, DAY_MESSAGE)
  .refine(isCalendarDay, DAY_MESSAGE);

export const AUDIT_ACTOR_MESSAGE = "The actor is a user's id or e-mail address.";
const isUserId = (value: string) => z.uuid().safeParse(value).success;
const isEmail = (value: string) => z.email().safeParse(value).success;

export const adminAuditQuerySchema = z
  .object({
    /** The admin who made the change: their user id or e-mail address. */
    actor: z
      .string()
      .trim()
      .max(320)
      .refine((value) => isUserId(value) || isEmail(value), AUDIT_ACTOR_MESSAGE)
      .optional(),
    /** The kind of record, e.g. `BlogPost`, `FooterLink`, `PaymentRefund`. */
    entity: z.string().trim().min(1).max(60).optional(),
    /** One record's changes (with or without `entity`). */
    entityId: z.string().trim().min(1).max(120).optional(),
    /** e.g. `blog.create`, `payments.refund`. */
    action: z.string().trim().min(1).max(60).optional(),
    /** Inclusive days in India's time (Asia/Kolkata). */
    from: day.optional(),
    to: day.optional(),
    /** `nextCursor` of the page before. */
    cursor: z.string().max(200).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'At least 1 per page.')
      .max(200, 'At most 200 per page.')
      .default(50),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start date.' });
  });
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

const json = z.record(z.string(), z.unknown());

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** Name and e-mail are null once the account is gone (or for the demo seed). */
  actor: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }),
  before: json.nullable(),
  after: json.nullable(),
  requestId: z.string().nullable(),
  createdAt: z.date(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditPageSchema = z.object({
  /** Newest first. */
  items: z.array(adminAuditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
