import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { enrolSecondFactor, type SecondFactorKey } from '../../../test/support/second-factor.ts';
import { admitAll } from '../../../test/support/matches.ts';
import { confirmPayment, registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { indianMonth } from '../../shared/india-time.ts';
import type { Books, BooksCheck } from '../../shared/books.ts';
import { tablesOf } from '../db/kysely.ts';
import { LEDGER_BACKFILL } from '../db/migrations/Migration20261128003000_Ledger.ts';
import type { Payment } from '../payments/entities.ts';
import { Payout, PrizeAward } from '../prizes/entities.ts';
import type { PayoutView } from '../prizes/payouts.ts';
import { Participant } from '../registration/entities.ts';
import type { PoolStanding } from '../standings/entities.ts';
import type { LedgerEntry } from './entities.ts';
import { bookPayoutReversed } from './ledger.ts';

// The books (docs/decisions/0026-prize-payouts.md, "Books"): every rupee in and out booked once in
// the event's transaction, never changed, and the ledger's sums equal to the tables it books.

const { t, admin } = adminTestAppOfFile('games');
const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  requestAs(t, user, method, url, payload);
const db = () =>
  tablesOf<typeof LedgerEntry | typeof Payment | typeof PrizeAward | typeof PoolStanding | typeof Payout>(
    t.db.orm.em.fork(),
  );
const UPI = {
  pan: 'ABCPE1234F',
  panName: 'Rahul Kumar',
  destination: { method: 'upi', vpa: 'rahul.k@okaxis' },
};
const PASS_PAISE = 1_500 * 100;
const month = indianMonth(new Date());

const entries = () => db().selectFrom('ledger_entry').selectAll().orderBy('source_key').execute();
async function books(query = ''): Promise<Books> {
  const res = await as(admin, 'GET', `/admin/books${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Books>();
}
const figures = (b: Books) => Object.fromEntries(b.reconciliation.checks.map((c) => [c.check, c]));
const expectReconciled = (b: Books) =>
  expect(b.reconciliation.checks.filter((c: BooksCheck) => !c.ok)).toEqual([]);

/** Five paid entries of one pool, every match played a > b > c > d > e, the dispute window over. */
async function playedPool() {
  const players: { id: string; user: TestUser }[] = [];
  for (let i = 0; i < 5; i++) {
    const user = await createUser(t);
    players.push({ user, id: await registerAndPay(t, user, soloPayload({ selectedGame: 'bgmi' })) });
  }
  const listed = await as(admin, 'GET', `/admin/matches?participantId=${players[0]!.id}`);
  const matches = listed.json<{ id: string; groupId: string }[]>();
  for (const match of matches) {
    await admitAll(
      t,
      admin,
      match.id,
      players.map((p) => p.id),
    );
    const results = players.map((p, rank) => ({ participantId: p.id, rank: rank + 1 }));
    const res = await as(admin, 'POST', `/admin/matches/${match.id}/results`, { results });
    expect(res.statusCode, res.body).toBe(200);
  }
  const groupId = matches[0]!.groupId;
  await db()
    .updateTable('pool_standing')
    .set({ updated_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
    .where('group_id', '=', groupId)
    .execute();
  return { players, groupId };
}

/** The organisers who move money, with two-factor sign-in on (auth/second-factor.ts). */
async function moneyOrganisers() {
  const checker = await createUser(t, { role: 'admin' });
  const adminKey = await enrolSecondFactor(t, admin);
  return { adminKey, checker, checkerKey: await enrolSecondFactor(t, checker) };
}

async function claimAndRelease(
  user: TestUser,
  awardId: string,
  { checker, checkerKey }: { checker: TestUser; checkerKey: SecondFactorKey },
): Promise<PayoutView> {
  expect((await as(user, 'PUT', '/api/payout-details', UPI)).statusCode).toBe(200);
  const claim = await as(user, 'POST', `/api/prizes/${awardId}/claim`);
  expect(claim.statusCode, claim.body).toBe(200);
  const [payout] = (await as(admin, 'POST', '/admin/payouts/approve', { awardIds: [awardId] })).json<
    PayoutView[]
  >();
  const released = await as(checker, 'POST', `/admin/payouts/${payout!.id}/release`, {
    secondFactorCode: await checkerKey.nextCode(),
  });
  expect(released.statusCode, released.body).toBe(200);
  return released.json<PayoutView>();
}

describe('the books', () => {
  it('book fees, a refund, a close, a paid and a failed payout once each, and add up', async () => {
    const organisers = await moneyOrganisers();
    const { players, groupId } = await playedPool();
    const payments = await db().selectFrom('payment').selectAll().where('status', '=', 'success').execute();
    expect(payments).toHaveLength(5);
    // A repeated confirmation (a double callback) books nothing more.
    await confirmPayment(t, players[0]!.user, payments[0]!.id);
    const refund = await as(admin, 'POST', `/admin/payments/${payments[4]!.id}/refund`, {
      amount: 500,
      reason: 'Goodwill',
      secondFactorCode: await organisers.adminKey.nextCode(),
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const closed = await as(admin, 'POST', `/admin/pools/${groupId}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    // Closed again (a double click, the job): nothing is booked twice.
    await as(admin, 'POST', `/admin/pools/${groupId}/close`);
    const awards = await db().selectFrom('prize_award').selectAll().where('group_id', '=', groupId).execute();
    expect(awards.length).toBeGreaterThanOrEqual(2);
    const awardedPaise = awards.reduce((sum, a) => sum + a.amount_paise, 0);
    const [first, second] = [0, 1].map((i) => awards.find((a) => a.participant_id === players[i]!.id)!);

    const paying = await claimAndRelease(players[0]!.user, first!.id, organisers);
    const utr = 'HDFC00012345678';
    for (let i = 0; i < 2; i++) {
      const paid = await as(admin, 'POST', `/admin/payouts/${paying.id}/paid`, { utr });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const failing = await claimAndRelease(players[1]!.user, second!.id, organisers);
    const failed = await as(admin, 'POST', `/admin/payouts/${failing.id}/failed`, {
      reason: 'UPI id closed',
    });
    expect(failed.statusCode, failed.body).toBe(200);

    const rows = await entries();
    const total = (kind: string) =>
      rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.amount_paise, 0);
    expect(rows.filter((r) => r.kind === 'fee_received')).toHaveLength(5);
    expect(total('fee_received')).toBe(5 * PASS_PAISE);
    expect(total('fee_refunded')).toBe(500 * 100);
    expect(total('prize_awarded')).toBe(awardedPaise);
    expect(total('payout_sent')).toBe(paying.amountPaise);
    expect(total('tds_withheld')).toBe(paying.tdsPaise);
    expect(paying.tdsPaise).toBeGreaterThan(0);
    expect(rows.find((r) => r.kind === 'payout_sent')).toMatchObject({
      account_id: players[0]!.user.userId,
      reference: paying.id,
    });
    expect(rows.filter((r) => r.reference === failing.id)).toEqual([]);

    const report = await books();
    expectReconciled(report);
    expect(report.reconciliation.ok).toBe(true);
    const now = report.months.at(-1)!;
    expect(report.months).toHaveLength(12);
    expect(now).toEqual({
      month,
      feesReceivedPaise: 5 * PASS_PAISE,
      refundsPaise: 500 * 100,
      netFeesPaise: 5 * PASS_PAISE - 500 * 100,
      prizesAwardedPaise: awardedPaise,
      prizesVoidedPaise: 0,
      paidGrossPaise: first!.amount_paise,
      tdsWithheldPaise: paying.tdsPaise,
      netSentPaise: paying.amountPaise,
      reversedPaise: 0,
      pendingPaise: awardedPaise - first!.amount_paise,
      tdsPayablePaise: paying.tdsPaise,
    });
    expect(figures(report).paid_gross).toMatchObject({ ledgerPaise: first!.amount_paise, ok: true });

    // The upgrade's backfill finds everything booked already: it books nothing twice.
    const em = t.db.orm.em.fork();
    for (const statement of LEDGER_BACKFILL) await em.getConnection().execute(statement);
    expect(await entries()).toEqual(rows);

    // The gateway reverses the paid payout: the award is pending again, its TDS no longer owed.
    await t.db.orm.em.fork().transactional(async (tx) => {
      const payout = await tx.findOneOrFail(Payout, paying.id);
      Object.assign(payout, { status: 'failed', openAward: null, failedAt: new Date() });
      await tx.nativeUpdate(PrizeAward, { id: first!.id }, { status: 'claimed', paidAt: null });
      await bookPayoutReversed(tx, payout);
      await bookPayoutReversed(tx, payout);
    });
    const reversed = await books(`?from=${month}&to=${month}`);
    expectReconciled(reversed);
    expect(reversed.months).toEqual([
      expect.objectContaining({
        reversedPaise: first!.amount_paise,
        pendingPaise: awardedPaise,
        tdsPayablePaise: 0,
      }),
    ]);
  });

  it('flag money the ledger misses, which the backfill of an upgrade books', async () => {
    const user = await createUser(t);
    const participantId = await registerAndPay(t, user, soloPayload({ selectedGame: 'valorant' }));
    // An award written before the books (as an upgraded database has them): not in the ledger.
    const em = t.db.orm.em.fork();
    const participant = await em.findOneOrFail(Participant, participantId);
    em.create(PrizeAward, {
      group: participant.group!,
      participant,
      rank: 1,
      places: [1],
      amountPaise: 12_345,
    });
    await em.flush();
    const missing = await books();
    expect(missing.reconciliation.ok).toBe(false);
    expect(figures(missing).prizes_awarded).toMatchObject({ ok: false });
    expect(figures(missing).prizes_awarded!.sourcePaise - figures(missing).prizes_awarded!.ledgerPaise).toBe(
      12_345,
    );
    for (const statement of LEDGER_BACKFILL) await em.getConnection().execute(statement);
    expectReconciled(await books());
  });

  it('refuse to change or delete an entry, but let a deleted account go', async () => {
    const [entry] = await entries();
    expect(entry).toBeDefined();
    const never = /never changed or deleted/;
    await expect(
      db().updateTable('ledger_entry').set({ amount_paise: 1 }).where('id', '=', entry!.id).execute(),
    ).rejects.toThrow(never);
    await expect(db().deleteFrom('ledger_entry').where('id', '=', entry!.id).execute()).rejects.toThrow(
      never,
    );
    await expect(t.db.orm.em.fork().getConnection().execute('truncate ledger_entry')).rejects.toThrow(
      /never deleted/,
    );
    // What the account's foreign key does when the account is deleted: only the account goes.
    await db().updateTable('ledger_entry').set({ account_id: null }).where('id', '=', entry!.id).execute();
    const after = await db()
      .selectFrom('ledger_entry')
      .selectAll()
      .where('id', '=', entry!.id)
      .executeTakeFirst();
    expect(after).toEqual({ ...entry, account_id: null });
  });

  it('refuse months the wrong way round or too many, changing nothing', async () => {
    for (const query of ['?from=2026-11&to=2026-10', '?from=2023-01&to=2026-11']) {
      const res = await as(admin, 'GET', `/admin/books${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'books.months' });
    }
    expect((await as(admin, 'GET', '/admin/books?from=2026-13')).statusCode).toBe(400);
    const player = await createUser(t);
    expect((await as(player, 'GET', '/admin/books')).statusCode).toBe(403);
  });
});
