import { z } from 'zod';
import { PLAY_FORMATS } from './registration-rules.ts';

// Seasons, season points and the invitations to the Semi-Finals and the National Finals
// (docs/decisions/0025-championship-rules.md, "The road to the National Finals"): what the console
// and the dashboard read.

export const INVITATION_STAGES = ['semi-final', 'final'] as const;
export type InvitationStage = (typeof INVITATION_STAGES)[number];
export const INVITATION_STATUSES = ['invited', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A season's start month, yyyy-mm. */
export const seasonStartSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A season starts in a month written yyyy-mm, such as 2027-01.');

export const seasonStandingSchema = z.object({
  rank: z.number(),
  accountId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  points: z.number(),
  top3: z.number(),
  qualifiersCompleted: z.number(),
  /** The Semi-Finals invitation's status, when one was sent. */
  invitation: z.enum(INVITATION_STATUSES).nullable(),
});

/** The season's Semi-Finals once someone has accepted: its pool, and the National Finals invitations. */
export const semiFinalSchema = z.object({
  /** The Semi-Finals' pool: its matches, check-in, results and close are the console's pool pages. */
  poolId: z.string(),
  /** Accepted invitations, each an entry of the pool. */
  entries: z.number(),
  /** Its pool's matches so far: none until the organiser schedules the five. */
  matchesScheduled: z.number(),
  /** Closed (and not reopened): the National Finals invitations can go out. */
  closed: z.boolean(),
  finalInvitePlaces: z.number(),
  /** How many the National Finals invitations would invite now (ties at the last place included). */
  finalists: z.number(),
  finalInvitations: z.number(),
  finalAccepted: z.number(),
});
export type SemiFinalView = z.infer<typeof semiFinalSchema>;

export const seasonSchema = z.object({
  game: z.object({ slug: z.string(), name: z.string() }),
  playFormat: z.enum(PLAY_FORMATS),
  /** yyyy-mm of the first and the last (15th) qualifier. */
  start: z.string(),
  end: z.string(),
  /** Qualifiers of the season with every pool closed, of those held so far. */
  qualifiersClosed: z.number(),
  /** Whether the 15th qualifier has closed: the Semi-Finals invitations can go out. */
  finished: z.boolean(),
  /** How many are invited (all tied at the last invited place too). */
  invitePlaces: z.number(),
  ranking: z.array(seasonStandingSchema),
  /** Null until a Semi-Finals invitation has been accepted. */
  semiFinal: semiFinalSchema.nullable(),
});
export type SeasonView = z.infer<typeof seasonSchema>;

export const inviteResultSchema = z.object({
  /** Invitations sent by this call; a repeated call sends none. */
  invited: z.number(),
  /** Every invitation of the stage, this call's and earlier ones. */
  total: z.number(),
  changed: z.boolean(),
});

export const invitationSchema = z.object({
  id: z.string(),
  stage: z.enum(INVITATION_STAGES),
  game: z.object({ slug: z.string(), name: z.string() }),
  playFormat: z.enum(PLAY_FORMATS),
  seasonStart: z.string(),
  rank: z.number(),
  points: z.number(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.date(),
  respondedAt: z.date().nullable(),
});
export type InvitationView = z.infer<typeof invitationSchema>;

/** The signed-in player's season points per game and format, for the membership card. */
export const mySeasonPointsSchema = z.array(
  z.object({
    game: z.object({ slug: z.string(), name: z.string() }),
    playFormat: z.enum(PLAY_FORMATS),
    seasonStart: z.string(),
    points: z.number(),
    rank: z.number(),
  }),
);
