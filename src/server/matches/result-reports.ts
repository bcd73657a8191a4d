import type { EntityManager } from '@mikro-orm/postgresql';
import { REPORT_WINDOW_MINUTES } from '../../shared/championship-rules.ts';
import {
  REPORT_MESSAGES,
  screenshotPath,
  type ReportableMatch,
  type ReportState,
  type ResultReport as ResultReportView,
  type ResultReportFields,
} from '../../shared/result-reports.ts';
import { recordAudit } from '../audit/service.ts';
import type { Identity } from '../auth/index.ts';
import { isUuid } from '../db/columns.ts';
import { AppError } from '../errors.ts';
import { paidGroupMembers } from '../registration/service.ts';
import { Dispute, Match, MatchResult, ResultReport } from './entities.ts';
import { checkedIn } from './check-in.ts';
import { lockMatch, openDisputes } from './disputes.ts';
import { reportableMatchesOf } from './player-reads.ts';
import { BrokenImageError, sniffScreenshot, stripMetadata } from './screenshots.ts';

// A player's own result report (docs/decisions/0025-championship-rules.md, "Results and
// scoring"): the entry's player (a squad's captain) of a checked-in entry reports from the match's
// start until REPORT_WINDOW_MINUTES after it, and until the dispute window (DISPUTE_WINDOW_HOURS,
// a setting) after the match's results were entered. One report per entry and match; sending the
// same report again answers the one kept. The screenshot is shown only to organisers and the
// entry's reporter; to anyone else it is not there (404).

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How far back the dashboard looks for matches to report on. */
const REPORTABLE_DAYS = 30;
const MATCH_NOT_FOUND = 'Match not found';

const notFound = () => new AppError('NOT_FOUND', MATCH_NOT_FOUND, { reason: 'match.not_found' });

/** Until when a report is taken: the report window, or the dispute window of entered results. */
export function reportUntil(startsAt: Date, resultsAt: Date | null, disputeWindowHours: number): Date {
  const reportEnds = startsAt.getTime() + REPORT_WINDOW_MINUTES * MINUTE_MS;
  const disputeEnds = resultsAt ? resultsAt.getTime() + disputeWindowHours * HOUR_MS : 0;
  return new Date(Math.max(reportEnds, disputeEnds));
}

async function resultsEnteredAt(em: EntityManager, matchId: string): Promise<Date | null> {
  const results = await em.find(MatchResult, { match: matchId }, { fields: ['createdAt'] });
  return results.length ? new Date(Math.max(...results.map((r) => r.createdAt.getTime()))) : null;
}

/** A report's state: a dispute of its entry in the match is open, or was decided, or none. */
function stateOf(participantId: string, disputes: Dispute[]): ReportState {
  const mine = disputes.filter((d) => d.entries.includes(participantId));
  if (mine.some((d) => d.status === 'open')) return 'disputed';
  return mine.length ? 'decided' : 'submitted';
}

export function reportView(report: ResultReport, disputes: Dispute[]): ResultReportView {
  return {
    id: report.id,
    matchId: report.match.id,
    participantId: report.participant.id,
    placement: report.placement ?? null,
    finishes: report.finishes ?? null,
    outcome: report.outcome ?? null,
    scoreFor: report.scoreFor ?? null,
    scoreAgainst: report.scoreAgainst ?? null,
    reportedAt: report.createdAt,
    state: stateOf(report.participant.id, disputes),
    screenshotUrl: screenshotPath(report.id),
  };
}

/** The entry's player: its owner's account, or its own game-credential session (not a teammate's). */
async function playerEntry(em: EntityManager, auth: Identity, match: Match, participantId: string) {
  const [entry] = isUuid(participantId) ? await paidGroupMembers(em, match.group.id, [participantId]) : [];
  const mine =
    entry !== undefined &&
    (auth.pass ? auth.pass.participantId === entry.id : entry.owner?.id === auth.userId);
  // Someone else's entry, or one not in this match: as if the match were not there.
  if (!mine) throw notFound();
  if (auth.pass?.teammateId)
    throw new AppError('FORBIDDEN', REPORT_MESSAGES.captainOnly, { reason: 'report.captain_only' });
  return entry;
}

/** The claim in the match's scoring format's terms, or a refusal naming the fields it takes. */
function claimOf(format: 'placement' | 'head-to-head', fields: ResultReportFields) {
  if (format === 'placement') {
    if (
      fields.placement === undefined ||
      fields.outcome !== undefined ||
      fields.scoreFor !== undefined ||
      fields.scoreAgainst !== undefined
    )
      throw new AppError('BAD_REQUEST', REPORT_MESSAGES.placementFields, {
        reason: 'report.placement_fields',
      });
    return {
      placement: fields.placement,
      finishes: fields.finishes ?? 0,
      outcome: null,
      scoreFor: null,
      scoreAgainst: null,
    };
  }
  if (fields.outcome === undefined || fields.placement !== undefined || fields.finishes !== undefined)
    throw new AppError('BAD_REQUEST', REPORT_MESSAGES.headToHeadFields, {
      reason: 'report.head_to_head_fields',
    });
  return {
    placement: null,
    finishes: null,
    outcome: fields.outcome,
    scoreFor: fields.scoreFor ?? 0,
    scoreAgainst: fields.scoreAgainst ?? 0,
  };
}

/** The screenshot typed by its content and without its metadata, or the refusal that says why not. */
async function cleanScreenshot(bytes: Uint8Array | null) {
  if (!bytes?.length)
    throw new AppError('BAD_REQUEST', REPORT_MESSAGES.screenshotMissing, {
      reason: 'report.screenshot_missing',
    });
  const type = await sniffScreenshot(bytes);
  if (!type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', REPORT_MESSAGES.screenshotType, {
      reason: 'report.screenshot_type',
    });
  try {
    return { type, bytes: stripMetadata(bytes, type) };
  } catch (error) {
    if (!(error instanceof BrokenImageError)) throw error;
    throw new AppError('BAD_REQUEST', REPORT_MESSAGES.screenshotBroken, {
      reason: 'report.screenshot_broken',
    });
  }
}

/**
 * Takes a player's report of their entry's result with its screenshot, and opens the disputes it
 * calls for. `screenshot` is null when none was sent (the size limit is the upload's, see
 * report-routes.ts).
 */
export async function submitReport(
  em: EntityManager,
  auth: Identity,
  matchId: string,
  fields: ResultReportFields,
  screenshot: Uint8Array | null,
  disputeWindowHours: number,
  now = new Date(),
): Promise<{ created: boolean; report: ResultReportView }> {
  const match = isUuid(matchId)
    ? await em.findOne(Match, matchId, { populate: ['group.qualifier.game'] })
    : null;
  if (!match) throw notFound();
  const entry = await playerEntry(em, auth, match, fields.participantId);
  if (match.status === 'cancelled')
    throw new AppError('CONFLICT', REPORT_MESSAGES.cancelled, { reason: 'report.cancelled' });
  if (!(await checkedIn(em, match.id, [entry.id])).has(entry.id))
    throw new AppError('CONFLICT', REPORT_MESSAGES.notCheckedIn, { reason: 'report.not_checked_in' });
  if (now < match.scheduledAt)
    throw new AppError('CONFLICT', REPORT_MESSAGES.notOpen, { reason: 'report.not_open' });
  const claim = claimOf(match.group.qualifier.game.scoringFormat, fields);
  const existing = await em.findOne(ResultReport, { match: match.id, participant: entry.id });
  if (existing) {
    const same = (Object.keys(claim) as (keyof typeof claim)[]).every(
      (k) => (existing[k] ?? null) === claim[k],
    );
    if (!same) throw new AppError('CONFLICT', REPORT_MESSAGES.exists, { reason: 'report.exists' });
    return { created: false, report: reportView(existing, await em.find(Dispute, { match: match.id })) };
  }
  if (now >= reportUntil(match.scheduledAt, await resultsEnteredAt(em, match.id), disputeWindowHours))
    throw new AppError('CONFLICT', REPORT_MESSAGES.closed, { reason: 'report.closed' });
  const image = await cleanScreenshot(screenshot);
  const actor = { userId: auth.userId };
  const kept = await em.transactional(async (tx) => {
    await lockMatch(tx, match.id);
    // A retry that raced this one: the first report stands.
    const raced = await tx.findOne(ResultReport, { match: match.id, participant: entry.id });
    if (raced) return { id: raced.id, created: false };
    const report = tx.create(ResultReport, {
      match: match.id,
      participant: entry.id,
      reportedBy: auth.userId.slice(0, 64),
      ...claim,
      screenshot: image.bytes,
      screenshotType: image.type,
      createdAt: now,
    });
    await tx.flush();
    recordAudit(tx, actor, 'match.report', {
      entity: 'match',
      entityId: match.id,
      before: null,
      after: { reportId: report.id, participantId: entry.id, ...claim, screenshot: image.type },
    });
    await openDisputes(tx, actor, match, now);
    return { id: report.id, created: true };
  });
  const report = await em.findOneOrFail(ResultReport, kept.id, { refresh: true });
  return {
    created: kept.created,
    report: reportView(report, await em.find(Dispute, { match: match.id }, { refresh: true })),
  };
}

/** The dashboard's list: the scope's matches it may report on (or has), latest first. */
export async function reportableMatches(
  em: EntityManager,
  auth: Identity,
  disputeWindowHours: number,
  now = new Date(),
): Promise<ReportableMatch[]> {
  const scope = auth.pass ? { participantId: auth.pass.participantId } : { ownerId: auth.userId };
  const rows = await reportableMatchesOf(
    em,
    scope,
    new Date(now.getTime() - REPORTABLE_DAYS * 24 * HOUR_MS),
    now,
  );
  const matchIds = [...new Set(rows.map((r) => r.id))];
  const reports = matchIds.length ? await em.find(ResultReport, { match: { $in: matchIds } }) : [];
  const disputes = matchIds.length ? await em.find(Dispute, { match: { $in: matchIds } }) : [];
  return rows.flatMap((row) => {
    // Kysely answers timestamps as the driver reads them (a string on some).
    const startsAt = new Date(row.scheduled_at);
    const until = reportUntil(startsAt, row.results_at ? new Date(row.results_at) : null, disputeWindowHours);
    const report = reports.find((r) => r.match.id === row.id && r.participant.id === row.participant_id);
    const open = now < until;
    if (!open && !report) return [];
    return [
      {
        matchId: row.id,
        participantId: row.participant_id,
        game: row.game,
        matchNumber: row.number,
        scoringFormat: row.scoring_format,
        startsAt,
        reportUntil: until,
        open: open && !report,
        report: report
          ? reportView(
              report,
              disputes.filter((d) => d.match.id === row.id),
            )
          : null,
      },
    ];
  });
}

/**
 * A report's screenshot, for an organiser or the entry's own player; anyone else is told it is
 * not there.
 */
export async function reportScreenshot(
  em: EntityManager,
  auth: Identity,
  reportId: string,
): Promise<{ type: string; bytes: Buffer }> {
  const missing = () => new AppError('NOT_FOUND', 'Screenshot not found', { reason: 'report.not_found' });
  if (!isUuid(reportId)) throw missing();
  const report = await em.findOne(ResultReport, reportId, { populate: ['screenshot', 'participant'] });
  if (!report) throw missing();
  const organiser = auth.role === 'admin' && !auth.pass;
  const reporter =
    !auth.pass?.teammateId &&
    (auth.pass
      ? auth.pass.participantId === report.participant.id
      : report.participant.owner?.id === auth.userId);
  // An erased player's screenshot is gone (privacy/erasure.ts): the report's numbers stay.
  if ((!organiser && !reporter) || !report.screenshot.length) throw missing();
  return { type: report.screenshotType, bytes: Buffer.from(report.screenshot) };
}

/**
 * When an account is erased (docs/decisions/0027-invoices-and-data-rights.md), inside its
 * transaction: the screenshots its player uploaded go (they show their game names), while the
 * reports' claims stay, as the evidence results and prizes rest on, sent by the anonymised id.
 */
export async function eraseReportUploads(
  em: EntityManager,
  userId: string,
  participantIds: string[],
  erasedAs: string,
): Promise<void> {
  await em.nativeUpdate(
    ResultReport,
    {
      $or: [
        { reportedBy: userId },
        ...(participantIds.length ? [{ participant: { $in: participantIds } }] : []),
      ],
    },
    { screenshot: Buffer.alloc(0) },
  );
  await em.nativeUpdate(ResultReport, { reportedBy: userId }, { reportedBy: erasedAs });
}
