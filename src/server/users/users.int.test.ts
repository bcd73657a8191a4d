import { describe, expect, it } from 'vitest';
import { mailTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/auth.ts';
import { AppUser } from './entities.ts';

const t = mailTestAppOfFile();

describe('user sync calls', () => {
  it('POST /api/clerk-sync/sync-user updates the caller and validates the mobile number', async () => {
    const player = await createUser(t);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/clerk-sync/sync-user',
      headers: player.headers,
      payload: {
        email: player.email,
        firstName: 'Meera',
        lastName: 'Iyer',
        phone: '9123456780',
        additionalData: { source: 'email-only' },
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      phone: '9123456780',
      name: 'Meera Iyer',
    });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/clerk-sync/sync-user',
      headers: player.headers,
      payload: { phone: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'Please enter a valid 10-digit Indian mobile number',
      fieldErrors: { phone: 'Please enter a valid 10-digit Indian mobile number' },
    });
    expect((await t.app.inject({ url: '/auth/me', headers: player.headers })).json().user.phone).toBe(
      '9123456780',
    );
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/clerk-sync/sync-user', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('GET and PUT /api/clerk-sync/user/{id}: own record yes, another player no, an admin any', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });

    expect(
      (await t.app.inject({ url: `/api/clerk-sync/user/${alice.userId}`, headers: alice.headers })).json()
        .user.id,
    ).toBe(alice.userId);
    const peek = await t.app.inject({ url: `/api/clerk-sync/user/${alice.userId}`, headers: bob.headers });
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toMatchObject({ error: 'User not found', code: 'NOT_FOUND' });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/clerk-sync/user/${alice.userId}`,
      headers: bob.headers,
      payload: { firstName: 'Mallory' },
    });
    expect(edit.statusCode).toBe(404);

    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/clerk-sync/user/${alice.userId}`,
      headers: admin.headers,
      payload: { firstName: 'Alicia' },
    });
    expect(byAdmin.json().user.firstName).toBe('Alicia');
    expect(
      (await t.app.inject({ url: `/api/clerk-sync/user/${alice.userId}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/clerk-sync/user/nobody', headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it('PUT saves names in the provider too, and e-mail preferences', async () => {
    const player = await createUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/clerk-sync/user/${player.userId}`,
      headers: player.headers,
      payload: { firstName: 'Rohan', lastName: 'Das', phone: '', emailPreferences: { news: true } },
    });
    expect(res.json().user).toMatchObject({
      name: 'Rohan Das',
      phone: null,
      emailPreferences: { matchReminders: true, results: true, news: true },
    });
    const rows = await t.db.orm.em
      .getConnection()
      .execute('select name from auth_user where email = ?', [player.email]);
    expect(rows).toEqual([{ name: 'Rohan Das' }]);
  });
});

describe('passwordless accounts with e-mailed codes', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: '203.0.113.50',
    });

  it('creates the account only after the code proves the address', async () => {
    const email = 'newplayer@example.in';
    expect(
      (await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).statusCode,
    ).toBe(200);
    const em = t.db.orm.em.fork();
    expect(await em.count(AppUser, { email })).toBe(0);
    const code = await t.mailbox.latestCode(email);

    expect(
      (await post('/api/auth/sign-in/email-otp', { email, otp: '000000' === code ? '111111' : '000000' }))
        .statusCode,
    ).toBe(400);
    expect(await em.count(AppUser, { email })).toBe(0);

    const signedIn = await post('/api/auth/sign-in/email-otp', { email, otp: code });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.headers['set-auth-token'] as string;
    const me = await t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user).toMatchObject({ email, emailVerified: true });
  });
});

describe('account deletion', () => {
  it('deletes the account and our record of it', async () => {
    const player = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { ...player.headers, origin: 'http://localhost:3000' },
      payload: { password: player.password },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.orm.em.fork().count(AppUser, { id: player.userId })).toBe(0);
    expect((await t.app.inject({ url: '/auth/me', headers: player.headers })).statusCode).toBe(401);
  });
});
