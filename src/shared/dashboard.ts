import { z } from 'zod';
import { AWARD_STATUSES } from './prizes.ts';
import { poolStartNoticeSchema } from './qualifiers.ts';
import { PLAY_FORMATS, RISK_CATEGORIES, SCORING_FORMATS } from './registration-rules.ts';
import { taxDocumentLink } from './invoices.ts';

// What the member dashboard shows, tab by tab: one server query per tab (docs/product.md#screens, Member
// dashboard; section 9: 5 matches a month, membership 24,000, 6 active months, Top 3).

export const MEMBERSHIP_FEE = 24_000;
export const ROOM_RELEASE_MINUTES = 15;

export const passCard = z.object({
  id: z.string(),
  game: z.string(),
  mode: z.enum(PLAY_FORMATS),
  price: z.number(),
  /** `semi-final`: a free Semi-Finals entry (no pass, no tier; decision 25). */
  type: z.enum(['max', 'lite', 'semi-final']),
  riskCategory: z.enum(RISK_CATEGORIES).nullable(),
  status: z.enum(['active', 'pending', 'completed']),
  purchasedAt: z.date(),
  month: z.string().nullable(),
  matchesCompleted: z.number(),
  matchesRequired: z.number(),
  /** Matches still to play to qualify for cash prizes. */
  matchesNeeded: z.number(),
  /** The rank in the pool's standings; null before the pool's first result. */
  currentRank: z.number().nullable(),
  /** Points in the pool's standings; null before the pool's first result. */
  points: z.number().nullable(),
  totalParticipants: z.number(),
  /** The prize pool's number (in its tier and pass) and size. */
  groupNumber: z.number().nullable(),
  poolSize: z.number().nullable(),
  /** Its pool was cancelled at its start (refunded), or it joined `groupNumber` from a merged pool. */
  poolStart: poolStartNoticeSchema.nullable(),
  /** The public leaderboard page of the pass's pool; null before it has one. */
  leaderboardPath: z.string().nullable(),
  /** The prize its closed pool awarded it, in paise; null when none (or none yet). */
  award: z
    .object({
      id: z.string(),
      amountPaise: z.number(),
      rank: z.number(),
      status: z.enum(AWARD_STATUSES),
      /** Whether this caller claims it: the account that owns the pass, not a game-credential session. */
      claimable: z.boolean(),
      /** When its payout reached the winner (decision 26); null before. */
      paidAt: z.date().nullable(),
      /** Why its last payout failed, while it is claimed again; null otherwise. */
      paymentFailure: z.string().nullable(),
      /** The payout deadline we keep (the pool's close + PAYOUT_DEADLINE_DAYS) until it is paid. */
      payBy: z.date().nullable(),
    })
    .nullable(),
  /** The account owner's own game credentials for this pass; null for a game-credential session. */
  credentials: z.object({ gameUsername: z.string(), gamePassword: z.string() }).nullable(),
});
export type PassCard = z.infer<typeof passCard>;

export const overview = z.object({
  membership: z.object({
    annualFee: z.number(),
    top3Achievements: z.number(),
    activeMonths: z.number(),
    activeMonthsRequired: z.number(),
    eligible: z.boolean(),
  }),
  activePasses: z.array(
    passCard.pick({
      id: true,
      game: true,
      mode: true,
      type: true,
      matchesCompleted: true,
      matchesRequired: true,
      matchesNeeded: true,
    }),
  ),
});
export type Overview = z.infer<typeof overview>;

export const upcomingMatch = z.object({
  matchId: z.string(),
  participantId: z.string(),
  game: z.string(),
  mode: z.enum(PLAY_FORMATS),
  matchNumber: z.number(),
  scheduledAt: z.date(),
  groupNumber: z.number(),
  /** When the room details become visible (15 minutes before the start). */
  roomReleasesAt: z.date(),
  /**
   * Null until released by the organisers and inside the 15-minute window, and always for an entry
   * that has not checked in.
   */
  room: z.object({ roomId: z.string(), roomPassword: z.string() }).nullable(),
  /** The check-in window, [opensAt, closesAt), and when this entry checked in (null: not yet). */
  checkIn: z.object({
    opensAt: z.date(),
    closesAt: z.date(),
    checkedInAt: z.date().nullable(),
    /** Whether this session may check the entry in (a teammate's game-credential session may not). */
    allowed: z.boolean(),
  }),
  /**
   * The entry's place in the match's line-up, once the organisers built it (only checked-in
   * entries have one): its lobby, or its head-to-head opponent's public name, or a bye.
   */
  lineup: z
    .object({
      lobby: z.number().nullable(),
      opponent: z.object({ name: z.string(), teammates: z.number() }).nullable(),
      bye: z.boolean(),
    })
    .nullable(),
});
export type UpcomingMatch = z.infer<typeof upcomingMatch>;

export const pastMatch = z.object({
  matchId: z.string(),
  game: z.string(),
  mode: z.enum(PLAY_FORMATS),
  matchNumber: z.number(),
  playedAt: z.date(),
  outcome: z.enum(['win', 'loss', 'draw']),
  /** How the game scores: lobby placement shows the placement and finishes, head-to-head the score. */
  scoringFormat: z.enum(SCORING_FORMATS),
  /** Lobby placement: the placement; head-to-head: 1 for a win or a draw, 2 for a loss. */
  rank: z.number(),
  finishes: z.number(),
  /** Head-to-head: rounds or games won and lost; a bye has no opponent. */
  scoreFor: z.number(),
  scoreAgainst: z.number(),
  bye: z.boolean(),
  /** Computed from the game's scoring when the result was entered. */
  points: z.number(),
  /** A prize recorded per match before prizes went to the pool's close; 0 since. */
  prize: z.number(),
});
export type PastMatch = z.infer<typeof pastMatch>;

export const transaction = z.object({
  id: z.string(),
  /** A payment, or a refund of one (`paymentId` names the payment either way). */
  kind: z.enum(['payment', 'refund']),
  paymentId: z.string(),
  type: z.string(),
  amount: z.number(),
  /** completed / pending / failed, as docs/product.md maps payment statuses. */
  status: z.enum(['completed', 'pending', 'failed']),
  date: z.date(),
  game: z.string(),
  passType: z.string(),
  mode: z.enum(PLAY_FORMATS),
  riskCategory: z.enum(RISK_CATEGORIES),
  description: z.string(),
  /** A payment still waiting can be resumed or cancelled; `demo`: the mock gateway's. */
  waiting: z.enum(['demo', 'gateway']).nullable(),
  /** A paid payment's GST tax invoice, or a processed refund's credit note (decision 27). */
  document: taxDocumentLink.nullable(),
});
export type Transaction = z.infer<typeof transaction>;

export const notification = z.object({
  id: z.string(),
  kind: z.enum(['registration', 'payment', 'room', 'results', 'grievance']),
  title: z.string(),
  body: z.string(),
  createdAt: z.date(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

/** Who holds a game-credential session: the registration's own player (leader) or a teammate. */
export const PASS_PLAYERS = ['leader', 'teammate'] as const;

/**
 * What a game-credential session sees of its pass: the holder's own name and credentials, and the
 * squad by name (docs/product.md#registration-rules-and-constants, Game credentials: never the account owner's personal data).
 */
export const passHolder = z.object({
  participantId: z.string(),
  game: z.string(),
  mode: z.enum(PLAY_FORMATS),
  name: z.string(),
  player: z.enum(PASS_PLAYERS),
  gameUsername: z.string(),
  gamePassword: z.string(),
  squad: z.array(z.object({ name: z.string(), player: z.enum(PASS_PLAYERS), you: z.boolean() })),
});
export type PassHolder = z.infer<typeof passHolder>;

/** The signed-in game-credential session, as `auth.session` reports it (no password). */
export const passSession = passHolder.pick({
  participantId: true,
  game: true,
  mode: true,
  name: true,
  player: true,
  gameUsername: true,
});
export type PassSession = z.infer<typeof passSession>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.number().nullable() });
