import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import {
  injectInto,
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../../../test/support/razorpay-stand-in.ts';
import { registerSolo, startPayment } from '../../../test/support/registration.ts';
import { createTestApp, TEST_KEYRING, type TestApp } from '../../../test/support/test-app.ts';
import { AuditLog } from '../audit/entities.ts';
import { writeThenInvalidate } from '../cache/read-cache.ts';
import { createSecretBox } from '../crypto/secret-box.ts';
import { sql } from '../db/sql.ts';
import { seedGames } from '../games/seed.ts';
import { SiteSetting } from '../settings/entities.ts';
import { Payment } from './entities.ts';

// Credentials an admin enters at /admin/payments/credentials take effect at once, with no key
// set in the environment: initiate creates orders at Razorpay (here the stand-in, whose address
// the environment gives, as Razorpay's own is the default) with them, and its webhooks are
// verified with the stored webhook secret. Razorpay's addresses never come from the console.

let t: TestApp;
let admin: TestUser;
let player: TestUser;
let rzp: RazorpayStandIn;
/** An address an attacker with the console would point the API at: it must never be called. */
let elsewhere: RazorpayStandIn;

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  elsewhere = await startRazorpayStandIn();
  t = await createTestApp(rzp.endpoints);
  await seedGames(t.db.orm.em.fork());
  admin = await createUser(t, { role: 'admin' });
  rzp.setWebhookTarget(injectInto(t.app));
  player = await createUser(t);
});
afterAll(async () => {
  await t?.close();
  await rzp?.close();
  await elsewhere?.close();
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
    });
    expect(saved.json()).toMatchObject({
      active: 'razorpay',
      apiUrl: { value: rzp.url, source: 'environment' },
    });

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
    expect((await put({ keyId: null, keySecret: null })).json()).toMatchObject({
      active: 'mock',
    });
    expect(await gateway()).not.toBe(razorpay);
    expect((await gateway()).name).toBe('mock');
    const started = await startPayment(t, player, (await registerSolo(t, player)).id);
    expect(started).toMatchObject({ mockMode: true });
  });
});

describe("Razorpay's addresses", () => {
  const setting = (method: 'PUT' | 'POST', name: string, value: string) =>
    t.app.inject({
      method,
      url: method === 'PUT' ? `/admin/env/${name}` : '/admin/env',
      headers: admin.headers,
      payload: method === 'PUT' ? { value } : { name, value, secret: false },
    });

  it('are refused from the console with a message saying they are set in the environment', async () => {
    for (const name of ['RAZORPAY_API_URL', 'RAZORPAY_CHECKOUT_URL'])
      for (const method of ['PUT', 'POST'] as const) {
        const res = await setting(method, name, elsewhere.url);
        expect(res.statusCode, `${method} ${name}`).toBe(400);
        expect(res.json().error).toBe(
          `${name} is set in the server's environment, not here: Razorpay's addresses never come from the console.`,
        );
      }
    for (const apiUrl of [elsewhere.url, 'https://api.razorpay.com', null]) {
      const res = await put({ keyId: rzp.keyId, apiUrl });
      expect(res.statusCode, String(apiUrl)).toBe(400);
      expect(res.json().error).toContain(
        "The API address is set in the server's environment (RAZORPAY_API_URL), not here.",
      );
    }
    expect(await t.db.orm.em.fork().count(SiteSetting, { name: { $like: 'RAZORPAY_%_URL' } })).toBe(0);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/admin/payments/credentials', headers: admin.headers })
      ).json(),
    ).toMatchObject({
      apiUrl: { value: rzp.url, source: 'environment' },
    });
  });

  it('ignore a value stored before, so the key secret never goes to an address from the console', async () => {
    // Keys only in the environment, Razorpay's own address by default, and an address an earlier
    // version let an admin store (the migration deletes it; here it is written back).
    const keysOnly = await createTestApp({
      RAZORPAY_KEY_ID: rzp.keyId,
      RAZORPAY_KEY_SECRET: rzp.keySecret,
    });
    try {
      await writeThenInvalidate(keysOnly.db.orm.em.fork(), 'settings', async (tx) => {
        tx.create(SiteSetting, { name: 'RAZORPAY_API_URL', value: elsewhere.url, secret: false, hint: null });
        await tx.flush();
      });
      const resolved = await keysOnly.app.services.paymentGateway(keysOnly.db.orm.em.fork());
      expect(resolved).toMatchObject({
        name: 'razorpay',
        credentials: { keySecret: rzp.keySecret, apiUrl: 'https://api.razorpay.com' },
      });
      const view = await keysOnly.app.services.paymentCredentials.view(keysOnly.db.orm.em.fork());
      expect(view.apiUrl).toEqual({ value: 'https://api.razorpay.com', source: 'default' });
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await keysOnly.close();
    }
  });
});
