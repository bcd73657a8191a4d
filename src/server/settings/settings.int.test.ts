import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../audit/entities.ts';
import { createSecretBox } from '../crypto/secret-box.ts';
import { SiteSetting } from './entities.ts';
import { Migration20261127030000_RazorpayAddressesFromEnvironment as AddressesFromEnvironment } from '../db/migrations/Migration20261127030000_RazorpayAddressesFromEnvironment.ts';
import { TEST_KEYRING, createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';

let t: TestApp;
let admin: TestUser;
const SECRET = 'rzp_live_ABCDEFGH12345678';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
}

describe('/admin/env', () => {
  it('lists the known settings even before they are set', async () => {
    const res = await call('GET', '/admin/env');
    expect(res.statusCode).toBe(200);
    const variant = res
      .json<{ name: string; description: string }[]>()
      .find((s) => s.name === 'FOOTER_VARIANT');
    expect(variant).toMatchObject({ value: null, set: false, secret: false, updatedAt: null });
    expect(variant!.description).toContain('Footer layout');
  });

  it('stores a secret encrypted and only ever shows it masked', async () => {
    const created = await call('POST', '/admin/env', {
      name: 'RAZORPAY_KEY_ID',
      value: SECRET,
      secret: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'RAZORPAY_KEY_ID',
      value: '••••5678',
      secret: true,
      set: true,
    });

    const read = await call('GET', '/admin/env/RAZORPAY_KEY_ID');
    expect(read.json().value).toBe('••••5678');
    expect((await call('GET', '/admin/env')).body).not.toContain(SECRET);

    const row = await t.db.orm.em.fork().findOneOrFail(SiteSetting, { name: 'RAZORPAY_KEY_ID' });
    expect(row.value).not.toContain(SECRET);
    expect(createSecretBox(TEST_KEYRING, 'settings').open(row.value)).toBe(SECRET);

    const audit = await t.db.orm.em.fork().find(AuditLog, { entityId: 'RAZORPAY_KEY_ID' });
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(audit[0]).toMatchObject({ action: 'settings.create', actorId: admin.userId });
  });

  it('masks short secrets completely', async () => {
    const res = await call('PUT', '/admin/env/SHORT_TOKEN', { value: 'abc123' });
    expect(res.json()).toMatchObject({ value: '••••', secret: true });
  });

  it('keeps plain settings readable and validates known values', async () => {
    const res = await call('PUT', '/admin/env/FOOTER_VARIANT', { value: 'b' });
    expect(res.json()).toMatchObject({ value: 'B', secret: false, set: true });
    const bad = await call('PUT', '/admin/env/FOOTER_VARIANT', { value: 'C' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('FOOTER_VARIANT must be one of: A, B.');
    const plain = await call('POST', '/admin/env', {
      name: 'SUPPORT_HOURS',
      value: '10-19 IST',
      secret: false,
    });
    expect(plain.json()).toMatchObject({ value: '10-19 IST', secret: false });
  });

  it('holds the Razorpay settings to the rules of /admin/payments/credentials', async () => {
    const key = await call('PUT', '/admin/env/RAZORPAY_KEY_ID', { value: 'key_123456' });
    expect(key.json().error).toBe('RAZORPAY_KEY_ID: The key id looks like rzp_test_... or rzp_live_...');
    expect(
      (await call('POST', '/admin/env', { name: 'RAZORPAY_KEY_SECRET', value: 'short' })).statusCode,
    ).toBe(400);
  });

  it("refuses Razorpay's addresses: they come from the environment only", async () => {
    for (const value of ['http://127.0.0.1:4010', 'https://api.razorpay.com']) {
      const res = await call('PUT', '/admin/env/RAZORPAY_API_URL', { value });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        "RAZORPAY_API_URL is set in the server's environment, not here: Razorpay's addresses never come from the console.",
      );
    }
    const checkout = await call('POST', '/admin/env', { name: 'RAZORPAY_CHECKOUT_URL', value: 'x' });
    expect(checkout.statusCode).toBe(400);
    expect((await call('GET', '/admin/env/RAZORPAY_API_URL')).statusCode).toBe(404);
  });

  it("deletes Razorpay's addresses an earlier version let an admin store, and nothing else", async () => {
    const em = t.db.orm.em.fork();
    for (const name of ['RAZORPAY_API_URL', 'RAZORPAY_CHECKOUT_URL', 'KEEP_THIS_SETTING'])
      em.create(SiteSetting, { name, value: 'https://elsewhere.example', secret: false, hint: null });
    await em.flush();
    const migration = new AddressesFromEnvironment(em.getDriver(), t.db.orm.config);
    await migration.up();
    for (const query of migration.getQueries()) await migration.execute(query);
    const left = await t.db.orm.em.fork().find(SiteSetting, { name: { $like: '%_URL' } });
    expect(left.map((s) => s.name)).toEqual([]);
    expect(await t.db.orm.em.fork().count(SiteSetting, { name: 'KEEP_THIS_SETTING' })).toBe(1);
  });

  it('rejects a duplicate name on POST and bad names anywhere', async () => {
    await call('POST', '/admin/env', { name: 'DUP_SETTING', value: 'x', secret: false });
    const dup = await call('POST', '/admin/env', { name: 'DUP_SETTING', value: 'y' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('A setting with this name already exists.');
    for (const name of ['lower', 'A', '1ABC', 'WITH-DASH']) {
      expect((await call('POST', '/admin/env', { name, value: 'x' })).statusCode, name).toBe(400);
    }
  });

  it('updates with PUT and removes with DELETE', async () => {
    await call('PUT', '/admin/env/RAZORPAY_WEBHOOK_SECRET', { value: 'whsec_111111111111' });
    const updated = await call('PUT', '/admin/env/RAZORPAY_WEBHOOK_SECRET', { value: 'whsec_222222222222' });
    expect(updated.json().value).toBe('••••2222');
    expect((await call('DELETE', '/admin/env/RAZORPAY_WEBHOOK_SECRET')).json()).toEqual({
      name: 'RAZORPAY_WEBHOOK_SECRET',
    });
    expect((await call('GET', '/admin/env/RAZORPAY_WEBHOOK_SECRET')).json()).toMatchObject({
      set: false,
      value: null,
    });
    const missing = await call('DELETE', '/admin/env/NEVER_SET');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Setting not found');
    expect((await call('GET', '/admin/env/NEVER_SET')).statusCode).toBe(404);
  });
});
