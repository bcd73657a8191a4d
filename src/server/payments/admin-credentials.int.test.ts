import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import {
  injectInto,
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../../../test/support/razorpay-stand-in.ts';
import { registerSolo, startPayment } from '../../../test/support/registration.ts';
import { createAdminTestApp, TEST_KEYRING, type TestApp } from '../../../test/support/test-app.ts';
import { AuditLog } from '../audit/entities.ts';
import { createSecretBox } from '../crypto/secret-box.ts';
import { sql } from '../db/sql.ts';
import { Payment } from './entities.ts';

// Credentials an admin enters at /admin/payments/credentials take effect at once, with no
// environment variable set: initiate creates orders at Razorpay (here the stand-in) with them,
// and its webhooks are verified with the stored webhook secret.

let t: TestApp;
let admin: TestUser;
let player: TestUser;
let rzp: RazorpayStandIn;

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  ({ t, admin } = await createAdminTestApp('games'));
  rzp.setWebhookTarget(injectInto(t.app));
  player = await createUser(t);
});
afterAll(async () => {
  await t.close();
  await rzp.close();
});

const put = (payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/admin/payments/credentials', headers, payload });
const gateway = () => t.app.services.paymentGateway(t.db.orm.em.fork());

describe('credentials stored by an admin', () => {
  it('are refused without a session, and need an admin', async () => {
    expect((await put({ keyId: rzp.keyId }, {})).statusCode).toBe(401);
    expect((await put({ keyId: rzp.keyId }, player.headers)).statusCode).toBe(403);
  });

  it('switch initiate from the mock gateway to Razorpay at once, and webhooks verify with the stored secret', async () => {
    const before = await startPayment(t, player, (await registerSolo(t, player)).id);
    expect(before).toMatchObject({ mockMode: true, status: 'mock-pending' });
    const mock = await gateway();
    expect(mock.name).toBe('mock');

    const saved = await put({
      keyId: rzp.keyId,
      keySecret: rzp.keySecret,
      webhookSecret: rzp.webhookSecret,
      apiUrl: rzp.url,
    });
    expect(saved.json()).toMatchObject({ active: 'razorpay', apiUrl: { value: rzp.url, source: 'admin' } });

    // The client is built once for these credentials, not per request.
    const razorpay = await gateway();
    expect(razorpay).toMatchObject({ name: 'razorpay', credentials: { keyId: rzp.keyId, apiUrl: rzp.url } });
    expect(await gateway()).toBe(razorpay);

    const started = await startPayment(t, player, (await registerSolo(t, player)).id);
    expect(started).toMatchObject({
      mockMode: false,
      status: 'pending',
      redirectUrl: `/pay/${started.paymentId}`,
    });
    const orderId = (await t.db.orm.em.fork().findOneOrFail(Payment, started.paymentId)).gatewayReference!;
    expect(rzp.orders.get(orderId)).toMatchObject({ amount: 150_000, receipt: started.paymentId });
    expect(rzp.requests.length).toBeGreaterThan(0);
    expect(rzp.requests.every((r) => r.authorized)).toBe(true);

    rzp.pay(orderId);
    const deliveries = await rzp.webhooks.deliver();
    expect(deliveries.map((d) => d.status)).toEqual(deliveries.map(() => 200));
    expect(await t.db.orm.em.fork().findOneOrFail(Payment, started.paymentId)).toMatchObject({
      status: 'success',
    });
  });

  it('answers webhooks 503 once the webhook secret is cleared, while Razorpay still takes payments', async () => {
    const cleared = await put({ webhookSecret: null });
    expect(cleared.json()).toMatchObject({
      active: 'razorpay',
      webhookSecret: { value: null, source: null },
    });
    const body = JSON.stringify({ event: 'order.paid', payload: {} });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': rzp.webhooks.sign(body) },
      payload: body,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('Razorpay webhooks are not configured here.');
  });

  it('keeps the secrets sealed in the database and out of the audit log', async () => {
    const [row] = await sql<{ value: string; secret: boolean }[]>(
      t.db.orm.em.fork(),
      `select value, secret from site_setting where name = 'RAZORPAY_KEY_SECRET'`,
    );
    expect(row!.secret).toBe(true);
    expect(row!.value).not.toContain(rzp.keySecret);
    expect(createSecretBox(TEST_KEYRING, 'settings').open(row!.value)).toBe(rzp.keySecret);

    const audit = await t.db.orm.em.fork().find(AuditLog, { entityId: { $like: 'RAZORPAY_%' } });
    expect(audit.map((a) => a.entityId)).toEqual(
      expect.arrayContaining(['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']),
    );
    expect(audit.every((a) => a.actorId === admin.userId)).toBe(true);
    const logged = JSON.stringify(audit);
    expect(logged).not.toContain(rzp.keySecret);
    expect(logged).not.toContain(rzp.webhookSecret);
  });

  it('goes back to the mock gateway when the key is cleared', async () => {
    const razorpay = await gateway();
    expect((await put({ keyId: null, keySecret: null, apiUrl: null })).json()).toMatchObject({
      active: 'mock',
    });
    expect(await gateway()).not.toBe(razorpay);
    expect((await gateway()).name).toBe('mock');
    const started = await startPayment(t, player, (await registerSolo(t, player)).id);
    expect(started).toMatchObject({ mockMode: true });
  });
});
