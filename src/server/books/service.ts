import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import {
  BOOKS_MAX_MONTHS,
  LEDGER_KINDS,
  type Books,
  type BooksCheck,
  type BooksMonth,
  type BooksQuery,
  type LedgerKind,
} from '../../shared/books.ts';
import { INDIA_TIME_ZONE, indianMonth } from '../../shared/india-time.ts';
import { indiaDayStart, tablesOf } from '../db/kysely.ts';
import { AppError } from '../errors.ts';
import type { Payment, PaymentRefund } from '../payments/entities.ts';
import type { Payout, PrizeAward } from '../prizes/entities.ts';
import type { LedgerEntry } from './entities.ts';

// GET /admin/books (docs/decisions/0026-prize-payouts.md, "Books"): the ledger per Indian month,
// and the reconciliation: the ledger's totals against the same figures taken from the payments,
// refunds, awards and payouts themselves. A check that does not hold is a booking gone missing.

type Sums = Record<LedgerKind, number>;
const noSums = (): Sums => Object.fromEntries(LEDGER_KINDS.map((k) => [k, 0])) as Sums;

/** The month `months` after (or before) a yyyy-mm month. */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, index - 1 + months, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The ledger's sums per Indian month and kind, up to the end of `to`. */
async function ledgerByMonth(em: EntityManager, to: string): Promise<Map<string, Sums>> {
  const month = sql<string>`to_char(occurred_at at time zone ${sql.lit(INDIA_TIME_ZONE)}, 'YYYY-MM')`;
  const rows = await tablesOf<typeof LedgerEntry>(em)
    .selectFrom('ledger_entry')
    .select([month.as('month'), 'kind', (eb) => eb.fn.sum<string>('amount_paise').as('paise')])
    .where('occurred_at', '<', indiaDayStart(`${addMonths(to, 1)}-01`))
    .groupBy([month, 'kind'])
    .execute();
  const byMonth = new Map<string, Sums>();
  for (const row of rows) {
    const sums = byMonth.get(row.month) ?? noSums();
    sums[row.kind] += Number(row.paise);
    byMonth.set(row.month, sums);
  }
  return byMonth;
}

const paidGross = (s: Sums) => s.payout_sent + s.tds_withheld;
const pendingChange = (s: Sums) =>
  s.prize_awarded - s.prize_voided - paidGross(s) + s.payout_reversed + s.tds_reversed;

function monthOf(month: string, s: Sums, pendingPaise: number): BooksMonth {
  return {
    month,
    feesReceivedPaise: s.fee_received,
    refundsPaise: s.fee_refunded,
    netFeesPaise: s.fee_received - s.fee_refunded,
    prizesAwardedPaise: s.prize_awarded,
    prizesVoidedPaise: s.prize_voided,
    paidGrossPaise: paidGross(s),
    tdsWithheldPaise: s.tds_withheld,
    netSentPaise: s.payout_sent,
    reversedPaise: s.payout_reversed + s.tds_reversed,
    pendingPaise,
    tdsPayablePaise: s.tds_withheld - s.tds_reversed,
  };
}

export async function booksReport(em: EntityManager, query: BooksQuery, now = new Date()): Promise<Books> {
  const to = query.to ?? indianMonth(now);
  const from = query.from ?? addMonths(to, -11);
  const span = monthsFrom(from, to).length;
  if (from > to || span > BOOKS_MAX_MONTHS)
    throw new AppError(
      'BAD_REQUEST',
      `Ask for 1 to ${BOOKS_MAX_MONTHS} months, from a month up to a later one (from=yyyy-mm&to=yyyy-mm).`,
      { reason: 'books.months' },
    );
  const byMonth = await ledgerByMonth(em, to);
  // Pending is cumulative: every month before `from` counts towards its first month's end.
  let pending = 0;
  for (const [month, sums] of byMonth) if (month < from) pending += pendingChange(sums);
  const months = monthsFrom(from, to).map((month) => {
    const sums = byMonth.get(month) ?? noSums();
    pending += pendingChange(sums);
    return monthOf(month, sums, pending);
  });
  return { from, to, months, reconciliation: await reconcile(em) };
}

/** Every entry's kind summed, whenever booked. */
async function ledgerTotals(em: EntityManager): Promise<Sums> {
  const rows = await tablesOf<typeof LedgerEntry>(em)
    .selectFrom('ledger_entry')
    .select(['kind', (eb) => eb.fn.sum<string>('amount_paise').as('paise')])
    .groupBy('kind')
    .execute();
  const sums = noSums();
  for (const row of rows) sums[row.kind] = Number(row.paise);
  return sums;
}

interface SourceTotals {
  feesReceived: number;
  feesRefunded: number;
  awarded: number;
  voided: number;
  pending: number;
  paidAwards: number;
  paidGross: number;
  paidTds: number;
  paidNet: number;
}

/** The same money from the tables it is booked from (payments and refunds are whole rupees). */
async function sourceTotals(em: EntityManager): Promise<SourceTotals> {
  const db = tablesOf<typeof Payment | typeof PaymentRefund | typeof PrizeAward | typeof Payout>(em);
  const sum = (column: string) => sql<string>`coalesce(sum(${sql.ref(column)}), 0)`;
  const fees = await db
    .selectFrom('payment')
    .select(sum('amount').as('rupees'))
    .where('status', 'in', ['success', 'partially-refunded', 'refunded'])
    .executeTakeFirstOrThrow();
  const refunds = await db
    .selectFrom('payment_refund')
    .select(sum('amount').as('rupees'))
    .where('status', '=', 'processed')
    .executeTakeFirstOrThrow();
  const awards = await db
    .selectFrom('prize_award')
    .select(['status', sum('amount_paise').as('paise')])
    .groupBy('status')
    .execute();
  const byStatus = (...statuses: string[]) =>
    awards.filter((a) => statuses.includes(a.status)).reduce((total, a) => total + Number(a.paise), 0);
  const payouts = await db
    .selectFrom('payout')
    .select([sum('gross_paise').as('gross'), sum('tds_paise').as('tds'), sum('amount_paise').as('net')])
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return {
    feesReceived: Number(fees.rupees) * 100,
    feesRefunded: Number(refunds.rupees) * 100,
    awarded: byStatus('awarded', 'claimed', 'paid', 'voided'),
    voided: byStatus('voided'),
    pending: byStatus('awarded', 'claimed'),
    paidAwards: byStatus('paid'),
    paidGross: Number(payouts.gross),
    paidTds: Number(payouts.tds),
    paidNet: Number(payouts.net),
  };
}

async function reconcile(em: EntityManager): Promise<Books['reconciliation']> {
  const ledger = await ledgerTotals(em);
  const source = await sourceTotals(em);
  const gross = paidGross(ledger) - ledger.payout_reversed - ledger.tds_reversed;
  const check = (
    name: BooksCheck['check'],
    label: string,
    ledgerPaise: number,
    sourcePaise: number,
  ): BooksCheck => ({ check: name, label, ledgerPaise, sourcePaise, ok: ledgerPaise === sourcePaise });
  const checks = [
    check('fees_received', 'Fees received = paid payments', ledger.fee_received, source.feesReceived),
    check('fees_refunded', 'Refunds = processed refunds', ledger.fee_refunded, source.feesRefunded),
    check(
      'net_fees',
      'Fees − refunds = paid payments − processed refunds',
      ledger.fee_received - ledger.fee_refunded,
      source.feesReceived - source.feesRefunded,
    ),
    check('prizes_awarded', 'Prizes awarded = every award', ledger.prize_awarded, source.awarded),
    check('prizes_voided', 'Prizes voided = voided awards', ledger.prize_voided, source.voided),
    check(
      'prizes_pending',
      'Awarded − paid − voided = awards awaiting payment',
      ledger.prize_awarded - gross - ledger.prize_voided,
      source.pending,
    ),
    check('paid_gross', 'Net sent + TDS withheld = paid payouts (gross)', gross, source.paidGross),
    check(
      'tds_withheld',
      'TDS withheld = paid payouts’ TDS',
      ledger.tds_withheld - ledger.tds_reversed,
      source.paidTds,
    ),
    check(
      'net_sent',
      'Net sent = paid payouts’ net',
      ledger.payout_sent - ledger.payout_reversed,
      source.paidNet,
    ),
    check('paid_awards', 'Paid gross = paid awards', gross, source.paidAwards),
  ];
  return { ok: checks.every((c) => c.ok), checks };
}
