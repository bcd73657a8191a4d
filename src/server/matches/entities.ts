import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';
import { QualifierGroup } from '../qualifiers/entities.ts';
import { Participant } from '../registration/entities.ts';

/** One match of a qualifier group. Room details are sealed at rest and shown from 15 minutes before. */
const MatchSchema = defineEntity({
  name: 'Match',
  tableName: 'match',
  uniques: [{ properties: ['group', 'number'] }],
  properties: {
    id: uuidPrimaryKey(),
    group: () => p.manyToOne(QualifierGroup).deleteRule('cascade').index(),
    number: p.integer(),
    scheduledAt: p.datetime().index(),
    status: p.enum(['scheduled', 'completed', 'cancelled']).default('scheduled'),
    roomId: p.string().length(100).nullable(),
    roomPasswordSealed: p.text().nullable(),
    roomPublishedAt: p.datetime().nullable(),
    /**
     * The organiser's check-in window for this match; null takes the game's
     * (`checkInOpensMinutes` / `checkInClosesMinutes` before the start, shared/check-in.ts).
     */
    checkInOpensAt: p.datetime().nullable(),
    checkInClosesAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export class Match extends MatchSchema.class {}
MatchSchema.setClass(Match);

/** How one participant did in one match. */
const MatchResultSchema = defineEntity({
  name: 'MatchResult',
  tableName: 'match_result',
  uniques: [{ properties: ['match', 'participant'] }],
  properties: {
    id: uuidPrimaryKey(),
    match: () => p.manyToOne(Match).deleteRule('cascade'),
    participant: () => p.manyToOne(Participant).deleteRule('cascade').index(),
    rank: p.integer(),
    points: p.integer(),
    prize: p.integer(),
    outcome: p.enum(['win', 'loss', 'draw']),
    /** Lobby placement: the entry's finishes (eliminations) in the match. */
    finishes: p.integer().default(0),
    /** Head-to-head: the entry met (null for a bye), and the rounds or games won and lost. */
    opponent: () => p.manyToOne(Participant).nullable().deleteRule('set null'),
    scoreFor: p.integer().default(0),
    scoreAgainst: p.integer().default(0),
    createdAt: createdAt(),
  },
});
export class MatchResult extends MatchResultSchema.class {}
MatchResultSchema.setClass(MatchResult);

/**
 * An entry checked in to a match (docs/decisions/0025-championship-rules.md, "Check-in"): by its
 * player (the captain of a squad) in the window, or admitted by an organiser until the start. One
 * per entry and match; an entry without one is a no-show and gets no result.
 */
const MatchCheckInSchema = defineEntity({
  name: 'MatchCheckIn',
  tableName: 'match_check_in',
  uniques: [{ properties: ['match', 'participant'] }],
  properties: {
    id: uuidPrimaryKey(),
    match: () => p.manyToOne(Match).deleteRule('cascade'),
    participant: () => p.manyToOne(Participant).deleteRule('cascade').index(),
    checkedInAt: p.datetime(),
    by: p.enum(['player', 'organiser']),
    /** The organiser who admitted the entry (an actor id, as the audit log keeps it); null for the player. */
    admittedBy: p.string().length(64).nullable(),
  },
});
export class MatchCheckIn extends MatchCheckInSchema.class {}
MatchCheckInSchema.setClass(MatchCheckIn);

/**
 * A player's own report of an entry's result in a match, with a screenshot
 * (docs/decisions/0025-championship-rules.md, "Results and scoring"). One per entry and match; the
 * screenshot is stored with its metadata stripped, typed by its content, and shown only to the
 * organisers and the entry's reporter.
 */
const ResultReportSchema = defineEntity({
  name: 'ResultReport',
  tableName: 'result_report',
  uniques: [{ properties: ['match', 'participant'] }],
  properties: {
    id: uuidPrimaryKey(),
    match: () => p.manyToOne(Match).deleteRule('cascade'),
    participant: () => p.manyToOne(Participant).deleteRule('cascade').index(),
    /** Who sent it (an account id, or the pass session's account), as the audit log keeps actors. */
    reportedBy: p.string().length(64),
    /** Lobby placement: the placement and finishes claimed. */
    placement: p.integer().nullable(),
    finishes: p.integer().nullable(),
    /** Head-to-head: the outcome and score claimed. */
    outcome: p.enum(['win', 'loss', 'draw']).nullable(),
    scoreFor: p.integer().nullable(),
    scoreAgainst: p.integer().nullable(),
    screenshot: p.blob().lazy(),
    /** Sniffed from the content: image/png, image/jpeg or image/webp. */
    screenshotType: p.string().length(20),
    createdAt: createdAt(),
  },
});
export class ResultReport extends ResultReportSchema.class {}
ResultReportSchema.setClass(ResultReport);

/**
 * A disagreement over a match's results: a report against the organisers' entry, or two reports
 * against each other. An entry is in at most one open dispute per match; the organisers' decision
 * is final.
 */
const DisputeSchema = defineEntity({
  name: 'Dispute',
  tableName: 'dispute',
  properties: {
    id: uuidPrimaryKey(),
    match: () => p.manyToOne(Match).deleteRule('cascade').index(),
    /** The entries (participant ids) the dispute is about, sorted. */
    entries: p.json<string[]>(),
    cause: p.enum(['organiser', 'reports']),
    status: p.enum(['open', 'decided']).default('open').index(),
    openedAt: p.datetime(),
    decidedAt: p.datetime().nullable(),
    /** The organiser who decided (an actor id, as the audit log keeps it). */
    decidedBy: p.string().length(64).nullable(),
    /** The final results the decision wrote, as given. */
    decision: p.json<Record<string, unknown>[]>().nullable(),
    note: p.text().nullable(),
  },
});
export class Dispute extends DisputeSchema.class {}
DisputeSchema.setClass(Dispute);

/**
 * One entry's place in a match's line-up (docs/decisions/0025-championship-rules.md, "Lobbies are
 * not pools" and "Head-to-head"), built by an organiser once check-in has closed, from the entries
 * checked in. Lobby placement: its lobby. Head-to-head: its board (`lobby`) and opponent, or a bye
 * (no board, no opponent). `seed` is the shuffle's seed (pool id, match number), null for a Swiss
 * round paired from the standings.
 */
const MatchLineupSchema = defineEntity({
  name: 'MatchLineup',
  tableName: 'match_lineup',
  uniques: [{ properties: ['match', 'participant'] }],
  properties: {
    id: uuidPrimaryKey(),
    match: () => p.manyToOne(Match).deleteRule('cascade'),
    participant: () => p.manyToOne(Participant).deleteRule('cascade').index(),
    lobby: p.integer().nullable(),
    opponent: () => p.manyToOne(Participant).nullable().deleteRule('set null'),
    seed: p.string().length(100).nullable(),
    createdAt: createdAt(),
  },
});
export class MatchLineup extends MatchLineupSchema.class {}
MatchLineupSchema.setClass(MatchLineup);

/**
 * A match-time reminder waiting for its moment (issue 28): check-in opening, check-in closing in 10
 * minutes, the room details released. Written in the transaction that schedules, moves or cancels
 * the match (reminders.ts); the `notifications.match-reminders` job tells it to the match's
 * players at `dueAt`, once, and marks it sent in the same transaction.
 */
const ScheduledNotificationSchema = defineEntity({
  name: 'ScheduledNotification',
  tableName: 'scheduled_notification',
  uniques: [{ properties: ['match', 'event'] }],
  indexes: [{ properties: ['status', 'dueAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    match: () => p.manyToOne(Match).deleteRule('cascade'),
    event: p.enum(['check-in.open', 'check-in.closing', 'room.released']),
    dueAt: p.datetime(),
    /** pending → sent; cancelled with its match (or when it no longer applies, e.g. a window too short). */
    status: p.enum(['pending', 'sent', 'cancelled']).default('pending'),
    /** The event key it is emitted with (catalogue.ts `NotificationEvent.key`). */
    key: p.string().length(200),
    sentAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export class ScheduledNotification extends ScheduledNotificationSchema.class {}
ScheduledNotificationSchema.setClass(ScheduledNotification);
