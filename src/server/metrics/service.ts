import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminMetrics, AdminMetricsQuery } from '../../shared/admin-metrics.ts';
import { INDIA_TIME_ZONE, indianMonth } from '../../shared/india-time.ts';
import { PAYMENT_STATUSES } from '../../shared/payment-statuses.ts';
import { sql } from 'kysely';
import { indiaDayStart, tablesOf } from '../db/kysely.ts';
import { AppError } from '../errors.ts';
import { findGame } from '../games/service.ts';
import type { Game } from '../games/entities.ts';
import { isPaid } from '../payments/index.ts';
import type { Payment, PaymentRefund } from '../payments/entities.ts';
import type { Participant } from '../registration/entities.ts';
import type { AppUser } from '../users/entities.ts';

// GET /admin/dashboard/metrics: one month in numbers, each series one grouped SQL statement, on
// PGlite and PostgreSQL alike, typed from the entities of the registration, payment, game and
// account tables it counts. The month and its days are India's (Asia/Kolkata), as in
// /admin/payments/stats, and money follows that endpoint's rules, so the two always agree: a
// payment counts on the day it was made, and its revenue is its amount, when paid, less its
// processed refunds (whenever they were processed; requested, pending and failed ones do not).

/** Money taken, by the payments' own rule (refunded ones too: their refunds are netted). */
const PAID = PAYMENT_STATUSES.filter(isPaid);

type Tables = typeof Participant | typeof Payment | typeof PaymentRefund | typeof Game | typeof AppUser;

const TZ = sql.lit(INDIA_TIME_ZONE);
/** The month as instants: from 00:00 IST on its 1st to 00:00 IST on the next month's 1st. */
const monthStart = (firstDay: string) => indiaDayStart(firstDay);
const monthEnd = (firstDay: string) =>
  sql<Date>`(${firstDay}::date + interval '1 month')::timestamp at time zone ${TZ}`;
/** The day in India of a time, as yyyy-mm-dd. */
const indiaDay = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${TZ}, 'YYYY-MM-DD')`;

/** The month's paid payments (of the game, if one), each with its processed refunds in rupees. */
function paidPayments(em: EntityManager, { firstDay, gameId }: Scope) {
  return tablesOf<Tables>(em)
    .selectFrom('payment as pay')
    .leftJoin('participant as p', 'p.id', 'pay.participant_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('payment_refund as r')
          .select((r) => r.fn.coalesce(r.fn.sum<number | string>('r.amount'), sql.lit(0)).as('amount'))
          .whereRef('r.payment_id', '=', 'pay.id')
          .where('r.status', '=', 'processed')
          .as('refund'),
      (join) => join.onTrue(),
    )
    .where('pay.created_at', '>=', monthStart(firstDay))
    .where('pay.created_at', '<', monthEnd(firstDay))
    .where('pay.status', 'in', PAID)
    .$if(!!gameId, (q) => q.where('p.game_id', '=', gameId!));
}

/** The month's registrations (of the game, if one). */
function registrations(em: EntityManager, { firstDay, gameId }: Scope) {
  return (
    tablesOf<Tables>(em)
      .selectFrom('participant as p')
      // Sales only: a free Semi-Finals entry (no pass; decision 25) is neither bought nor paid for.
      .where('p.pass', 'is not', null)
      .where('p.created_at', '>=', monthStart(firstDay))
      .where('p.created_at', '<', monthEnd(firstDay))
      .$if(!!gameId, (q) => q.where('p.game_id', '=', gameId!))
  );
}

type Count = number | string;

export async function dashboardMetrics(
  em: EntityManager,
  query: AdminMetricsQuery,
  now: Date,
): Promise<AdminMetrics> {
  const month = query.month ?? indianMonth(now);
  const game = query.game ? await findGame(em, query.game) : null;
  if (query.game && !game) throw new AppError('NOT_FOUND', 'Game not found', { reason: 'game.not_found' });
  const scope = { firstDay: `${month}-01`, gameId: game?.id ?? null };
  const [days, games, statuses, funnel] = await Promise.all([
    daySeries(em, scope),
    gameSeries(em, scope),
    statusCounts(em, scope),
    signUpFunnel(em, scope),
  ]);
  const sum = (key: 'registrations' | 'paid' | 'revenue' | 'refunded') =>
    days.reduce((total, day) => total + day[key], 0);
  return {
    month,
    game: game ? { slug: game.slug, name: game.name } : null,
    registrations: {
      total: sum('registrations'),
      paid: sum('paid'),
      unpaid: sum('registrations') - sum('paid'),
    },
    revenue: sum('revenue'),
    refunded: sum('refunded'),
    days: days.map(({ day, registrations, paid, revenue }) => ({ day, registrations, paid, revenue })),
    games,
    paymentStatuses: PAYMENT_STATUSES.map((status) => ({ status, count: statuses.get(status) ?? 0 })),
    funnel,
  };
}

interface Scope {
  /** yyyy-mm-01 */
  firstDay: string;
  gameId: string | null;
}

/** Every day of the month: its registrations (paid ones apart) and its payments' money. */
async function daySeries(em: EntityManager, scope: Scope) {
  const day = indiaDay('p.created_at');
  const paidDay = indiaDay('pay.created_at');
  const [regs, money] = await Promise.all([
    registrations(em, scope)
      .select((eb) => [
        day.as('day'),
        eb.fn.countAll<Count>().as('registrations'),
        eb.fn.countAll<Count>().filterWhere('p.status', '=', 'paid').as('paid'),
      ])
      .groupBy(day)
      .execute(),
    paidPayments(em, scope)
      .select((eb) => [
        paidDay.as('day'),
        eb.fn.sum<Count>(eb('pay.amount', '-', eb.ref('refund.amount').$castTo<number>())).as('revenue'),
        eb.fn.sum<Count>('refund.amount').as('refunded'),
      ])
      .groupBy(paidDay)
      .execute(),
  ]);
  const regsOf = new Map(regs.map((r) => [r.day, r]));
  const moneyOf = new Map(money.map((r) => [r.day, r]));
  return daysOf(scope.firstDay).map((d) => ({
    day: d,
    registrations: Number(regsOf.get(d)?.registrations ?? 0),
    paid: Number(regsOf.get(d)?.paid ?? 0),
    revenue: Number(moneyOf.get(d)?.revenue ?? 0),
    refunded: Number(moneyOf.get(d)?.refunded ?? 0),
  }));
}

/** Every day of the month of `firstDay` (yyyy-mm-01), as yyyy-mm-dd. */
function daysOf(firstDay: string): string[] {
  const [year, month] = firstDay.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${firstDay.slice(0, 8)}${String(i + 1).padStart(2, '0')}`);
}

/** Every game of the catalogue (or the one asked for): its registrations and revenue. */
async function gameSeries(em: EntityManager, { firstDay, gameId }: Scope) {
  const month = { firstDay, gameId: null };
  const rows = await tablesOf<Tables>(em)
    .with('regs', () =>
      registrations(em, month)
        .select((eb) => [
          'p.game_id',
          eb.fn.countAll<Count>().as('registrations'),
          eb.fn.countAll<Count>().filterWhere('p.status', '=', 'paid').as('paid'),
        ])
        .groupBy('p.game_id'),
    )
    .with('money', () =>
      paidPayments(em, month)
        .where('p.id', 'is not', null)
        .select((eb) => [
          'p.game_id',
          eb.fn.sum<Count>(eb('pay.amount', '-', eb.ref('refund.amount').$castTo<number>())).as('revenue'),
        ])
        .groupBy('p.game_id'),
    )
    .selectFrom('game as g')
    .leftJoin('regs', 'regs.game_id', 'g.id')
    .leftJoin('money', 'money.game_id', 'g.id')
    .select(['g.slug', 'g.name'])
    .select((eb) => [
      eb.fn.coalesce('regs.registrations', sql.lit(0)).as('registrations'),
      eb.fn.coalesce('regs.paid', sql.lit(0)).as('paid'),
      eb.fn.coalesce('money.revenue', sql.lit(0)).as('revenue'),
    ])
    .$if(!!gameId, (q) => q.where('g.id', '=', gameId!))
    .orderBy('g.sort_order')
    .orderBy('g.name')
    .execute();
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    registrations: Number(r.registrations),
    paid: Number(r.paid),
    revenue: Number(r.revenue),
  }));
}

/** How many of the month's payments are in each status. */
async function statusCounts(em: EntityManager, { firstDay, gameId }: Scope) {
  const rows = await tablesOf<Tables>(em)
    .selectFrom('payment as pay')
    .leftJoin('participant as p', 'p.id', 'pay.participant_id')
    .select((eb) => ['pay.status', eb.fn.countAll<Count>().as('count')])
    .where('pay.created_at', '>=', monthStart(firstDay))
    .where('pay.created_at', '<', monthEnd(firstDay))
    .$if(!!gameId, (q) => q.where('p.game_id', '=', gameId!))
    .groupBy('pay.status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.count)]));
}

/**
 * The month's sign-ups and how far they got: players (role user; organisers are no audience)
 * whose account was created in the month; of them, those with at least one registration (made
 * at any time since, for the game if one is asked); of those, those with a paid registration (a
 * refund does not undo it). Each step is a subset of the one before.
 */
async function signUpFunnel(em: EntityManager, { firstDay, gameId }: Scope) {
  const rows = await tablesOf<Tables>(em)
    .selectFrom('app_user as u')
    .select((eb) => {
      const registered = (paid: boolean) =>
        eb.exists(
          eb
            .selectFrom('participant as p')
            .select(sql.lit(1).as('one'))
            .whereRef('p.owner_id', '=', 'u.id')
            .where('p.pass', 'is not', null)
            .$if(paid, (q) => q.where('p.status', '=', 'paid'))
            .$if(!!gameId, (q) => q.where('p.game_id', '=', gameId!)),
        );
      return [
        eb.fn.countAll<Count>().as('signed_up'),
        eb.fn.countAll<Count>().filterWhere(registered(false)).as('registered'),
        eb.fn.countAll<Count>().filterWhere(registered(true)).as('paid'),
      ];
    })
    .where('u.created_at', '>=', monthStart(firstDay))
    .where('u.created_at', '<', monthEnd(firstDay))
    .where('u.role', '=', 'user')
    .execute();
  const row = rows[0];
  return {
    signedUp: Number(row?.signed_up ?? 0),
    registered: Number(row?.registered ?? 0),
    paid: Number(row?.paid ?? 0),
  };
}
