import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, requestAs, type TestUser } from '../../../../test/support/auth.ts';
import { enrolSecondFactor, type SecondFactorKey } from '../../../../test/support/second-factor.ts';
import {
  injectPayoutWebhooksInto,
  startRazorpayXStandIn,
  type RazorpayXStandIn,
} from '../../../../test/support/razorpayx-stand-in.ts';
import { registerAndPay, soloPayload } from '../../../../test/support/registration.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { trpcAs } from '../../../../test/support/trpc.ts';
import { seedGames } from '../../games/seed.ts';
import { SiteSetting } from '../../settings/entities.ts';
import { Notification } from '../../notifications/entities.ts';
import { Participant } from '../../registration/entities.ts';
import { LedgerEntry } from '../../books/entities.ts';
import { Payout, PayoutWebhookEvent, PrizeAward } from '../entities.ts';
import type { PayoutView } from '../payouts.ts';
import { RECONCILE_PAYOUTS_AFTER_MINUTES, reconcilePayouts } from './reconcile.ts';

// RazorpayX payouts end to end over HTTP against the stand-in (test/support/razorpayx-stand-in.ts):
// the release sends the payout with our id as the idempotency key, webhooks however they arrive
// settle it, and the reconciliation job settles what they never did. One payout at RazorpayX per
// payout of ours, whatever is repeated or lost.

let t: TestApp;
let x: RazorpayXStandIn;
let admin: TestUser;
let checker: TestUser;
let checkerKey: SecondFactorKey;

beforeAll(async () => {
  x = await startRazorpayXStandIn();
  t = await createTestApp(x.env);
  x.setWebhookTarget(injectPayoutWebhooksInto(t.app));
  await seedGames(t.db.orm.em.fork());
  admin = await createUser(t, { role: 'admin' });
  checker = await createUser(t, { role: 'admin' });
  // Organisers who move money have two-factor sign-in on; a release carries a fresh code.
  await enrolSecondFactor(t, admin);
  checkerKey = await enrolSecondFactor(t, checker);
});
afterAll(async () => {
  await t.close();
  await x.close();
});
beforeEach(() => x.reset());

const em = () => t.db.orm.em.fork();
const as = (user: TestUser, url: string, payload?: object) => requestAs(t, user, 'POST', url, payload);
const payoutRow = (id: string) => em().findOneOrFail(Payout, id);
const awardRow = (id: string) => em().findOneOrFail(PrizeAward, id);
/** What the ledger booked for a payout, kind by kind (books/ledger.ts). */
const booked = async (payoutId: string) =>
  (await em().find(LedgerEntry, { reference: payoutId }, { orderBy: { kind: 'asc' } })).map((e) => [
    e.kind,
    e.amountPaise,
  ]);
/**
 * Whether the console's reconciliation of the payouts holds (this file writes its awards without a
 * close, so the awards' own checks are not its to make).
 */
const payoutsAddUp = async () =>
  (await requestAs(t, admin, 'GET', '/admin/books'))
    .json<{ reconciliation: { checks: { check: string; ok: boolean }[] } }>()
    .reconciliation.checks.filter((c) => ['paid_gross', 'tds_withheld', 'net_sent'].includes(c.check))
    .map((c) => [c.check, c.ok]);
const log = { warn: () => {} };
/** Ends the earlier tests' unsettled payouts, whose RazorpayX side the stand-in's reset forgot. */
const onlyPending = (payoutId: string) =>
  em().nativeUpdate(
    Payout,
    { id: { $ne: payoutId }, status: { $in: ['released', 'processing'] } },
    { status: 'failed', openAward: null },
  );
const later = () => new Date(Date.now() + (RECONCILE_PAYOUTS_AFTER_MINUTES + 1) * 60_000);

const UPI = {
  pan: 'ABCPE1234F',
  panName: 'Rahul Kumar',
  destination: { method: 'upi', vpa: 'rahul.k@okaxis' },
};
const BANK = {
  ...UPI,
  destination: {
    method: 'bank',
    ifsc: 'HDFC0001234',
    accountNumber: '50100123451234',
    accountNumberAgain: '50100123451234',
    holderName: 'Rahul Kumar',
  },
};

/** A prize claimed by a fresh player with payout details: ₹1,000 with ₹300 TDS unless said. */
/** A claimed prize of ₹2,500 to a player who paid ₹1,500 for the pass: ₹300 TDS, ₹2,200 sent. */
async function claimed(details: object = UPI, grossPaise = 250_000, tdsPaise = 30_000) {
  const user = await createUser(t);
  const participantId = await registerAndPay(t, user, soloPayload());
  const saved = await requestAs(t, user, 'PUT', '/api/payout-details', details);
  expect(saved.statusCode, saved.body).toBe(200);
  const fork = em();
  const participant = await fork.findOneOrFail(Participant, participantId);
  const award = fork.create(PrizeAward, {
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
  await fork.flush();
  return { user, awardId: award.id };
}

async function approved(awardId: string): Promise<string> {
  const res = await as(admin, '/admin/payouts/approve', { awardIds: [awardId] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PayoutView[]>()[0]!.id;
}

const release = async (payoutId: string) =>
  as(checker, `/admin/payouts/${payoutId}/release`, { secondFactorCode: await checkerKey.nextCode() });

/** Approved and released: RazorpayX holds it, `processing`. */
async function processing(details: object = UPI, grossPaise?: number, tdsPaise?: number) {
  const { user, awardId } = await claimed(details, grossPaise, tdsPaise);
  const payoutId = await approved(awardId);
  const res = await release(payoutId);
  expect(res.statusCode, res.body).toBe(200);
  return { user, awardId, payoutId, view: res.json<PayoutView>() };
}

const notes = (userId: string) =>
  em().find(Notification, { user: userId }, { orderBy: { createdAt: 'asc' } });

describe('release through RazorpayX', () => {
  it('sends the payout with our id as idempotency key; a processed webhook pays it with the UTR', async () => {
    const { user, awardId, payoutId, view } = await processing();
    expect(view).toMatchObject({
      status: 'processing',
      gateway: 'razorpayx',
      mode: 'upi',
      gatewayStatus: 'processing',
    });
    const sent = x.requests.find((r) => r.method === 'POST' && r.path === '/v1/payouts')!;
    expect(sent.headers['x-payout-idempotency']).toBe(payoutId);
    expect(sent.body).toMatchObject({
      account_number: x.accountNumber,
      amount: 220_000,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: payoutId,
    });
    expect([...x.contacts.values()][0]).toMatchObject({ reference_id: user.userId, name: 'Rahul Kumar' });
    expect([...x.fundAccounts.values()][0]).toMatchObject({
      account_type: 'vpa',
      vpa: { address: 'rahul.k@okaxis' },
    });
    expect(view.gatewayPayoutId).toBe(x.payoutFor(payoutId)!.id);

    // Paying it by hand is refused: RazorpayX's word settles it.
    const manual = await as(admin, `/admin/payouts/${payoutId}/paid`, { utr: 'HDFC00012345678' });
    expect(manual.statusCode).toBe(409);
    expect(manual.json()).toMatchObject({ reason: 'payout.gateway_managed' });

    const gateway = x.process(view.gatewayPayoutId!);
    const delivered = await x.webhooks.deliver();
    expect(delivered.map((d) => [d.event, d.status])).toEqual([
      ['payout.initiated', 200],
      ['payout.processed', 200],
    ]);
    expect(await payoutRow(payoutId)).toMatchObject({
      status: 'paid',
      utr: gateway.utr,
      gatewayStatus: 'processed',
    });
    const award = await awardRow(awardId);
    expect(award.status).toBe('paid');
    expect(award.paidAt).toBeInstanceOf(Date);
    expect((await notes(user.userId)).map((n) => n.title)).toContain('Prize paid');
  });

  it('pays a bank account by IMPS up to ₹5 lakh and by NEFT above', async () => {
    const small = await processing(BANK);
    expect(small.view.mode).toBe('imps');
    const large = await processing(BANK, 80_000_000, 24_000_000);
    expect(large.view.mode).toBe('neft');
    expect(x.payoutFor(large.payoutId)).toMatchObject({ mode: 'NEFT', amount: 56_045_000 });
    expect([...x.fundAccounts.values()][0]).toMatchObject({
      account_type: 'bank_account',
      bank_account: { ifsc: 'HDFC0001234', account_number: '50100123451234' },
    });
  });

  it('makes one RazorpayX payout however often and at once it is released', async () => {
    const { awardId } = await claimed();
    const payoutId = await approved(awardId);
    const all = await Promise.all([release(payoutId), release(payoutId), release(payoutId)]);
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await release(payoutId)).json()).toMatchObject({ status: 'processing' });
    expect(x.payoutCount()).toBe(1);
    expect((await payoutRow(payoutId)).gatewayPayoutId).toBe(x.payoutFor(payoutId)!.id);
  });

  it('a lost answer: the release says RazorpayX is not answering; releasing again records the same payout', async () => {
    const { awardId } = await claimed();
    const payoutId = await approved(awardId);
    x.failNext(1, { path: '/v1/payouts', afterHandling: true });
    const first = await release(payoutId);
    expect(first.statusCode).toBe(503);
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'released', gatewayPayoutId: null });
    expect(x.payoutCount()).toBe(1);
    const again = await release(payoutId);
    expect(again.json()).toMatchObject({ status: 'processing', gatewayPayoutId: x.payoutFor(payoutId)!.id });
    expect(x.payoutCount()).toBe(1);
  });

  it('a transfer RazorpayX refuses fails the payout; the prize is claimed again', async () => {
    const { awardId } = await claimed();
    const payoutId = await approved(awardId);
    x.failNext(1, { path: '/v1/payouts', status: 400 });
    const res = await release(payoutId);
    expect(res.json()).toMatchObject({ status: 'failed', gateway: 'razorpayx' });
    expect((await payoutRow(payoutId)).failureReason).toContain('RazorpayX refused the payout');
    expect((await awardRow(awardId)).status).toBe('claimed');
    expect(x.payoutCount()).toBe(0);
  });

  it('details changed after a lost answer: the refused retry finds the first payout by its reference', async () => {
    const { user, awardId } = await claimed();
    const payoutId = await approved(awardId);
    x.failNext(1, { path: '/v1/payouts', afterHandling: true });
    expect((await release(payoutId)).statusCode).toBe(503);
    const changed = await requestAs(t, user, 'PUT', '/api/payout-details', {
      ...BANK,
      password: user.password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Same key, another fund account: RazorpayX refuses the body, and the first payout stands.
    const again = await release(payoutId);
    expect(again.json()).toMatchObject({ status: 'processing', gatewayPayoutId: x.payoutFor(payoutId)!.id });
    expect(x.payoutCount()).toBe(1);
  });

  it('RazorpayX down: the console is told to release again; the payout waits, released', async () => {
    const { awardId } = await claimed();
    const payoutId = await approved(awardId);
    x.failNext(1, { path: '/v1/contacts', status: 502 });
    await expect(
      trpcAs(t, checker).adminPrizes.releasePayout.mutate({
        id: payoutId,
        secondFactorCode: await checkerKey.nextCode(),
      }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('RazorpayX is not answering right now') as string,
      data: { reason: 'payout.gateway_unavailable' },
    });
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'released', gateway: 'razorpayx' });
    expect((await release(payoutId)).json()).toMatchObject({ status: 'processing' });
  });

  it('a crash after RazorpayX paid and before our write: the reconciliation job records that one payout', async () => {
    const { awardId } = await claimed();
    const payoutId = await approved(awardId);
    const sql = (q: string) => t.db.orm.em.getConnection().execute(q);
    // The write of RazorpayX's answer throws, as a process dying there would leave it.
    await sql(`create or replace function payout_crash() returns trigger language plpgsql as $$
      begin raise exception 'crash between the gateway call and the write'; end $$;`);
    await sql(`create trigger payout_crash before update of gateway_payout_id on payout
      for each row when (new.gateway_payout_id is not null) execute function payout_crash();`);
    try {
      expect((await release(payoutId)).statusCode).toBe(500);
    } finally {
      await sql('drop trigger payout_crash on payout; drop function payout_crash();');
    }
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'released', gatewayPayoutId: null });
    expect(x.payoutCount()).toBe(1);
    await onlyPending(payoutId);
    // Not yet: an hour has not passed.
    expect(await reconcilePayouts(em(), t.app.services, log)).toEqual({ asked: 0, settled: 0, errors: 0 });
    expect(await reconcilePayouts(em(), t.app.services, log, later())).toEqual({
      asked: 1,
      settled: 1,
      errors: 0,
    });
    expect(await payoutRow(payoutId)).toMatchObject({
      status: 'processing',
      gatewayPayoutId: x.payoutFor(payoutId)!.id,
    });
    expect(x.payoutCount()).toBe(1);
  });

  it('the reconciliation job settles a payout whose webhook never came', async () => {
    const { awardId, view } = await processing();
    const gateway = x.process(view.gatewayPayoutId!);
    x.webhooks.clear();
    await onlyPending(view.id);
    expect(await reconcilePayouts(em(), t.app.services, log, later())).toEqual({
      asked: 1,
      settled: 1,
      errors: 0,
    });
    expect(await payoutRow(view.id)).toMatchObject({ status: 'paid', utr: gateway.utr });
    expect((await awardRow(awardId)).status).toBe('paid');
  });
});

describe('RazorpayX webhooks', () => {
  it('duplicated, out of order, or redelivered: applied once, by status order', async () => {
    const { user, view } = await processing();
    x.process(view.gatewayPayoutId!);
    const first = await x.webhooks.deliver({ order: 'reversed', repeat: 3, concurrent: true });
    expect(first.map((d) => d.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await x.webhooks.redeliver(first[0]!.eventId);
    expect((await payoutRow(view.id)).status).toBe('paid');
    expect((await notes(user.userId)).filter((n) => n.title === 'Prize paid')).toHaveLength(1);
    expect(await em().count(PayoutWebhookEvent, { payout: view.id })).toBe(2);
    // Booked once: ₹2,200 sent and ₹300 TDS withheld.
    expect(await booked(view.id)).toEqual([
      ['payout_sent', 220_000],
      ['tds_withheld', 30_000],
    ]);
  });

  it('a forged or unsigned webhook is refused and changes nothing', async () => {
    const { view } = await processing();
    x.process(view.gatewayPayoutId!);
    const forged = await x.webhooks.deliver({ wrongSignature: true });
    expect(forged.map((d) => d.status)).toEqual([400, 400]);
    const body = JSON.parse(forged[1]!.body);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpayx',
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt1' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await payoutRow(view.id)).toMatchObject({ status: 'processing', utr: null });
    expect(await em().count(PayoutWebhookEvent, { gatewayPayoutId: view.gatewayPayoutId })).toBe(0);
  });

  it('failed: the payout fails and the prize is claimed again with the reason, the player told', async () => {
    const { user, awardId, view } = await processing();
    x.fail(view.gatewayPayoutId!);
    await x.webhooks.deliver();
    const payout = await payoutRow(view.id);
    expect(payout).toMatchObject({ status: 'failed', openAward: null, gatewayStatus: 'failed' });
    expect(payout.failureReason).toContain('beneficiary bank is not available');
    expect((await awardRow(awardId)).status).toBe('claimed');
    expect((await notes(user.userId)).map((n) => n.title)).toContain('Prize payment failed');
    // A late `processed` changes nothing after the failure; the prize can be approved again.
    x.process(view.gatewayPayoutId!);
    await x.webhooks.deliver();
    expect((await payoutRow(view.id)).status).toBe('failed');
    expect(await approved(awardId)).not.toBe(view.id);
  });

  it('reversed after processed: the payout is reversed, the prize claimed again without its payment date', async () => {
    const { user, awardId, view } = await processing();
    x.process(view.gatewayPayoutId!);
    await x.webhooks.deliver();
    expect((await awardRow(awardId)).status).toBe('paid');
    x.reverse(view.gatewayPayoutId!);
    await x.webhooks.deliver();
    const payout = await payoutRow(view.id);
    expect(payout).toMatchObject({ status: 'reversed', openAward: null, gatewayStatus: 'reversed' });
    expect(payout.failureReason).toContain('beneficiary account is closed');
    expect(await awardRow(awardId)).toMatchObject({ status: 'claimed', paidAt: null });
    expect((await notes(user.userId)).map((n) => n.title)).toContain('Prize payment returned');
    // The books take it back: the net is ours again, the TDS not owed, and they still add up.
    expect(await booked(view.id)).toEqual([
      ['payout_reversed', 220_000],
      ['payout_sent', 220_000],
      ['tds_reversed', 30_000],
      ['tds_withheld', 30_000],
    ]);
    expect(await payoutsAddUp()).toEqual([
      ['paid_gross', true],
      ['tds_withheld', true],
      ['net_sent', true],
    ]);
  });

  it('payout.updated records the UTR RazorpayX sends later', async () => {
    const { view } = await processing();
    x.process(view.gatewayPayoutId!, 'UTR000000001');
    await x.webhooks.deliver();
    x.updateUtr(view.gatewayPayoutId!, '123456789012');
    await x.webhooks.deliver();
    expect(await payoutRow(view.id)).toMatchObject({ status: 'paid', utr: '123456789012' });
  });

  it('a webhook before our write of the answer finds the payout by its reference', async () => {
    const { awardId } = await claimed();
    const payoutId = await approved(awardId);
    x.failNext(1, { path: '/v1/payouts', afterHandling: true });
    expect((await release(payoutId)).statusCode).toBe(503);
    x.process(x.payoutFor(payoutId)!.id);
    await x.webhooks.deliver();
    expect(await payoutRow(payoutId)).toMatchObject({
      status: 'paid',
      gatewayPayoutId: x.payoutFor(payoutId)!.id,
    });
    // Releasing again answers the paid payout and makes no second one.
    expect((await release(payoutId)).json()).toMatchObject({ status: 'paid' });
    expect(x.payoutCount()).toBe(1);
  });
});

describe('RazorpayX settings', () => {
  it('turn RazorpayX on from the console, sealed; its address comes from the environment only', async () => {
    const t2 = await createTestApp({ RAZORPAYX_API_URL: x.url });
    try {
      const organiser = await createUser(t2, { role: 'admin' });
      const put = (name: string, value: string) =>
        requestAs(t2, organiser, 'PUT', `/admin/env/${name}`, { value });
      expect(await t2.app.services.payoutGateway(t2.db.orm.em.fork())).toBeNull();
      for (const [name, value] of Object.entries(x.env).filter(([name]) => name !== 'RAZORPAYX_API_URL'))
        expect((await put(name, value)).statusCode, name).toBe(200);
      const address = await put('RAZORPAYX_API_URL', 'https://example.com');
      expect(address.statusCode).toBe(400);
      const gateway = await t2.app.services.payoutGateway(t2.db.orm.em.fork());
      expect(gateway?.credentials).toEqual({
        keyId: x.keyId,
        keySecret: x.keySecret,
        accountNumber: x.accountNumber,
        webhookSecret: x.webhookSecret,
        apiUrl: x.url,
      });
      const row = await t2.db.orm.em.fork().findOneOrFail(SiteSetting, { name: 'RAZORPAYX_KEY_SECRET' });
      expect(row.secret).toBe(true);
      expect(row.value).not.toContain(x.keySecret);
    } finally {
      await t2.close();
    }
  });
});
