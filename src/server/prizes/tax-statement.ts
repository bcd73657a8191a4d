import type { EntityManager } from '@mikro-orm/postgresql';
import { maskPan } from '../../shared/payouts.ts';
import {
  deductorOf,
  financialYearByLabel,
  financialYearLabel,
  TAX_MESSAGES,
  type Deductor,
  type StatementRow,
  type TaxPeriod,
  type TaxStatement,
} from '../../shared/tax.ts';
import { financialYearOf } from '../../shared/tds.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';
import { storedSettings } from '../settings/service.ts';
import { Payout } from './entities.ts';
import { openPayoutDetails } from './payout-details.ts';

// The player's tax statement (docs/decisions/0026-prize-payouts.md, "Tax"): the prizes paid to
// them in one financial year, the TDS deducted from each, and who deducted it under which section.
// A prize is the registration owner's, so a squad's counts to its captain, as its TDS did.

/** The deductor's name, TAN and section from the settings (TDS_DEDUCTOR_NAME, _TAN, TDS_SECTION). */
export async function deductorSettings(em: EntityManager, services: AppServices): Promise<Deductor> {
  const settings = await storedSettings(em, services.secretBox(SEAL_PURPOSE.settings), [
    'TDS_DEDUCTOR_NAME',
    'TDS_DEDUCTOR_TAN',
    'TDS_SECTION',
  ]);
  return deductorOf(settings);
}

/** `?fy=`: the year it names, the current one when it is left out, else a 400 that says the format. */
export function financialYearOrRefuse(label: string | undefined, now = new Date()): TaxPeriod {
  if (label === undefined || label.trim() === '') return financialYearOf(now);
  const year = financialYearByLabel(label);
  if (!year)
    throw new AppError('BAD_REQUEST', TAX_MESSAGES.financialYear, { reason: 'tax.bad_financial_year' });
  return year;
}

/** The payouts paid in [start, end), oldest first, with what names their pool; `ownerId` narrows to a player's. */
export function paidPayouts(em: EntityManager, period: { start: Date; end: Date }, ownerId?: string) {
  return em.find(
    Payout,
    {
      status: 'paid',
      paidAt: { $gte: period.start, $lt: period.end },
      ...(ownerId ? { award: { participant: { owner: ownerId } } } : {}),
    },
    { populate: ['award.group.qualifier.game', 'award.participant'], orderBy: { paidAt: 'asc', id: 'asc' } },
  );
}

const rowOf = (payout: Payout): StatementRow => {
  const group = payout.award.group;
  const qualifier = group.qualifier;
  return {
    payoutId: payout.id,
    paidAt: payout.paidAt!,
    game: qualifier.game.name,
    stage: qualifier.stage,
    month: qualifier.month,
    pool: group.number,
    grossPaise: payout.grossPaise,
    tdsPaise: payout.tdsPaise,
    netPaise: payout.amountPaise,
    utr: payout.utr ?? null,
  };
};

/** The financial years the player had a prize paid in, newest first. */
async function yearsPaid(em: EntityManager, ownerId: string): Promise<string[]> {
  const paid = await em.find(
    Payout,
    { status: 'paid', award: { participant: { owner: ownerId } } },
    { fields: ['paidAt'] },
  );
  const years = new Set(paid.flatMap((p) => (p.paidAt ? [financialYearLabel(p.paidAt)] : [])));
  return [...years].sort().reverse();
}

/** GET /api/prizes/statement?fy=: the caller's statement for one financial year. */
export async function taxStatementOf(
  em: EntityManager,
  services: AppServices,
  ownerId: string,
  fy: string | undefined,
): Promise<TaxStatement> {
  const year = financialYearOrRefuse(fy);
  const rows = (await paidPayouts(em, year, ownerId)).map(rowOf);
  const details = await openPayoutDetails(em, services, ownerId);
  const sum = (key: 'grossPaise' | 'tdsPaise' | 'netPaise') => rows.reduce((total, r) => total + r[key], 0);
  return {
    financialYear: year.label,
    years: await yearsPaid(em, ownerId),
    rows,
    totals: { grossPaise: sum('grossPaise'), tdsPaise: sum('tdsPaise'), netPaise: sum('netPaise') },
    pan: details ? maskPan(details.details.pan) : null,
    panName: details?.details.panName ?? null,
    deductor: await deductorSettings(em, services),
  };
}
