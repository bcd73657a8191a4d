import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PAYMENT_EVENTS_LIMIT,
  type AdminPaymentDetail,
  type AdminPaymentListQuery,
  type AdminPaymentRow,
  type AdminPaymentStats,
} from '../../shared/admin-payments.ts';
import { INDIA_TIME_ZONE } from '../../shared/india-time.ts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../db/kysely.ts';
import { indiaDayStart, tablesOf } from '../db/kysely.ts';
import { escapeLike } from '../db/sql.ts';
import { notFound } from '../errors.ts';
import type { Game } from '../games/entities.ts';
import type { Participant } from '../registration/entities.ts';
import type { AppUser } from '../users/entities.ts';
import { accountsByIds } from '../users/service.ts';
import { PaymentEvent, type Payment, type PaymentRefund, type PaymentStatus } from './entities.ts';
import { isPaid } from './settle.ts';

// The admin payments API's reads (docs/product.md#api): one SQL statement each, on PGlite and
// PostgreSQL alike, typed from the entities of the tables they join. Days are India's
// (Asia/Kolkata). Payments outlive their players: a row keeps what the registration (or the
// account) still says, and nulls once both are gone.

type Tables = typeof Payment | typeof PaymentRefund | typeof Participant | typeof Game | typeof AppUser;
type Joined = DB<Tables> & { pay: DB<Tables>['payment']; p: DB<Tables>['participant'] } & {
  g: DB<Tables>['game'];
  u: DB<Tables>['app_user'];
};

/** The payment's processed refunds, in rupees. */
const refunded = (eb: ExpressionBuilder<Joined, 'pay'>) =>
  eb
    .selectFrom('payment_refund as r')
    .select((r) => r.fn.coalesce(r.fn.sum<number | string>('r.amount'), sql.lit(0)).as('amount'))
    .whereRef('r.payment_id', '=', 'pay.id')
    .where('r.status', '=', 'processed')
    .$asScalar();

const SORT_COLUMNS = {
  createdAt: 'pay.created_at',
  updatedAt: 'pay.updated_at',
  amount: 'pay.amount',
  status: 'pay.status',
} as const satisfies Record<AdminPaymentListQuery['sort'], string>;

interface Filters {
  status?: string | undefined;
  game?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

/** Payments with their registration, game and account, under the list's and the stats' filters. */
function payments(em: EntityManager, filters: Filters) {
  return tablesOf<Tables>(em)
    .selectFrom('payment as pay')
    .leftJoin('participant as p', 'p.id', 'pay.participant_id')
    .leftJoin('game as g', 'g.id', 'p.game_id')
    .leftJoin('app_user as u', 'u.id', 'pay.owner_id')
    .$if(!!filters.status, (q) => q.where('pay.status', '=', filters.status as PaymentStatus))
    .$if(!!filters.game, (q) =>
      q.where((eb) =>
        eb.or([
          eb('g.slug', '=', filters.game!),
          eb(eb.fn('lower', ['g.name']), '=', eb.fn('lower', [eb.val(filters.game!)])),
        ]),
      ),
    )
    .$if(!!filters.from, (q) => q.where('pay.created_at', '>=', indiaDayStart(filters.from!)))
    .$if(!!filters.to, (q) => q.where('pay.created_at', '<', indiaDayStart(filters.to!, 1)))
    .$if(!!filters.search, (q) =>
      q.where((eb) => {
        const pattern = `%${escapeLike(filters.search!)}%`;
        const digits = filters.search!.replace(/\D/g, '');
        const phone = digits.length >= 4 ? `%${digits.slice(-10)}%` : null;
        return eb.or([
          eb(sql<string>`pay.id::text`, 'ilike', pattern),
          eb('pay.gateway_reference', 'ilike', pattern),
          eb('pay.gateway_payment_id', 'ilike', pattern),
          eb('p.email', 'ilike', pattern),
          eb('u.email', 'ilike', pattern),
          ...(phone ? [eb('p.phone', 'like', phone), eb('u.phone', 'like', phone)] : []),
        ]);
      }),
    );
}

/** The columns of a payment's row, as the list and the single read answer it. */
function rows(em: EntityManager, filters: Filters) {
  return payments(em, filters)
    .select(['pay.id', 'pay.status', 'pay.amount', 'pay.currency', 'pay.gateway', 'pay.gateway_reference'])
    .select([
      'pay.gateway_payment_id',
      'pay.coupon_code',
      'g.name as game',
      'pay.participant_id',
      'pay.owner_id',
    ])
    .select(['pay.created_at', 'pay.updated_at', 'pay.paid_at'])
    .select((eb) => [
      refunded(eb).as('refunded'),
      eb.fn
        .coalesce(
          'p.name',
          eb.fn('nullif', [
            eb.fn('trim', [eb.fn('concat', ['u.first_name', sql.lit(' '), 'u.last_name'])]),
            sql.lit(''),
          ]),
        )
        .$castTo<string | null>()
        .as('player_name'),
      eb.fn
        .coalesce(eb.fn('nullif', ['p.email', sql.lit('')]), 'u.email')
        .$castTo<string | null>()
        .as('player_email'),
      eb.fn
        .coalesce(eb.fn('nullif', ['p.phone', sql.lit('')]), 'u.phone')
        .$castTo<string | null>()
        .as('player_phone'),
    ]);
}

type PaymentRowSql = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

/** GET /admin/payments: filtered, sorted (ties by id) and paginated, with the total. */
export async function listPayments(
  em: EntityManager,
  query: AdminPaymentListQuery,
): Promise<{ items: AdminPaymentRow[]; total: number; page: number; pageSize: number }> {
  const [found, counted] = await Promise.all([
    rows(em, query)
      .orderBy(SORT_COLUMNS[query.sort], query.order)
      .orderBy('pay.id', query.order)
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    payments(em, query)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    items: found.map(toRow),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A payment's row as the list and the single read answer it. */
function toRow(r: PaymentRowSql): AdminPaymentRow {
  return {
    id: r.id,
    status: r.status,
    amount: r.amount,
    refunded: Number(r.refunded),
    currency: r.currency,
    gateway: r.gateway,
    gatewayOrderId: r.gateway_reference ?? null,
    gatewayPaymentId: r.gateway_payment_id ?? null,
    couponCode: r.coupon_code ?? null,
    game: r.game,
    participantId: r.participant_id ?? null,
    ownerId: r.owner_id ?? null,
    playerName: r.player_name,
    playerEmail: r.player_email,
    playerPhone: r.player_phone,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    paidAt: r.paid_at ? new Date(r.paid_at) : null,
  };
}

/** GET /admin/payments/{id}: the payment as the list shows it, with its status changes. */
export async function paymentDetail(em: EntityManager, id: string): Promise<AdminPaymentDetail> {
  const [row, events] = await Promise.all([
    rows(em, {}).where('pay.id', '=', id).executeTakeFirst(),
    paymentLogs(em, { paymentId: id, page: 1, pageSize: PAYMENT_EVENTS_LIMIT }),
  ]);
  if (!row) throw notFound('Payment not found', 'payment.not_found');
  return { ...toRow(row), events };
}

/** GET /admin/payments/logs: every status change, newest first, with who made admin ones. */
export async function paymentLogs(
  em: EntityManager,
  query: { paymentId?: string | undefined; page: number; pageSize: number },
) {
  const events = await em.find(PaymentEvent, query.paymentId ? { payment: query.paymentId } : {}, {
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const actors = await accountsByIds(
    em,
    events.flatMap((e) => (e.actorId ? [e.actorId] : [])),
  );
  return events.map((e) => ({
    id: e.id,
    paymentId: e.payment.id,
    fromStatus: e.fromStatus ?? null,
    status: e.toStatus,
    source: e.source,
    actorId: e.actorId ?? null,
    actorEmail: e.actorId ? (actors.get(e.actorId)?.email ?? null) : null,
    detail: e.detail ?? null,
    at: new Date(e.at),
  }));
}

/** GET /admin/payments/stats: counts and rupees by status, game and day; revenue net of refunds. */
export async function paymentStats(
  em: EntityManager,
  query: { from?: string | undefined; to?: string | undefined; game?: string | undefined },
): Promise<AdminPaymentStats> {
  const day = sql<string>`to_char(pay.created_at at time zone ${sql.lit(INDIA_TIME_ZONE)}, 'YYYY-MM-DD')`;
  const rows = await payments(em, query)
    .select((eb) => [
      'pay.status',
      'g.name as game',
      day.as('day'),
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('pay.amount').as('amount'),
      eb.fn.sum<number | string>(refunded(eb)).as('refunded'),
    ])
    .groupBy(['pay.status', 'g.name', day])
    .execute();
  const stats: AdminPaymentStats = {
    total: { count: 0, amount: 0 },
    revenue: 0,
    refunded: 0,
    byStatus: [],
    byGame: [],
    byDay: [],
  };
  const byStatus = new Map<string, AdminPaymentStats['byStatus'][number]>();
  const byGame = new Map<string, AdminPaymentStats['byGame'][number]>();
  const byDay = new Map<string, AdminPaymentStats['byDay'][number]>();
  for (const row of rows) {
    const count = Number(row.count);
    const amount = Number(row.amount);
    const refunded = Number(row.refunded);
    const revenue = isPaid(row.status) ? amount - refunded : 0;
    stats.total.count += count;
    stats.total.amount += amount;
    stats.revenue += revenue;
    stats.refunded += refunded;
    add(byStatus, row.status, { status: row.status, count: 0, amount: 0 }, count, amount);
    const game = row.game ?? 'Unknown';
    add(byGame, game, { game, count: 0, amount: 0, revenue: 0 }, count, amount).revenue += revenue;
    add(byDay, row.day, { day: row.day, count: 0, amount: 0, revenue: 0 }, count, amount).revenue += revenue;
  }
  stats.byStatus = [...byStatus.values()].sort((a, b) => a.status.localeCompare(b.status));
  stats.byGame = [...byGame.values()].sort((a, b) => a.game.localeCompare(b.game));
  stats.byDay = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  return stats;
}

function add<T extends { count: number; amount: number }>(
  map: Map<string, T>,
  key: string,
  empty: T,
  count: number,
  amount: number,
): T {
  const bucket = map.get(key) ?? empty;
  map.set(key, bucket);
  bucket.count += count;
  bucket.amount += amount;
  return bucket;
}
