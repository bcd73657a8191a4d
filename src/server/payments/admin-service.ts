import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PAYMENT_EVENTS_LIMIT,
  type AdminPaymentDetail,
  type AdminPaymentListQuery,
  type AdminPaymentRow,
  type AdminPaymentStats,
} from '../../shared/admin-payments.ts';
import { INDIA_TIME_ZONE } from '../../shared/india-time.ts';
import { escapeLike, sql } from '../db/sql.ts';
import { notFound } from '../errors.ts';
import type { PaymentStatus } from './entities.ts';
import { isPaid } from './settle.ts';

// The admin payments API's reads (docs/product.md#api): one SQL statement each, on PGlite and
// PostgreSQL alike. Days are India's (Asia/Kolkata). Payments outlive their players: a row keeps
// what the registration (or the account) still says, and nulls once both are gone.

const REFUNDED = `(select coalesce(sum(r.amount), 0) from payment_refund r where r.payment_id = pay.id and r.status = 'processed')`;
const FROM = `from payment pay
  left join participant p on p.id = pay.participant_id
  left join game g on g.id = p.game_id
  left join app_user u on u.id = pay.owner_id`;
const COLUMNS = `pay.id, pay.status, pay.amount, ${REFUNDED} as refunded, pay.currency, pay.gateway,
  pay.gateway_reference, pay.gateway_payment_id, pay.coupon_code, g.name as game,
  pay.participant_id, pay.owner_id,
  coalesce(p.name, nullif(trim(concat(u.first_name, ' ', u.last_name)), '')) as player_name,
  coalesce(nullif(p.email, ''), u.email) as player_email,
  coalesce(nullif(p.phone, ''), u.phone) as player_phone,
  pay.created_at, pay.updated_at, pay.paid_at`;

const SORT_COLUMNS: Record<AdminPaymentListQuery['sort'], string> = {
  createdAt: 'pay.created_at',
  updatedAt: 'pay.updated_at',
  amount: 'pay.amount',
  status: 'pay.status',
};

interface Filters {
  status?: string | undefined;
  game?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

/** The WHERE clause and its parameters for the list's and the stats' filters. */
function where(filters: Filters): { clause: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filters.status) {
    parts.push('pay.status = ?');
    params.push(filters.status);
  }
  if (filters.game) {
    parts.push('(g.slug = ? or lower(g.name) = lower(?))');
    params.push(filters.game, filters.game);
  }
  if (filters.from) {
    parts.push(`pay.created_at >= (?::date)::timestamp at time zone '${INDIA_TIME_ZONE}'`);
    params.push(filters.from);
  }
  if (filters.to) {
    parts.push(`pay.created_at < (?::date + 1)::timestamp at time zone '${INDIA_TIME_ZONE}'`);
    params.push(filters.to);
  }
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    const digits = filters.search.replace(/\D/g, '');
    const phone = digits.length >= 4 ? `%${digits.slice(-10)}%` : null;
    parts.push(
      `(pay.id::text ilike ? or pay.gateway_reference ilike ? or pay.gateway_payment_id ilike ?
        or p.email ilike ? or u.email ilike ?${phone ? ' or p.phone like ? or u.phone like ?' : ''})`,
    );
    params.push(pattern, pattern, pattern, pattern, pattern, ...(phone ? [phone, phone] : []));
  }
  return { clause: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

interface PaymentRowSql {
  id: string;
  status: AdminPaymentRow['status'];
  amount: number;
  refunded: number | string;
  currency: string;
  gateway: string;
  gateway_reference: string | null;
  gateway_payment_id: string | null;
  coupon_code: string | null;
  game: string | null;
  participant_id: string | null;
  owner_id: string | null;
  player_name: string | null;
  player_email: string | null;
  player_phone: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  paid_at: Date | string | null;
}

/** GET /admin/payments: filtered, sorted (ties by id) and paginated, with the total. */
export async function listPayments(
  em: EntityManager,
  query: AdminPaymentListQuery,
): Promise<{ items: AdminPaymentRow[]; total: number; page: number; pageSize: number }> {
  const { clause, params } = where(query);
  const order = `${SORT_COLUMNS[query.sort]} ${query.order}, pay.id ${query.order}`;
  const [rows, counted] = await Promise.all([
    sql<PaymentRowSql[]>(
      em,
      `select ${COLUMNS} ${FROM} ${clause}
       order by ${order} offset ? limit ?`,
      [...params, (query.page - 1) * query.pageSize, query.pageSize],
    ),
    sql<{ n: number | string }[]>(em, `select count(*) as n ${FROM} ${clause}`, params),
  ]);
  return {
    items: rows.map(toRow),
    total: Number(counted[0]?.n ?? 0),
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
    gatewayOrderId: r.gateway_reference,
    gatewayPaymentId: r.gateway_payment_id,
    couponCode: r.coupon_code,
    game: r.game,
    participantId: r.participant_id,
    ownerId: r.owner_id,
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
  const [rows, events] = await Promise.all([
    sql<PaymentRowSql[]>(em, `select ${COLUMNS} ${FROM} where pay.id = ?`, [id]),
    paymentLogs(em, { paymentId: id, page: 1, pageSize: PAYMENT_EVENTS_LIMIT }),
  ]);
  const row = rows[0];
  if (!row) throw notFound('Payment not found', 'payment.not_found');
  return { ...toRow(row), events };
}

/** GET /admin/payments/logs: every status change, newest first, with who made admin ones. */
export async function paymentLogs(
  em: EntityManager,
  query: { paymentId?: string | undefined; page: number; pageSize: number },
) {
  const rows = await sql<
    {
      id: string;
      payment_id: string;
      from_status: string | null;
      to_status: string;
      source: string;
      actor_id: string | null;
      actor_email: string | null;
      detail: string | null;
      at: Date | string;
    }[]
  >(
    em,
    `select e.id, e.payment_id, e.from_status, e.to_status, e.source, e.actor_id, u.email as actor_email, e.detail, e.at
     from payment_event e left join app_user u on u.id = e.actor_id
     ${query.paymentId ? 'where e.payment_id = ?' : ''}
     order by e.at desc, e.id desc offset ? limit ?`,
    [...(query.paymentId ? [query.paymentId] : []), (query.page - 1) * query.pageSize, query.pageSize],
  );
  return rows.map((r) => ({
    id: r.id,
    paymentId: r.payment_id,
    fromStatus: r.from_status,
    status: r.to_status,
    source: r.source,
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    detail: r.detail,
    at: new Date(r.at),
  }));
}

/** GET /admin/payments/stats: counts and rupees by status, game and day; revenue net of refunds. */
export async function paymentStats(
  em: EntityManager,
  query: { from?: string | undefined; to?: string | undefined; game?: string | undefined },
): Promise<AdminPaymentStats> {
  const { clause, params } = where(query);
  const rows = await sql<
    {
      status: PaymentStatus;
      game: string | null;
      day: string;
      count: number | string;
      amount: number | string;
      refunded: number | string;
    }[]
  >(
    em,
    `select pay.status, g.name as game, to_char(pay.created_at at time zone '${INDIA_TIME_ZONE}', 'YYYY-MM-DD') as day,
            count(*) as count, sum(pay.amount) as amount, sum(${REFUNDED}) as refunded
     ${FROM} ${clause}
     group by 1, 2, 3`,
    params,
  );
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
