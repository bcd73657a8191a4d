// Scenario 5 of issue 30: the payment gateway answers 5xx, or nothing, when an order is made. The
// player is told so in words they can act on (503, Retry-After, nothing charged), in bounded time,
// and paying again works; nothing is left half-made. (A gateway that cannot answer the later
// status checks is the reconciliation job's: payments/razorpay/razorpay.int.test.ts, "leaves a
// payment pending when Razorpay cannot answer, and settles it on the next run".)
import { afterAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';
import { checked, startFaultServer, type FaultServer } from './harness.ts';
import { register } from './journeys.ts';
import { newCallLog, playersOf, type Account } from './players.ts';
import { expectBooksSettled } from './settled.ts';

/** The server's own wait for Razorpay (payments/razorpay/client.ts), and some slack. */
const GATEWAY_TIMEOUT_MS = 10_000;
const GATEWAY_UNAVAILABLE =
  'The payment service is not answering right now. Nothing was charged; please try again in a minute.';

let server: FaultServer | undefined;
let rzp: RazorpayStandIn | undefined;
afterAll(async () => {
  await server?.close();
  await rzp?.close();
});

describe('the payment gateway failing', () => {
  it('answers a clear 503 when making the order fails or times out, and paying again then works', async () => {
    rzp = await startRazorpayStandIn({ autoDeliver: true });
    server = await startFaultServer('fault_gateway', rzp.env);
    rzp.setWebhookTarget(`${server.url}/api/payments/razorpay/webhook`);
    const live = server;
    const standIn = rzp;
    const log = newCallLog();
    const players = playersOf(() => live.url, log);

    for (const [n, fault] of [
      { what: 'answers 502', status: 502 },
      { what: 'answers nothing for 11 s', delayMs: GATEWAY_TIMEOUT_MS + 1_000 },
    ].entries()) {
      const account = await players.account(n, 'gateway');
      const registration = await register(players, account, n, 'gateway');
      standIn.failNext(1, { path: '/v1/orders', ...fault });
      const started = performance.now();
      const refused = await initiate(live.url, account, registration);
      const took = performance.now() - started;
      expect(refused.status).toBe(503);
      expect(refused.retryAfter).not.toBeNull();
      expect(refused.body).toMatchObject({
        error: GATEWAY_UNAVAILABLE,
        code: 'SERVICE_UNAVAILABLE',
        reason: 'payment.gateway_unavailable',
      });
      expect(took).toBeLessThan(GATEWAY_TIMEOUT_MS + 3_000);
      checked(
        `Razorpay ${fault.what} when the order is made: 503 with Retry-After in ${(took / 1000).toFixed(1)} s, "${GATEWAY_UNAVAILABLE}"`,
      );

      // Nothing half-made: the payment waits, without an order (nothing can be charged), for the
      // player to pay again, which gives it its order: the same payment, not a second one.
      const waiting = await live.sql<{ id: string }>(
        `select id from payment where participant_id = $1 and status = 'pending' and gateway_reference is null`,
        [registration],
      );
      expect(waiting).toHaveLength(1);
      const again = await initiate(live.url, account, registration);
      expect(again.status).toBe(200);
      const paymentId = (again.body as { paymentId: string }).paymentId;
      expect(paymentId).toBe(waiting[0]!.id);
      const [row] = await live.sql<{ order: string }>(
        'select gateway_reference as "order" from payment where id = $1',
        [paymentId],
      );
      expect(row!.order).toMatch(/^order_/);
      const paid = standIn.pay(row!.order);
      const back = await players.call('POST', '/api/payments/razorpay/callback', {
        form: standIn.callbackFields(paid),
      });
      expect(back?.headers.get('location')).toContain('step=complete');
      checked('paying again gave the same payment its order, and it settled once paid');
    }
    await standIn.webhooks.idle();
    expect(log.wrong).toEqual([]);
    await expectBooksSettled(live);
  });
});

async function initiate(url: string, account: Account, registration: string) {
  const res = await fetch(`${url}/api/payments/initiate`, {
    method: 'POST',
    headers: {
      origin: url,
      authorization: `Bearer ${account.token}`,
      'x-forwarded-for': account.ip,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ orderId: registration, method: 'upi' }),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as unknown,
  };
}
