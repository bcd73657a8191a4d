import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { enrolSecondFactor, type SecondFactorKey } from '../../../test/support/second-factor.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import type { AuditLog } from '../audit/entities.ts';
import { tablesOf } from '../db/kysely.ts';
import { Notification as NotificationRow, type Notification } from '../notifications/entities.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { tellOverdueClaims } from './overdue.ts';
import { Participant } from '../registration/entities.ts';
import type { Payout } from './entities.ts';
import { PoolClose, PrizeAward } from './entities.ts';
import type { PayoutView } from './payouts.ts';

// Paying a claimed prize by hand (docs/decisions/0026-prize-payouts.md, "Payout"): approve (the
// maker), release (a second organiser, the checker), then the bank's UTR or a failure.

const { t, admin } = adminTestAppOfFile('games');
let checker: TestUser;
// Organisers who move money have two-factor sign-in on, and a release carries a fresh code
// (auth/second-factor.ts, whose own tests cover the refusals).
const keys = new Map<TestUser, SecondFactorKey>();
beforeAll(async () => {
  checker = await createUser(t, { role: 'admin' });
  for (const organiser of [admin, checker]) keys.set(organiser, await enrolSecondFactor(t, organiser));
});
const as = (user: TestUser, url: string, payload?: object) => requestAs(t, user, 'POST', url, payload);
const release = async (user: TestUser, payoutId: string) =>
  as(user, `/admin/payouts/${payoutId}/release`, { secondFactorCode: await keys.get(user)!.nextCode() });
const db = () =>
  tablesOf<typeof PrizeAward | typeof Payout | typeof AuditLog | typeof Notification>(t.db.orm.em.fork());

/**
 * A prize claimed by a fresh player (who paid ₹1,500 for the pass), as claims.ts records it:
 * ₹2,500 with the ₹300 TDS of a claim (30 % of ₹2,500 − ₹1,500), which the approval recomputes.
 */
async function claimed(grossPaise = 250_000, tdsPaise = 30_000, user?: TestUser) {
  user ??= await createUser(t);
  const participantId = await registerAndPay(t, user, soloPayload());
  const em = t.db.orm.em.fork();
  const participant = await em.findOneOrFail(Participant, participantId);
  const award = em.create(PrizeAward, {
    group: participant.group!,
    participant,
    rank: 1,
    places: [1],
    amountPaise: grossPaise,
    status: 'claimed',
    claimedAt: new Date(),
    tdsPaise,
    netWinningsPaise: grossPaise,
  });
  await em.flush();
  return { user, awardId: award.id };
}

async function approved(awardIds: string[]): Promise<PayoutView[]> {
  const res = await as(admin, '/admin/payouts/approve', { awardIds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PayoutView[]>();
}

async function released(awardId: string): Promise<PayoutView> {
  const [payout] = await approved([awardId]);
  const res = await release(checker, payout!.id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PayoutView>();
}

const award = (id: string) =>
  db().selectFrom('prize_award').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('payouts', () => {
  it('approve a payout per claimed prize with its TDS recomputed, once per prize, audited', async () => {
    const a = await claimed(500_000, 150_000);
    const b = await claimed(255_555, 76_667);
    const first = await approved([a.awardId, b.awardId]);
    // Net winnings = the prize − the ₹1,500 fee: 30 % of ₹3,500 and of ₹1,055.55 (half up).
    expect(first.map((p) => [p.awardId, p.status, p.grossPaise, p.tdsPaise, p.amountPaise, p.mode])).toEqual([
      [a.awardId, 'approved', 500_000, 105_000, 395_000, 'manual'],
      [b.awardId, 'approved', 255_555, 31_667, 223_888, 'manual'],
    ]);
    expect(await award(a.awardId)).toMatchObject({ tds_paise: 105_000, net_winnings_paise: 350_000 });
    expect(first[0]!.approvedBy).toBe(admin.userId);
    // Again, and both at once: the same payouts, no new rows.
    const again = await Promise.all([approved([b.awardId, a.awardId]), approved([a.awardId])]);
    expect(again[0].map((p) => p.id)).toEqual([first[1]!.id, first[0]!.id]);
    expect(again[1][0]!.id).toBe(first[0]!.id);
    const rows = await db()
      .selectFrom('payout')
      .selectAll()
      .where('award_id', 'in', [a.awardId, b.awardId])
      .execute();
    expect(rows).toHaveLength(2);
    const audits = await db()
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'payout.approve')
      .where(
        'entity_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    expect(audits).toHaveLength(2);
  });

  it("tax a player's prizes approved together on the year's net winnings (Rule 133), not each alone", async () => {
    const player = await createUser(t);
    // Two passes (₹3,000 of fees) and two prizes, each claimed alone at ₹0 TDS (fees above each).
    const first = await claimed(250_000, 0, player);
    const second = await claimed(250_000, 0, player);
    const payouts = await approved([first.awardId, second.awardId]);
    // ₹5,000 won − ₹3,000 paid = ₹2,000 of net winnings: ₹600 TDS in all, whichever goes first.
    expect(payouts.reduce((sum, p) => sum + p.tdsPaise, 0)).toBe(60_000);
    expect(payouts.map((p) => p.tdsPaise).sort()).toEqual([0, 60_000]);
  });

  it('are listed newest first, each naming the winner it pays', async () => {
    const winner = await createUser(t, { name: 'Meera Iyer' });
    const { awardId } = await claimed(250_000, 30_000, winner);
    const [payout] = await approved([awardId]);
    const res = await requestAs(t, admin, 'GET', '/admin/payouts');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ id: string; player: string }[]>()[0]).toMatchObject({
      id: payout!.id,
      player: 'Meera Iyer',
    });
  });

  it('refuse an unclaimed or unknown prize and approve nothing of the batch', async () => {
    const a = await claimed();
    const em = t.db.orm.em.fork();
    const other = await claimed();
    await em.nativeUpdate(PrizeAward, { id: other.awardId }, { status: 'awarded' });
    const res = await as(admin, '/admin/payouts/approve', { awardIds: [a.awardId, other.awardId] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'payout.not_claimed' });
    const unknown = await as(admin, '/admin/payouts/approve', { awardIds: [a.awardId, 'nope'] });
    expect(unknown.statusCode).toBe(404);
    expect(await db().selectFrom('payout').selectAll().where('award_id', '=', a.awardId).execute()).toEqual(
      [],
    );
  });

  it('are released by a second organiser only, unless the setting allows one; once, even twice at once', async () => {
    const a = await claimed();
    const [payout] = await approved([a.awardId]);
    const self = await release(admin, payout!.id);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ reason: 'payout.same_approver' });
    // Two clicks at once, each with a code of its own (a code is spent once).
    const [first, second] = keys.get(checker)!.backupCodes.splice(0, 2);
    const both = await Promise.all([
      as(checker, `/admin/payouts/${payout!.id}/release`, { secondFactorCode: first }),
      as(checker, `/admin/payouts/${payout!.id}/release`, { secondFactorCode: second }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0].json()).toEqual(both[1].json());
    expect(both[0].json()).toMatchObject({ status: 'released', releasedBy: checker.userId });
    const audits = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'payout.release')
      .where('entity_id', '=', payout!.id)
      .execute();
    expect(audits).toHaveLength(1);

    const set = await requestAs(t, admin, 'POST', '/admin/env', {
      name: 'PAYOUT_SINGLE_APPROVER',
      value: 'TRUE',
    });
    expect(set.statusCode, set.body).toBe(201);
    const b = await claimed();
    const [mine] = await approved([b.awardId]);
    const alone = await release(admin, mine!.id);
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toMatchObject({ status: 'released', releasedBy: admin.userId });
    await requestAs(t, admin, 'DELETE', '/admin/env/PAYOUT_SINGLE_APPROVER');
  });

  it('are paid with a UTR on a released payout only: the prize is paid, the player told; the same UTR again changes nothing', async () => {
    const a = await claimed();
    const [unreleased] = await approved([a.awardId]);
    const early = await as(admin, `/admin/payouts/${unreleased!.id}/paid`, { utr: 'HDFCN52026112712345' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ reason: 'payout.wrong_status' });
    for (const utr of ['short1234', 'HDFC-N5202611271', 'A'.repeat(23)]) {
      const bad = await as(admin, `/admin/payouts/${unreleased!.id}/paid`, { utr });
      expect(bad.statusCode, utr).toBe(400);
    }
    const payout = await release(checker, unreleased!.id);
    expect(payout.statusCode).toBe(200);
    const paid = await as(admin, `/admin/payouts/${unreleased!.id}/paid`, { utr: 'hdfcn52026112712345' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', utr: 'HDFCN52026112712345' });
    const row = await award(a.awardId);
    expect(row.status).toBe('paid');
    expect(row.paid_at).not.toBeNull();
    const same = await as(admin, `/admin/payouts/${unreleased!.id}/paid`, { utr: 'HDFCN52026112712345' });
    expect(same.json()).toEqual(paid.json());
    const other = await as(admin, `/admin/payouts/${unreleased!.id}/paid`, { utr: 'HDFCN52026112799999' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ reason: 'payout.other_utr' });
    const failed = await as(admin, `/admin/payouts/${unreleased!.id}/failed`, { reason: 'Bounced' });
    expect(failed.statusCode).toBe(409);
    const [card] = (await trpcAs(t, a.user).dashboard.passes.query({})).items;
    expect(card?.award).toMatchObject({ status: 'paid', paymentFailure: null });
    expect(card?.award?.paidAt?.getTime()).toBe(new Date(row.paid_at!).getTime());
    const told = await db()
      .selectFrom('notification')
      .selectAll()
      .where('user_id', '=', a.user.userId)
      .execute();
    expect(told.filter((n) => n.title === 'Prize paid')).toHaveLength(1);
    expect(told.find((n) => n.title === 'Prize paid')!.body).toContain('₹2,200.00');
  });

  it('that fail send the prize back to claimed with the reason, and it can be approved again', async () => {
    const a = await claimed();
    const payout = await released(a.awardId);
    const failed = await as(admin, `/admin/payouts/${payout.id}/failed`, { reason: 'Account closed' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'failed', failureReason: 'Account closed' });
    expect((await award(a.awardId)).status).toBe('claimed');
    const again = await as(admin, `/admin/payouts/${payout.id}/failed`, { reason: 'Account closed' });
    expect(again.json()).toEqual(failed.json());
    const told = await db()
      .selectFrom('notification')
      .selectAll()
      .where('user_id', '=', a.user.userId)
      .execute();
    const failures = told.filter((n) => n.title === 'Prize payment failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.body).toContain('Account closed');
    const [card] = (await trpcAs(t, a.user).dashboard.passes.query({})).items;
    expect(card?.award).toMatchObject({ status: 'claimed', paidAt: null, paymentFailure: 'Account closed' });
    const [next] = await approved([a.awardId]);
    expect(next!.id).not.toBe(payout.id);
    expect(next!.status).toBe('approved');
    const stale = await release(checker, payout.id);
    expect(stale.statusCode).toBe(409);
  });

  it('list the claimed prizes in no live payout, with PAN and destination masked', async () => {
    const a = await claimed(80_000, 24_000);
    // Its pool closed 35 days ago: 5 days past the 30-day payout deadline.
    const em = t.db.orm.em.fork();
    const awardRow = await em.findOneOrFail(PrizeAward, a.awardId);
    const closedAt = new Date(Date.now() - 35 * 24 * 60 * 60 * 1000);
    em.create(PoolClose, {
      group: awardRow.group,
      closedAt,
      closedBy: admin.userId,
      closes: 1,
      matchesHeld: 6,
      awardedPaise: 80_000,
      unawardedPlaces: [],
    });
    await em.flush();
    await requestAs(t, a.user, 'PUT', '/api/payout-details', {
      pan: 'ABCPE1234F',
      panName: 'Rahul Kumar',
      destination: { method: 'upi', vpa: 'rahul.k@okaxis' },
    });
    const res = await requestAs(t, admin, 'GET', '/admin/payouts/claims');
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<{ awardId: string }[]>().find((r) => r.awardId === a.awardId);
    expect(row).toMatchObject({
      pan: 'ABCPE••••F',
      destination: 'UPI ra••••@okaxis',
      grossPaise: 80_000,
      tdsPaise: 24_000,
      netPaise: 56_000,
      daysLeft: -5,
    });
    expect(res.json<{ daysLeft: number | null }[]>()[0]!.daysLeft).toBe(-5);
    await approved([a.awardId]);
    const after = await requestAs(t, admin, 'GET', '/admin/payouts/claims');
    expect(after.json<{ awardId: string }[]>().some((r) => r.awardId === a.awardId)).toBe(false);
  });

  it('add up: gross = TDS + net for every payout', async () => {
    const rows = await db()
      .selectFrom('payout')
      .select(['gross_paise', 'tds_paise', 'amount_paise'])
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) expect(r.gross_paise).toBe(r.tds_paise + r.amount_paise);
  });
});

describe('claims past the payout deadline', () => {
  it('are told to every organiser by the daily job, once a day', async () => {
    const a = await claimed(90_000, 27_000);
    const em = t.db.orm.em.fork();
    const awardRow = await em.findOneOrFail(PrizeAward, a.awardId);
    // Its pool closed 40 days ago: past the 30-day deadline (unless another test closed it already).
    if (!(await em.findOne(PoolClose, { group: awardRow.group })))
      em.create(PoolClose, {
        group: awardRow.group,
        closedAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
        closedBy: admin.userId,
        closes: 1,
        matchesHeld: 6,
        awardedPaise: 90_000,
        unawardedPlaces: [],
      });
    await em.flush();
    const box = t.app.services.secretBox(SEAL_PURPOSE.settings);
    const now = new Date();
    const overdue = await tellOverdueClaims(t.db.orm.em.fork(), box, now);
    expect(overdue).toBeGreaterThanOrEqual(1);
    expect(await tellOverdueClaims(t.db.orm.em.fork(), box, now)).toBe(overdue);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
    for (const organiser of [admin, checker]) {
      const told = await t.db.orm.em
        .fork()
        .find(NotificationRow, { user: organiser.userId, eventKey: `organiser.claims-overdue:${day}` });
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ kind: 'payment', path: '/admin?section=payouts' });
      expect(told[0]!.title).toMatch(/past the payout deadline$/);
    }
  });
});
