import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { fillPool } from '../../../test/support/fillers.ts';
import { admitAll } from '../../../test/support/matches.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { DISPUTE_WINDOW_HOURS, mergedOthersCount, poolSize } from '../../shared/championship-rules.ts';
import { indianMonth } from '../../shared/india-time.ts';
import type { UnderfilledRule } from '../../shared/qualifiers.ts';
import type { CreateParticipant } from '../../shared/registration.ts';
import { prizeBreakdown, WIN_CHANCE } from '../../shared/registration-rules.ts';
import { AuditLog } from '../audit/entities.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Match, MatchCheckIn } from '../matches/entities.ts';
import { Notification } from '../notifications/entities.ts';
import { mockGateway, refundRegistrationInFull, sendRefund } from '../payments/index.ts';
import type { Payment, PaymentRefund } from '../payments/entities.ts';
import { closePool } from '../prizes/service.ts';
import type { Participant } from '../registration/entities.ts';
import type { PoolStanding } from '../standings/entities.ts';
import type { QualifierGroup } from './entities.ts';
import { applyStartRules } from './start.ts';

// A pool not full when it starts (docs/decisions/0025-championship-rules.md): `merge` moves its
// entries into the previous pool, whose "others" places grow and are what its close awards;
// `cancel` refunds every entry once; `play` (and a merge with no previous pool) changes nothing;
// a second run changes nothing.

const { t, admin } = adminTestAppOfFile('games');

type Tables =
  | typeof QualifierGroup
  | typeof Participant
  | typeof Match
  | typeof MatchCheckIn
  | typeof Payment
  | typeof PaymentRefund
  | typeof PoolStanding;
const db = () => tablesOf<Tables>(t.db.orm.em.fork());
const MINUTE = 60 * 1000;

const run = (now: Date) =>
  applyStartRules(
    t.db.orm.em.fork(),
    {
      refundInFull: refundRegistrationInFull,
      send: async (ids) => {
        for (const id of ids) await sendRefund(t.db.orm.em.fork(), mockGateway, id);
      },
    },
    now,
  );

async function setRule(game: string, rule: UnderfilledRule) {
  const res = await requestAs(t, admin, 'PUT', '/admin/qualifiers/underfilled-rule', {
    game,
    playFormat: 'solo',
    month: indianMonth(new Date()),
    rule,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function entry(payload: CreateParticipant): Promise<{ id: string; user: TestUser; groupId: string }> {
  const user = await createUser(t);
  const id = await registerAndPay(t, user, payload);
  const row = await db()
    .selectFrom('participant')
    .select('group_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, user, groupId: row.group_id! };
}

const pool = (groupId: string) =>
  db().selectFrom('qualifier_group').selectAll().where('id', '=', groupId).executeTakeFirstOrThrow();

const matchesOf = (groupId: string) =>
  db()
    .selectFrom('match')
    .select(['id', 'number', 'status', 'scheduled_at'])
    .where('group_id', '=', groupId)
    .orderBy('number')
    .execute();

/** A minute after the pool's first match began. */
async function startOf(groupId: string): Promise<Date> {
  const [first] = await matchesOf(groupId);
  return new Date(new Date(first!.scheduled_at).getTime() + MINUTE);
}

const fill = (groupId: string, like: string, count: number) => fillPool(t, groupId, like, count);

const audits = (groupId: string) =>
  t.db.orm.em.fork().count(AuditLog, { action: 'pool.start', entityId: groupId });

describe('a pool not full at its start', () => {
  it('merges into the previous pool, which grows its others places, and the close awards them', async () => {
    const game = 'valorant';
    const payload = soloPayload({ selectedGame: game, riskCategory: 'lr', priceCategory: '1500' });
    await setRule(game, 'merge');
    const size = poolSize('solo', 'lr', '1500');
    const first = await entry(payload);
    await fill(first.groupId, first.id, size - 1);
    const b = await entry(payload);
    const c = await entry(payload);
    expect(c.groupId).toBe(b.groupId);
    expect(b.groupId).not.toBe(first.groupId);
    const [fullPool, partPool] = [await pool(first.groupId), await pool(b.groupId)];
    expect([fullPool.number, partPool.number]).toEqual([1, 2]);
    // b checked in to pool 2's first match before the start.
    const [partFirst] = await matchesOf(b.groupId);
    await admitAll(t, admin, partFirst!.id, [b.id]);

    const now = await startOf(b.groupId);
    expect(now).toEqual(await startOf(first.groupId));
    const started = await run(now);
    expect(started).toEqual(
      expect.arrayContaining([
        { groupId: b.groupId, outcome: 'merged', mergedInto: first.groupId, entries: 2 },
        { groupId: first.groupId, outcome: 'played', mergedInto: null, entries: 0 },
      ]),
    );

    const grown = await pool(first.groupId);
    const others = mergedOthersCount(size + 2, WIN_CHANCE.lr, 40);
    expect(others).toBe(41);
    expect(grown).toMatchObject({ capacity: size + 2, others_count: others, start_outcome: 'played' });
    expect(await pool(b.groupId)).toMatchObject({ start_outcome: 'merged', merged_into: first.groupId });
    const moved = await db()
      .selectFrom('participant')
      .select('group_id')
      .where('id', 'in', [b.id, c.id])
      .execute();
    expect(moved.map((p) => p.group_id)).toEqual([first.groupId, first.groupId]);
    expect((await matchesOf(b.groupId)).map((m) => m.status)).toEqual(Array(5).fill('cancelled'));
    // The check-in moved to the same match of the pool b joined.
    const [grownFirst] = await matchesOf(first.groupId);
    const checkIn = await db()
      .selectFrom('match_check_in')
      .select('match_id')
      .where('participant_id', '=', b.id)
      .execute();
    expect(checkIn).toEqual([{ match_id: grownFirst!.id }]);
    const told = await t.db.orm.em.fork().find(Notification, { user: b.user.userId, kind: 'registration' });
    expect(told.map((n) => n.title)).toContain('Valorant: you now play in pool 1');
    // Their pass cards and registrations say pool 2 joined pool 1; pool 1's own entries played on.
    for (const player of [b, c]) {
      const [card] = (await trpcAs(t, player.user).dashboard.passes.query({})).items;
      expect(card).toMatchObject({ groupNumber: 1, poolStart: { outcome: 'merged', pool: 2 } });
      const view = (await requestAs(t, player.user, 'GET', `/api/participants/${player.id}`)).json();
      expect(view.pool).toMatchObject({ number: 1, start: { outcome: 'merged', pool: 2 } });
    }
    const [stayed] = (await trpcAs(t, first.user).dashboard.passes.query({})).items;
    expect(stayed).toMatchObject({ groupNumber: 1, poolStart: null });

    // A second run changes nothing.
    expect(await run(now)).toEqual([]);
    expect(await pool(first.groupId)).toEqual(grown);
    expect([await audits(first.groupId), await audits(b.groupId)]).toEqual([1, 1]);

    // The close pays the grown table: 3 + 41 places, the last at the table's others amount.
    const entries = await db()
      .selectFrom('participant')
      .select('id')
      .where('group_id', '=', first.groupId)
      .orderBy('id')
      .execute();
    const past = new Date(now.getTime() - 10 * 24 * 60 * MINUTE);
    await db()
      .updateTable('match')
      .set({ status: 'completed' })
      .where('group_id', '=', first.groupId)
      .execute();
    await db()
      .insertInto('pool_standing')
      .values(
        entries.map(({ id }, i) => ({
          id: crypto.randomUUID(),
          group_id: first.groupId,
          participant_id: id,
          rank: i + 1,
          points: 1000 - i,
          matches_played: 5,
          wins: 0,
          placement_points: 0,
          finishes: 0,
          buchholz: 0,
          score_difference: 0,
          updated_at: past,
        })),
      )
      .execute();
    const closed = await closePool(
      t.db.orm.em.fork(),
      { userId: admin.userId },
      first.groupId,
      DISPUTE_WINDOW_HOURS,
      now,
    );
    const table = prizeBreakdown('solo', 'lr', '1500')!;
    expect(closed.awards).toHaveLength(3 + others);
    expect(closed.unawardedPlaces).toEqual([]);
    expect(closed.awards.at(-1)).toMatchObject({ rank: 3 + others, amountPaise: table.others.amount * 100 });
  }, 240_000);

  it('cancels and refunds every entry in full, once', async () => {
    const game = 'free-fire-max';
    const payload = soloPayload({ selectedGame: game });
    await setRule(game, 'cancel');
    const x = await entry(payload);
    const y = await entry(payload);
    const now = await startOf(x.groupId);
    expect(await run(now)).toEqual([
      { groupId: x.groupId, outcome: 'cancelled', mergedInto: null, entries: 2 },
    ]);
    expect(await run(now)).toEqual([]);

    for (const player of [x, y]) {
      const payment = await db()
        .selectFrom('payment')
        .select(['id', 'amount', 'status'])
        .where('participant_id', '=', player.id)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe('refunded');
      const refunds = await db()
        .selectFrom('payment_refund')
        .select(['amount', 'status'])
        .where('payment_id', '=', payment.id)
        .execute();
      expect(refunds).toEqual([{ amount: payment.amount, status: 'processed' }]);
      const told = await t.db.orm.em.fork().find(Notification, { user: player.user.userId, kind: 'payment' });
      expect(told.map((n) => n.title)).toContain('Free Fire Max: your pool was cancelled');
      // The pass card and the registration say so.
      const [card] = (await trpcAs(t, player.user).dashboard.passes.query({})).items;
      expect(card).toMatchObject({ groupNumber: 1, poolStart: { outcome: 'cancelled', pool: 1 } });
      const view = (await requestAs(t, player.user, 'GET', `/api/participants/${player.id}`)).json();
      expect(view.pool).toMatchObject({ number: 1, start: { outcome: 'cancelled', pool: 1 } });
    }
    expect((await matchesOf(x.groupId)).map((m) => m.status)).toEqual(Array(5).fill('cancelled'));
    expect(await pool(x.groupId)).toMatchObject({ start_outcome: 'cancelled' });
    expect(await audits(x.groupId)).toBe(1);
    // The console's Pools section says so.
    const listed = (await requestAs(t, admin, 'GET', '/admin/pools')).json<
      { id: string; startOutcome: string }[]
    >();
    expect(listed.find((p) => p.id === x.groupId)?.startOutcome).toBe('cancelled');
    // The cancelled pool takes no one again: the next payer opens pool 2.
    const next = await entry(payload);
    expect((await pool(next.groupId)).number).toBe(2);
  }, 120_000);

  it('leaves a pool that plays as it was, also a merge with no previous pool', async () => {
    await setRule('call-of-duty-mobile', 'merge');
    const played = await entry(soloPayload({ selectedGame: 'bgmi' }));
    const alone = await entry(soloPayload({ selectedGame: 'call-of-duty-mobile' }));
    const before = await Promise.all([pool(played.groupId), pool(alone.groupId)]);
    const now = await startOf(played.groupId);
    const started = await run(now);
    expect(started).toEqual(
      expect.arrayContaining([
        { groupId: played.groupId, outcome: 'played', mergedInto: null, entries: 0 },
        { groupId: alone.groupId, outcome: 'played', mergedInto: null, entries: 0 },
      ]),
    );
    for (const [i, player] of [played, alone].entries()) {
      expect(await pool(player.groupId)).toMatchObject({
        capacity: before[i]!.capacity,
        others_count: null,
        start_outcome: 'played',
      });
      expect((await matchesOf(player.groupId)).map((m) => m.status)).toEqual(Array(5).fill('scheduled'));
    }
    expect(await run(now)).toEqual([]);
  }, 120_000);
});
