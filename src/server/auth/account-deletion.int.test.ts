import { describe, expect, it } from 'vitest';
import { mailTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, postFromSite } from '../../../test/support/auth.ts';
import { AppUser } from '../users/entities.ts';

// Deleting an account needs its password, or for an account without one a code e-mailed just
// now, however fresh the session is (the provider alone deletes a day-old session without either).

const t = mailTestAppOfFile();

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  postFromSite(t, url, payload, headers);
const accounts = (userId: string) => t.db.orm.em.fork().count(AppUser, { id: userId });

/** The code of the e-mail `send` makes (mail goes out after the answer). */
async function codeFrom(email: string, send: () => Promise<unknown>): Promise<string> {
  const since = t.mailbox.mails.length;
  await send();
  return t.mailbox.latestCode(email, since);
}

/** A passwordless account, signed in with an e-mailed code. */
async function passwordless(email: string) {
  const otp = await codeFrom(email, async () =>
    expect(
      (await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).statusCode,
    ).toBe(200),
  );
  const signedIn = await post('/api/auth/sign-in/email-otp', { email, otp });
  expect(signedIn.statusCode).toBe(200);
  const headers = { authorization: `Bearer ${signedIn.headers['set-auth-token'] as string}` };
  const me = await t.app.inject({ url: '/auth/me', headers });
  return { headers, userId: me.json().user.id as string };
}

describe('deleting an account with a password', () => {
  it('is refused without the password, even from a session opened a moment ago', async () => {
    const player = await createUser(t);
    for (const body of [{}, { password: '' }, { token: 'made-up-token' }]) {
      const res = await post('/api/auth/delete-user', body, player.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'Enter your password (or the code we e-mailed you) to delete your account.',
      });
    }
    expect(
      (await post('/api/auth/delete-user', { password: 'Wrong-password-1' }, player.headers)).statusCode,
    ).toBe(400);
    expect(await accounts(player.userId)).toBe(1);

    expect(
      (await post('/api/auth/delete-user', { password: player.password }, player.headers)).statusCode,
    ).toBe(200);
    expect(await accounts(player.userId)).toBe(0);
  });

  it('does not take an e-mailed code instead of the password', async () => {
    const player = await createUser(t);
    const code = await codeFrom(player.email, () =>
      post('/api/auth/email-otp/send-verification-otp', { email: player.email, type: 'sign-in' }),
    );
    const res = await post('/api/auth/delete-user', { code }, player.headers);
    expect(res.json()).toMatchObject({ error: 'Enter your password to delete your account.' });
    expect(await accounts(player.userId)).toBe(1);
  });
});

describe('deleting a passwordless account', () => {
  it('needs a code e-mailed just now, and a wrong one deletes nothing', async () => {
    const email = 'codes-only@example.in';
    const player = await passwordless(email);
    expect((await post('/api/auth/delete-user', {}, player.headers)).statusCode).toBe(400);

    const code = await codeFrom(email, () =>
      post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }),
    );
    const wrong = await post(
      '/api/auth/delete-user',
      { code: code === '123456' ? '654321' : '123456' },
      player.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'The code is wrong or has expired. Please ask for a new one.',
    });
    expect(await accounts(player.userId)).toBe(1);

    const res = await post('/api/auth/delete-user', { code }, player.headers);
    expect(res.statusCode).toBe(200);
    expect(await accounts(player.userId)).toBe(0);
    expect((await t.app.inject({ url: '/auth/me', headers: player.headers })).statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current one', async () => {
    const player = await createUser(t);
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: 'Wrong-password-1', newPassword: 'Brand-new-password-1' },
      player.headers,
    );
    expect(res.statusCode).toBe(400);
    const without = await post(
      '/api/auth/change-password',
      { newPassword: 'Brand-new-password-1' },
      player.headers,
    );
    expect(without.statusCode).toBe(400);
  });
});
