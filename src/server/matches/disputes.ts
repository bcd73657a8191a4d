import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportClaim } from '../../shared/result-reports.ts';
import type { ScoringFormat } from '../../shared/registration-rules.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { tablesOf } from '../db/kysely.ts';
import { emit } from '../notifications/service.ts';
import { organiserIds } from '../users/index.ts';
import { Dispute, MatchResult, ResultReport, type Match } from './entities.ts';

// When a dispute opens (docs/decisions/0025-championship-rules.md, "Results and scoring"): a
// report that disagrees with the organisers' entry for its entry, or two reports that disagree
// with each other (lobby placement: two entries claim one placement; head-to-head: two opponents'
// reports are not each other's mirror, e.g. both say they won). The check runs when a report comes
// in and when the organisers enter results, holding the match's row lock so two of them never
// open one dispute twice. An entry is in at most one open dispute per match (a new disagreement
// joins the open one), and an entry whose dispute was decided opens none again: the decision is final.

/** Holds the match's row until the transaction ends: one dispute check per match at a time. */
export async function lockMatch(tx: EntityManager, matchId: string): Promise<void> {
  await tablesOf<typeof Match>(tx)
    .selectFrom('match')
    .select('id')
    .where('id', '=', matchId)
    .forUpdate()
    .execute();
}

const claimOf = (report: ResultReport): ReportClaim => ({
  placement: report.placement ?? null,
  finishes: report.finishes ?? null,
  outcome: report.outcome ?? null,
  scoreFor: report.scoreFor ?? null,
  scoreAgainst: report.scoreAgainst ?? null,
});

/** Whether a report says what the organisers entered for its entry. */
export function agreesWithResult(format: ScoringFormat, claim: ReportClaim, result: MatchResult): boolean {
  if (format === 'placement') return claim.placement === result.rank && claim.finishes === result.finishes;
  return (
    claim.outcome === result.outcome &&
    claim.scoreFor === result.scoreFor &&
    claim.scoreAgainst === result.scoreAgainst
  );
}

const MIRROR = { win: 'loss', loss: 'win', draw: 'draw' } as const;

/** Whether two opponents' head-to-head reports tell the same match from either side. */
const mirrored = (a: ReportClaim, b: ReportClaim) =>
  a.outcome !== null &&
  b.outcome === MIRROR[a.outcome] &&
  a.scoreFor === b.scoreAgainst &&
  a.scoreAgainst === b.scoreFor;

interface Disagreement {
  entries: string[];
  cause: 'organiser' | 'reports';
}

/** Every disagreement the match's reports show, against the organisers' entry and each other. */
function disagreements(
  format: ScoringFormat,
  reports: ResultReport[],
  results: MatchResult[],
): Disagreement[] {
  const found: Disagreement[] = [];
  const resultOf = new Map(results.map((r) => [r.participant.id, r]));
  const reportOf = new Map(reports.map((r) => [r.participant.id, r]));
  for (const report of reports) {
    const result = resultOf.get(report.participant.id);
    if (result && !agreesWithResult(format, claimOf(report), result))
      found.push({ entries: [report.participant.id], cause: 'organiser' });
  }
  if (format === 'placement') {
    const byPlacement = Map.groupBy(reports, (r) => r.placement);
    for (const claimants of byPlacement.values())
      if (claimants.length > 1)
        found.push({ entries: claimants.map((r) => r.participant.id), cause: 'reports' });
  } else {
    // Who met whom is known from the organisers' entry (the pairing); before it, nothing to compare.
    for (const report of reports) {
      const opponentId = resultOf.get(report.participant.id)?.opponent?.id;
      const other = opponentId ? reportOf.get(opponentId) : undefined;
      if (other && report.participant.id < other.participant.id && !mirrored(claimOf(report), claimOf(other)))
        found.push({ entries: [report.participant.id, other.participant.id], cause: 'reports' });
    }
  }
  return found;
}

/**
 * Opens the disputes the match's reports call for, in the caller's transaction (which must hold
 * the match's row lock, see `lockMatch`); audited. Returns the disputes opened or joined.
 */
export async function openDisputes(
  tx: EntityManager,
  actor: Actor,
  match: Match,
  now = new Date(),
): Promise<Dispute[]> {
  const reports = await tx.find(ResultReport, { match: match.id });
  if (!reports.length) return [];
  const results = await tx.find(MatchResult, { match: match.id });
  const disputes = await tx.find(Dispute, { match: match.id }, { orderBy: { openedAt: 'asc' } });
  const decided = new Set(disputes.filter((d) => d.status === 'decided').flatMap((d) => d.entries));
  const touched = new Set<Dispute>();
  const opened: Dispute[] = [];
  for (const found of disagreements(match.group.qualifier.game.scoringFormat, reports, results)) {
    const entries = found.entries.filter((id) => !decided.has(id));
    if (!entries.length) continue;
    const open = disputes.find((d) => d.status === 'open' && d.entries.some((id) => entries.includes(id)));
    if (open && entries.every((id) => open.entries.includes(id))) continue;
    if (open) {
      const before = open.entries;
      open.entries = [...new Set([...before, ...entries])].sort();
      recordAudit(tx, actor, 'dispute.join', {
        entity: 'dispute',
        entityId: open.id,
        before: { entries: before },
        after: { entries: open.entries },
      });
      touched.add(open);
      continue;
    }
    const dispute = tx.create(Dispute, {
      match: match.id,
      entries: [...entries].sort(),
      cause: found.cause,
      openedAt: now,
    });
    disputes.push(dispute);
    touched.add(dispute);
    opened.push(dispute);
    recordAudit(tx, actor, 'dispute.open', {
      entity: 'dispute',
      entityId: dispute.id,
      before: null,
      after: { matchId: match.id, entries: dispute.entries, cause: found.cause },
    });
  }
  await tx.flush();
  await tellOrganisers(tx, match, opened);
  return [...touched];
}

/** Each dispute opened asks the organisers for a decision. */
async function tellOrganisers(tx: EntityManager, match: Match, opened: Dispute[]): Promise<void> {
  if (!opened.length) return;
  const organisers = await organiserIds(tx);
  for (const dispute of opened)
    await emit(tx, {
      type: 'organiser.dispute-opened',
      key: `organiser.dispute-opened:${dispute.id}`,
      userIds: organisers,
      params: { game: match.group.qualifier.game.name, match: match.number, dispute: dispute.id },
      path: '/admin?section=disputes',
    });
}
