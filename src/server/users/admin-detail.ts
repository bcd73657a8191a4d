import type { EntityManager } from '@mikro-orm/postgresql';
import { DETAIL_LIMIT, type AdminUserDetail } from '../../shared/admin-users.ts';
import { sql } from '../db/sql.ts';

// What GET /admin/users/{id} shows besides the profile, newest first, at most DETAIL_LIMIT of
// each with their totals. Like the admin payments reads, one SQL statement each over the
// registrations', payments', sessions' and audit tables.

type Detail<K extends 'registrations' | 'payments' | 'audit'> = AdminUserDetail[K];
const at = (value: Date | string) => new Date(value);
const atOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));
const totalOf = (rows: { total: number | string }[]) => Number(rows[0]?.total ?? 0);

export async function registrationsOf(em: EntityManager, userId: string): Promise<Detail<'registrations'>> {
  type Item = Detail<'registrations'>['items'][number];
  const rows = await sql<
    (Pick<Item, 'id' | 'game' | 'pass' | 'status'> & {
      play_format: Item['playFormat'];
      pass_price: number;
      player_name: string;
      teammates: number | string;
      created_at: Date | string;
      paid_at: Date | string | null;
      total: number | string;
    })[]
  >(
    em,
    `select p.id, g.name as game, p.play_format, p.pass, p.pass_price, p.status, p.name as player_name,
            (select count(*) from teammate m where m.participant_id = p.id) as teammates,
            p.created_at, p.paid_at, count(*) over () as total
     from participant p join game g on g.id = p.game_id
     where p.owner_id = ? order by p.created_at desc, p.id desc limit ?`,
    [userId, DETAIL_LIMIT],
  );
  return {
    total: totalOf(rows),
    items: rows.map((r) => ({
      id: r.id,
      game: r.game,
      playFormat: r.play_format,
      pass: r.pass,
      passPrice: r.pass_price,
      status: r.status,
      playerName: r.player_name,
      teammates: Number(r.teammates),
      createdAt: at(r.created_at),
      paidAt: atOrNull(r.paid_at),
    })),
  };
}

export async function paymentsOf(em: EntityManager, userId: string): Promise<Detail<'payments'>> {
  type Item = Detail<'payments'>['items'][number];
  const rows = await sql<
    (Pick<Item, 'id' | 'amount' | 'currency' | 'gateway' | 'status'> & {
      participant_id: string | null;
      refunded: number | string;
      coupon_code: string | null;
      created_at: Date | string;
      paid_at: Date | string | null;
      total: number | string;
    })[]
  >(
    em,
    `select pay.id, pay.participant_id, pay.amount, pay.currency, pay.gateway, pay.status, pay.coupon_code,
            (select coalesce(sum(r.amount), 0) from payment_refund r
              where r.payment_id = pay.id and r.status = 'processed') as refunded,
            pay.created_at, pay.paid_at, count(*) over () as total
     from payment pay where pay.owner_id = ? order by pay.created_at desc, pay.id desc limit ?`,
    [userId, DETAIL_LIMIT],
  );
  return {
    total: totalOf(rows),
    items: rows.map((r) => ({
      id: r.id,
      participantId: r.participant_id,
      amount: r.amount,
      refunded: Number(r.refunded),
      currency: r.currency,
      gateway: r.gateway,
      status: r.status,
      couponCode: r.coupon_code,
      createdAt: at(r.created_at),
      paidAt: atOrNull(r.paid_at),
    })),
  };
}

/** Live sessions, without their tokens: the provider's account sessions and game-credential ones. */
export async function sessionsOf(
  em: EntityManager,
  userId: string,
  authUserId: string | null,
): Promise<AdminUserDetail['sessions']> {
  const rows = await sql<
    {
      kind: 'account' | 'game-credentials';
      created_at: Date | string;
      last_seen_at: Date | string | null;
      expires_at: Date | string;
      ip_address: string | null;
      user_agent: string | null;
      game_username: string | null;
    }[]
  >(
    em,
    `select 'account' as kind, s."createdAt" as created_at, s."updatedAt" as last_seen_at,
            s."expiresAt" as expires_at, s."ipAddress" as ip_address, s."userAgent" as user_agent,
            null::text as game_username
     from auth_session s where s."userId" = ? and s."expiresAt" > now()
     union all
     select 'game-credentials', ps.created_at, null, ps.expires_at, null, null, ga.username
     from pass_session ps join game_account ga on ga.id = ps.game_account_id
       join participant p on p.id = ga.participant_id
     where p.owner_id = ? and ps.expires_at > now()
     order by created_at desc`,
    [authUserId, userId],
  );
  const items = rows.map((r) => ({
    kind: r.kind,
    createdAt: at(r.created_at),
    lastSeenAt: atOrNull(r.last_seen_at),
    expiresAt: at(r.expires_at),
    ipAddress: r.ip_address,
    userAgent: r.user_agent,
    gameUsername: r.game_username,
  }));
  const latest = (dates: (Date | null)[]) =>
    dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);
  return {
    active: items.length,
    lastCreatedAt: latest(items.map((i) => i.createdAt)),
    lastSeenAt: latest(items.map((i) => i.lastSeenAt)),
    items: items.slice(0, DETAIL_LIMIT),
  };
}

export async function auditOf(em: EntityManager, userId: string): Promise<Detail<'audit'>> {
  type Item = Detail<'audit'>['items'][number];
  const rows = await sql<
    (Pick<Item, 'id' | 'action' | 'before' | 'after'> & {
      actor_id: string;
      actor_email: string | null;
      request_id: string | null;
      created_at: Date | string;
      total: number | string;
    })[]
  >(
    em,
    `select a.id, a.action, a.actor_id, u.email as actor_email, a.before, a.after, a.request_id,
            a.created_at, count(*) over () as total
     from audit_log a left join app_user u on u.id::text = a.actor_id
     where a.entity = 'AppUser' and a.entity_id = ? order by a.created_at desc, a.id desc limit ?`,
    [userId, DETAIL_LIMIT],
  );
  return {
    total: totalOf(rows),
    items: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actorId: r.actor_id,
      actorEmail: r.actor_email,
      before: r.before,
      after: r.after,
      requestId: r.request_id,
      at: at(r.created_at),
    })),
  };
}
