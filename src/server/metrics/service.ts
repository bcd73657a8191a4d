import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminMetrics, AdminMetricsQuery } from '../../shared/admin-metrics.ts';
import { INDIA_TIME_ZONE, indianMonth } from '../../shared/india-time.ts';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../shared/payment-statuses.ts';
import { sql } from '../db/sql.ts';
import { AppError } from '../errors.ts';
import { findGame } from '../games/service.ts';
import { isPaid } from '../payments/index.ts';

// GET /admin/dashboard/metrics: one month in numbers, each series one grouped SQL statement, on
// PGlite and PostgreSQL alike. The month and its days are India's (Asia/Kolkata), as in
// /admin/payments/stats, and money follows that endpoint's rules, so the two always agree: a
// payment counts on the day it was made, and its revenue is its amount, when paid, less its
// processed refunds (whenever they were processed; requested, pending and failed ones do not).

/** Money taken, by the payments' own rule (refunded ones too: their refunds are netted). */
const PAID = PAYMENT_STATUSES.filter(isPaid)
  .map((status) => `'${status}'`)
  .join(', ');

/** The month as instants: from 00:00 IST on its 1st to 00:00 IST on the next month's 1st. */
const SPAN = `span as (
  select first_day,
         first_day::timestamp at time zone '${INDIA_TIME_ZONE}' as lo,
         (first_day + interval '1 month')::timestamp at time zone '${INDIA_TIME_ZONE}' as hi
  from (select ?::date as first_day) m
)`;
const IN_SPAN = (column: string) => `${column} >= span.lo and ${column} < span.hi`;
/** A paid payment's processed refunds, in rupees. */
const REFUNDED = `left join lateral (
    select coalesce(sum(r.amount), 0) as amount from payment_refund r
    where r.payment_id = pay.id and r.status = 'processed'
  ) refund on true`;

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
async function daySeries(em: EntityManager, { firstDay, gameId }: Scope) {
  const ofGame = gameId ? 'and p.game_id = ?' : '';
  const rows = await sql<
    { day: string; registrations: Count; paid: Count; revenue: Count; refunded: Count }[]
  >(
    em,
    `with ${SPAN},
     days as (
       select d::date as day from span,
         generate_series(span.first_day::timestamp, span.first_day + interval '1 month' - interval '1 day',
                         interval '1 day') d
     ),
     regs as (
       select (p.created_at at time zone '${INDIA_TIME_ZONE}')::date as day, count(*) as registrations,
              count(*) filter (where p.status = 'paid') as paid
       from participant p join span on ${IN_SPAN('p.created_at')}
       where true ${ofGame}
       group by 1
     ),
     money as (
       select (pay.created_at at time zone '${INDIA_TIME_ZONE}')::date as day,
              sum(pay.amount - refund.amount) as revenue, sum(refund.amount) as refunded
       from payment pay join span on ${IN_SPAN('pay.created_at')}
       ${gameId ? 'join participant p on p.id = pay.participant_id' : ''}
       ${REFUNDED}
       where pay.status in (${PAID}) ${ofGame}
       group by 1
     )
     select to_char(days.day, 'YYYY-MM-DD') as day,
            coalesce(regs.registrations, 0) as registrations, coalesce(regs.paid, 0) as paid,
            coalesce(money.revenue, 0) as revenue, coalesce(money.refunded, 0) as refunded
     from days left join regs using (day) left join money using (day)
     order by days.day`,
    [firstDay, ...(gameId ? [gameId, gameId] : [])],
  );
  return rows.map((r) => ({
    day: r.day,
    registrations: Number(r.registrations),
    paid: Number(r.paid),
    revenue: Number(r.revenue),
    refunded: Number(r.refunded),
  }));
}

/** Every game of the catalogue (or the one asked for): its registrations and revenue. */
async function gameSeries(em: EntityManager, { firstDay, gameId }: Scope) {
  const rows = await sql<{ slug: string; name: string; registrations: Count; paid: Count; revenue: Count }[]>(
    em,
    `with ${SPAN},
     regs as (
       select p.game_id, count(*) as registrations, count(*) filter (where p.status = 'paid') as paid
       from participant p join span on ${IN_SPAN('p.created_at')}
       group by 1
     ),
     money as (
       select p.game_id, sum(pay.amount - refund.amount) as revenue
       from payment pay join span on ${IN_SPAN('pay.created_at')}
       join participant p on p.id = pay.participant_id
       ${REFUNDED}
       where pay.status in (${PAID})
       group by 1
     )
     select g.slug, g.name, coalesce(regs.registrations, 0) as registrations,
            coalesce(regs.paid, 0) as paid, coalesce(money.revenue, 0) as revenue
     from game g left join regs on regs.game_id = g.id left join money on money.game_id = g.id
     ${gameId ? 'where g.id = ?' : ''}
     order by g.sort_order, g.name`,
    [firstDay, ...(gameId ? [gameId] : [])],
  );
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
  const rows = await sql<{ status: PaymentStatus; count: Count }[]>(
    em,
    `with ${SPAN}
     select pay.status, count(*) as count
     from payment pay join span on ${IN_SPAN('pay.created_at')}
     ${gameId ? 'join participant p on p.id = pay.participant_id and p.game_id = ?' : ''}
     group by 1`,
    [firstDay, ...(gameId ? [gameId] : [])],
  );
  return new Map(rows.map((r) => [r.status, Number(r.count)]));
}

/**
 * The month's sign-ups and how far they got: players (role user; organisers are no audience)
 * whose account was created in the month; of them, those with at least one registration (made
 * at any time since, for the game if one is asked); of those, those with a paid registration (a
 * refund does not undo it). Each step is a subset of the one before.
 */
async function signUpFunnel(em: EntityManager, { firstDay, gameId }: Scope) {
  const ofGame = gameId ? 'and p.game_id = ?' : '';
  const rows = await sql<{ signed_up: Count; registered: Count; paid: Count }[]>(
    em,
    `with ${SPAN}
     select count(*) as signed_up,
            count(*) filter (where exists (
              select 1 from participant p where p.owner_id = u.id ${ofGame})) as registered,
            count(*) filter (where exists (
              select 1 from participant p where p.owner_id = u.id and p.status = 'paid' ${ofGame})) as paid
     from app_user u join span on ${IN_SPAN('u.created_at')}
     where u.role = 'user'`,
    [firstDay, ...(gameId ? [gameId, gameId] : [])],
  );
  const row = rows[0];
  return {
    signedUp: Number(row?.signed_up ?? 0),
    registered: Number(row?.registered ?? 0),
    paid: Number(row?.paid ?? 0),
  };
}
