import type { EntityManager } from '@mikro-orm/postgresql';
import type { MatchResultInput } from '../../shared/matches.ts';
import type { AdminDispute, AdminDisputeDetail } from '../../shared/result-reports.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { invalidate } from '../cache/read-cache.ts';
import { isUuid } from '../db/columns.ts';
import { AppError } from '../errors.ts';
import { emit } from '../notifications/service.ts';
import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import { paidGroupMembers } from '../registration/service.ts';
import { Dispute, MatchResult, ResultReport } from './entities.ts';
import { lockMatch } from './disputes.ts';
import { reportView } from './result-reports.ts';
import { writeResults } from './service.ts';

// The console's disputes queue and the organisers' decision (docs/decisions/0025-championship-rules.md,
// "Results and scoring"): the decision sets the final results of the dispute's entries through
// writeResults (the pool's standings are recomputed in the same transaction, a closed pool is
// reopened for a re-close), is audited, is final, and tells the players concerned.

const DISPUTE_NOT_FOUND = 'Dispute not found';
const notFound = () => new AppError('NOT_FOUND', DISPUTE_NOT_FOUND, { reason: 'dispute.not_found' });

async function findDispute(em: EntityManager, id: string, refresh = false): Promise<Dispute> {
  const dispute = isUuid(id)
    ? await em.findOne(Dispute, id, { populate: ['match.group.qualifier.game'], refresh })
    : null;
  if (!dispute) throw notFound();
  return dispute;
}

async function namesOf(em: EntityManager, disputes: Dispute[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const groupId of new Set(disputes.map((d) => d.match.group.id))) {
    const ids = [...new Set(disputes.filter((d) => d.match.group.id === groupId).flatMap((d) => d.entries))];
    for (const member of await paidGroupMembers(em, groupId, ids)) names.set(member.id, member.name);
  }
  return names;
}

function toAdminDispute(dispute: Dispute, names: Map<string, string>): AdminDispute {
  const match = dispute.match;
  return {
    id: dispute.id,
    matchId: match.id,
    game: match.group.qualifier.game.name,
    matchNumber: match.number,
    groupId: match.group.id,
    scoringFormat: match.group.qualifier.game.scoringFormat,
    cause: dispute.cause,
    status: dispute.status,
    entries: dispute.entries.map((id) => ({ participantId: id, name: names.get(id) ?? id })),
    openedAt: dispute.openedAt,
    decidedAt: dispute.decidedAt ?? null,
  };
}

/** The queue: open disputes first, oldest first (200 at most). */
export async function listDisputes(
  em: EntityManager,
  filter: { status?: 'open' | 'decided' | undefined },
): Promise<AdminDispute[]> {
  const disputes = await em.find(Dispute, filter.status ? { status: filter.status } : {}, {
    populate: ['match.group.qualifier.game'],
    orderBy: { status: 'desc', openedAt: 'asc' },
    limit: 200,
  });
  const names = await namesOf(em, disputes);
  return disputes.map((d) => toAdminDispute(d, names));
}

/** One dispute with both sides: the organisers' entry and each report, with its screenshot's link. */
export async function disputeDetail(em: EntityManager, id: string): Promise<AdminDisputeDetail> {
  const dispute = await findDispute(em, id);
  const names = await namesOf(em, [dispute]);
  const results = await em.find(MatchResult, {
    match: dispute.match.id,
    participant: { $in: dispute.entries },
  });
  const reports = await em.find(ResultReport, {
    match: dispute.match.id,
    participant: { $in: dispute.entries },
  });
  const disputes = await em.find(Dispute, { match: dispute.match.id });
  return {
    ...toAdminDispute(dispute, names),
    sides: dispute.entries.map((participantId) => {
      const result = results.find((r) => r.participant.id === participantId);
      const report = reports.find((r) => r.participant.id === participantId);
      return {
        participantId,
        name: names.get(participantId) ?? participantId,
        organiser: result
          ? {
              placement: result.rank,
              finishes: result.finishes,
              outcome: result.outcome,
              scoreFor: result.scoreFor,
              scoreAgainst: result.scoreAgainst,
              opponentId: result.opponent?.id ?? null,
            }
          : null,
        report: report ? reportView(report, disputes) : null,
      };
    }),
    decision:
      dispute.status === 'decided'
        ? {
            note: dispute.note ?? null,
            decidedBy: dispute.decidedBy ?? null,
            results: dispute.decision ?? [],
          }
        : null,
  };
}

/** The results as one text, whatever the order of their keys (a jsonb column sorts them). */
const canonical = (results: readonly Record<string, unknown>[] | null | undefined) =>
  JSON.stringify((results ?? []).map((r) => Object.entries(r).sort(([a], [b]) => (a < b ? -1 : 1))));
const sameDecision = (a: Record<string, unknown>[] | null | undefined, b: Record<string, unknown>[]) =>
  canonical(a) === canonical(b);

/**
 * Decides a dispute: writes the final results (each of the dispute's entries must have one), marks
 * it decided and tells the players. Final: a decided dispute is not decided again, but sending the
 * same decision again answers it unchanged.
 */
export async function decideDispute(
  em: EntityManager,
  actor: Actor,
  id: string,
  input: { results: MatchResultInput[]; note?: string | undefined },
  now = new Date(),
): Promise<AdminDisputeDetail> {
  const results = JSON.parse(JSON.stringify(input.results)) as Record<string, unknown>[];
  await em.transactional(async (tx) => {
    const dispute = await findDispute(tx, id);
    await lockMatch(tx, dispute.match.id);
    await tx.refresh(dispute);
    if (dispute.status === 'decided') {
      if (sameDecision(dispute.decision, results) && (dispute.note ?? '') === (input.note ?? '')) return;
      throw new AppError('CONFLICT', 'This dispute was decided; the decision is final.', {
        reason: 'dispute.decided',
      });
    }
    const missing = dispute.entries.filter((entry) => !input.results.some((r) => r.participantId === entry));
    if (missing.length)
      throw new AppError('BAD_REQUEST', 'Give the final result of each entry in the dispute.', {
        reason: 'dispute.results_missing',
        params: { entries: missing.join(', ') },
      });
    await writeResults(tx, actor, dispute.match, input.results, 'dispute.decision');
    const before = { status: dispute.status };
    Object.assign(dispute, {
      status: 'decided',
      decidedAt: now,
      decidedBy: actor.userId.slice(0, 64),
      decision: results,
      note: input.note || null,
    });
    recordAudit(tx, actor, 'dispute.decide', {
      entity: 'dispute',
      entityId: dispute.id,
      before,
      after: { status: 'decided', results, note: input.note ?? null },
    });
    const members = await paidGroupMembers(tx, dispute.match.group.id, dispute.entries);
    await emit(tx, {
      type: 'dispute.answered',
      key: `dispute.answered:${dispute.id}`,
      userIds: members.flatMap((member) => (member.owner ? [member.owner.id] : [])),
      params: { game: dispute.match.group.qualifier.game.name, match: dispute.match.number },
      path: CLIENT_PATHS.dashboard,
    });
    await tx.flush();
  });
  // The pool's public leaderboard is read again once the results change.
  invalidate(em, 'standings');
  return disputeDetail(em, id);
}
