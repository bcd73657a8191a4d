import { z } from 'zod';
import { indiaDate } from './india-time.ts';

// Grievances (docs/decisions/0027-invoices-and-data-rights.md, "Grievance officer"): the DPDP
// Act 2023 s.13 gives a player the right to have a grievance answered, and its Rules bound the
// answer at 90 days; the days and the officer's contact are settings, since the law changes.

export const GRIEVANCE_CATEGORIES = ['data', 'payment', 'match', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/** Open: waiting for the organisers; answered: they replied; closed: nothing more to do. */
export const GRIEVANCE_STATUSES = ['open', 'answered', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const GRIEVANCE_LIMITS = {
  subjectMin: 5,
  subjectMax: 120,
  messageMin: 20,
  messageMax: 4000,
} as const;

export const GRIEVANCE_MESSAGES = {
  category: 'Choose what your grievance is about.',
  subjectShort: `Write a subject of at least ${GRIEVANCE_LIMITS.subjectMin} characters.`,
  subjectLong: `Keep the subject to ${GRIEVANCE_LIMITS.subjectMax} characters or fewer.`,
  messageShort: `Describe your grievance in at least ${GRIEVANCE_LIMITS.messageMin} characters.`,
  messageLong: `Keep your message to ${GRIEVANCE_LIMITS.messageMax.toLocaleString('en-IN')} characters or fewer.`,
  notFound: 'Grievance not found.',
  closed: 'This grievance is closed.',
  replyEmpty: 'Write a reply.',
} as const;

/** The days the law gives for an answer (DPDP Rules 2025): the default of GRIEVANCE_RESPONSE_DAYS. */
export const DEFAULT_GRIEVANCE_RESPONSE_DAYS = 90;

export const GRIEVANCE_RESPONSE_DAYS_RULE = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,2}$/, 'The response time is a number of days from 1 to 999, e.g. 90.');

/** The response time in force: the setting when valid, else 90 days. */
export function grievanceResponseDays(setting: string | undefined): number {
  const parsed = GRIEVANCE_RESPONSE_DAYS_RULE.safeParse(setting ?? '');
  return parsed.success ? Number(parsed.data) : DEFAULT_GRIEVANCE_RESPONSE_DAYS;
}

export const GRIEVANCE_OFFICER_NAME_RULE = z
  .string()
  .trim()
  .min(2, "The officer's name is at least 2 characters.")
  .max(120, "Keep the officer's name to 120 characters or fewer.");

export const GRIEVANCE_OFFICER_EMAIL_RULE = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("The officer's e-mail must be a valid e-mail address."));

/** Days of inactivity after which an account is erased; 0 or unset: never (the default). */
export const RETENTION_DAYS_RULE = z
  .string()
  .trim()
  .regex(/^(0|[1-9][0-9]{0,4})$/, 'The retention period is a number of days (0 turns it off), e.g. 1095.');

/** The retention period in force, in days; null when it is off (unset, 0 or invalid). */
export function retentionDays(setting: string | undefined): number | null {
  const parsed = RETENTION_DAYS_RULE.safeParse(setting ?? '');
  const days = parsed.success ? Number(parsed.data) : 0;
  return days > 0 ? days : null;
}

/** How long before the erasure the player is warned (DPDP Rules 2025: 48 hours). */
export const RETENTION_NOTICE_HOURS = 48;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant an answer is due: `days` after the grievance was raised. */
export const grievanceDueAt = (createdAt: Date, days: number): Date =>
  new Date(createdAt.getTime() + days * DAY_MS);

/** The due date as India's calendar day (yyyy-mm-dd). */
export const grievanceDueDay = (dueAt: Date): string => indiaDate(dueAt);

/** A reference a person can read out: `GR-2026-000042` (year raised in India, number in that year). */
export function grievanceReference(year: number, number: number): string {
  return `GR-${year}-${String(number).padStart(6, '0')}`;
}

/** Overdue: still waiting for the organisers past the due instant. */
export const isOverdue = (status: GrievanceStatus, dueAt: Date, now: Date): boolean =>
  status === 'open' && dueAt.getTime() < now.getTime();

const bodySchema = z
  .string()
  .trim()
  .min(GRIEVANCE_LIMITS.messageMin, GRIEVANCE_MESSAGES.messageShort)
  .max(GRIEVANCE_LIMITS.messageMax, GRIEVANCE_MESSAGES.messageLong);

/** POST /api/grievances */
export const grievanceCreateSchema = z.object({
  category: z.enum(GRIEVANCE_CATEGORIES, { error: GRIEVANCE_MESSAGES.category }),
  subject: z
    .string()
    .trim()
    .min(GRIEVANCE_LIMITS.subjectMin, GRIEVANCE_MESSAGES.subjectShort)
    .max(GRIEVANCE_LIMITS.subjectMax, GRIEVANCE_MESSAGES.subjectLong),
  message: bodySchema,
  /** The page's language: replies are e-mailed in it. */
  lang: z.enum(['en', 'hi']).default('en'),
});
export type GrievanceCreate = z.input<typeof grievanceCreateSchema>;

/** A reply to a grievance, by its player or an organiser. */
export const grievanceReplySchema = z.object({
  id: z.uuid(),
  message: z
    .string()
    .trim()
    .min(1, GRIEVANCE_MESSAGES.replyEmpty)
    .max(GRIEVANCE_LIMITS.messageMax, GRIEVANCE_MESSAGES.messageLong),
});

export const grievanceMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['player', 'organiser']),
  body: z.string(),
  createdAt: z.date(),
});

export const grievanceSchema = z.object({
  id: z.string(),
  reference: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  subject: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  createdAt: z.date(),
  dueAt: z.date(),
  /** India's calendar day the answer is due by (yyyy-mm-dd). */
  dueDay: z.string(),
  overdue: z.boolean(),
  closedAt: z.date().nullable(),
  messages: z.array(grievanceMessageSchema),
});
export type Grievance = z.infer<typeof grievanceSchema>;

/** The console's row: the ticket and who raised it. */
export const adminGrievanceSchema = grievanceSchema.extend({
  language: z.enum(['en', 'hi']),
  player: z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable() }),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;

export const adminGrievanceListSchema = z.object({
  status: z.enum(GRIEVANCE_STATUSES).optional(),
});

/** GET /api/grievance-officer: what the /grievance page shows. */
export const grievanceOfficerSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  responseDays: z.number().int(),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;
