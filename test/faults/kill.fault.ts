// Scenario 1 of issue 30: the server is killed (SIGKILL) at random moments, five times, while
// players register, pay and read their credentials; it is started again each time. Once with the
// mock gateway, once with the Razorpay stand-in (checkout callbacks and webhooks, which Razorpay
// retries when our server did not answer them).
import { afterAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';
import { checked, startFaultServer, type FaultServer } from './harness.ts';
import { initiateTwice, payMock, register } from './journeys.ts';
import { inTurns } from '../support/schedule.ts';
import { newCallLog, pause, playersOf, type Account, type CallLog } from './players.ts';
import { expectSettled } from './settled.ts';

const KILLS = 5;
/** Players arriving a second while the server is being killed. */
const RATE = 2;

let server: FaultServer | undefined;
let rzp: RazorpayStandIn | undefined;
afterAll(async () => {
  await server?.close();
  await rzp?.close();
});

describe('the server killed mid-rush, five times', () => {
  it('with mock payments: every player ends paid once, with credentials and a group, and the books add up', async () => {
    server = await startFaultServer('fault_kill_mock');
    const log = newCallLog();
    const live = server;
    const paid = await rushWithKills(live, log, 'mock', (account, registration) =>
      payMock(
        playersOf(() => live.url, log),
        account,
        registration,
      ),
    );
    await expectSettled(server, log, paid);
    await server.close();
    server = undefined;
  });

  it('with the Razorpay stand-in: every captured payment is settled exactly once, by callback or webhook', async () => {
    // Razorpay's webhooks come up to 4 s after the payment: some reach a server that is down.
    rzp = await startRazorpayStandIn({ autoDeliver: true, deliveryDelayMs: 4000 });
    server = await startFaultServer('fault_kill_razorpay', rzp.env);
    rzp.setWebhookTarget(`${server.url}/api/payments/razorpay/webhook`);
    const log = newCallLog();
    const standIn = rzp;
    const live = server;
    const paid = await rushWithKills(live, log, 'razorpay', async (account, registration, i) => {
      const players = playersOf(() => live.url, log);
      const paymentId = await initiateTwice(players, account, registration);
      // The checkout page names the order our server made for this payment.
      const [row] = await live.sql<{ order: string }>(
        'select gateway_reference as "order" from payment where id = $1',
        [paymentId],
      );
      const payment = standIn.pay(row!.order);
      // One player in four closes the tab after paying: only the webhook tells us.
      if (i % 4 === 3) return;
      const back = await players.call('POST', '/api/payments/razorpay/callback', {
        form: standIn.callbackFields(payment),
      });
      expect(back?.status).toBe(303);
      expect(back?.headers.get('location')).toContain('step=complete');
    });
    // Razorpay retries what our server did not answer while it was down.
    await standIn.webhooks.idle();
    const retried = await standIn.webhooks.retryFailed();
    expect(retried.every((d) => d.status === 200)).toBe(true);
    checked(
      `${retried.length} webhooks not answered while the server was down were answered when Razorpay retried them`,
    );

    const captured = [...standIn.payments.values()].filter((p) => p.status === 'captured');
    const settled = await live.sql<{ gateway_payment_id: string; n: number }>(
      `select gateway_payment_id, count(*)::int as n from payment
       where gateway_payment_id = any($1) and status = 'success' group by gateway_payment_id`,
      [captured.map((p) => p.id)],
    );
    expect(settled.length).toBe(captured.length);
    expect(settled.every((s) => s.n === 1)).toBe(true);
    checked(`all ${captured.length} payments Razorpay captured are settled, each exactly once`);
    await expectSettled(live, log, paid);
  });
});

/**
 * Players arriving at RATE a second while the server is killed KILLS times (after 1 to 3.5 s of
 * running each time) and started again; each registers with an idempotency key, then `pay`s.
 * Answers each player's account and registration id once every journey has ended.
 */
async function rushWithKills(
  server: FaultServer,
  log: CallLog,
  tag: string,
  pay: (account: Account, registration: string, i: number) => Promise<void>,
): Promise<{ account: Account; registration: string }[]> {
  const players = playersOf(() => server.url, log);
  const accounts = await inTurns(RATE * 40, 4, (i) => players.account(i, tag));
  let killing = true;
  const kills = (async () => {
    for (let k = 0; k < KILLS; k++) {
      await pause(1000 + Math.random() * 2500);
      const { signal } = await server.kill('SIGKILL');
      expect(signal).toBe('SIGKILL');
      const down = performance.now();
      await server.start();
      console.log(`  kill ${k + 1}: SIGKILL, back in ${((performance.now() - down) / 1000).toFixed(1)} s`);
    }
    killing = false;
  })();
  const journeys: Promise<{ account: Account; registration: string }>[] = [];
  for (let i = 0; killing && i < accounts.length; i++) {
    const account = accounts[i]!;
    journeys.push(
      (async () => {
        const registration = await register(players, account, i, tag);
        await pay(account, registration, i);
        return { account, registration };
      })(),
    );
    await pause(1000 / RATE);
  }
  await kills;
  const paid = await Promise.all(journeys);
  checked(`${KILLS} kills (SIGKILL) during the rush; ${paid.length} players arrived meanwhile`);
  return paid;
}
