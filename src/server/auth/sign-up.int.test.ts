import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createUser, postFromSite } from '../../../test/support/auth.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { codeIn } from '../../../test/support/smtp-sink.ts';
import { mailTestAppOfFile } from '../../../test/support/test-app.ts';
import { sql } from '../db/sql.ts';
import { seedGames } from '../games/seed.ts';
import { SIGN_IN_DELAYS } from './sign-in-delays.ts';
import { siteUrl } from './setup.ts';

// Sign-up must not tell whether an address already has an account: a taken address and a new one
// get the same answer, and only the mailbox learns which it was (a code, or a notice to the owner).

const t = mailTestAppOfFile();

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  postFromSite(t, url, payload, headers);
const signUp = (email: string, password = 'Another-secret-1') =>
  post('/api/auth/sign-up/email', { name: 'Someone Else', email, password });

/** What may differ between two answers of the same kind: the request id, the date, the length. */
function shapeOf(res: LightMyRequestResponse) {
  const headers = Object.keys(res.headers)
    .filter((name) => !['date', 'content-length', 'x-request-id'].includes(name))
    .sort();
  const body = res.json<{ token: unknown; user: Record<string, unknown> }>();
  return {
    status: res.statusCode,
    headers,
    bodyKeys: Object.keys(body).sort(),
    userKeys: Object.keys(body.user).sort(),
    token: body.token,
    emailVerified: body.user.emailVerified,
  };
}

const rowsFor = async (email: string) => {
  const [row] = await sql<{ auth: number; app: number }[]>(
    t.db.orm.em.fork(),
    `select (select count(*)::int from auth_user where email = ?) as auth,
            (select count(*)::int from app_user where email = ?) as app`,
    [email, email],
  );
  return row;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-up with an address that has an account, and with a new one', () => {
  it('answers both alike: 200, the same headers and body keys, no session for either', async () => {
    const owner = await createUser(t);
    const taken = await signUp(owner.email);
    const fresh = await signUp(`new-${Date.now()}@example.in`);

    expect(shapeOf(taken)).toEqual(shapeOf(fresh));
    expect(shapeOf(fresh)).toMatchObject({ status: 200, token: null, emailVerified: false });
    for (const res of [taken, fresh]) {
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['set-auth-token']).toBeUndefined();
    }
    expect(taken.json().user.email).toBe(owner.email);
    // The answer for the taken address is made up: it is not the owner's account.
    expect(taken.json().user.id).not.toBe(owner.userId);
  });

  it("e-mails the owner a notice, and leaves the owner's account as it was", async () => {
    const owner = await createUser(t);
    expect((await signUp(owner.email, 'Attacker-password-1')).statusCode).toBe(200);

    // (Its own sign-up e-mailed it a code a moment ago.)
    const notice = await t.mailbox.waitForMail(owner.email, (mail) => codeIn(mail) === null);
    expect(notice.subject).toBe('Someone tried to sign up with your e-mail');
    expect(notice.data.replaceAll('=\r\n', '')).toContain('already has an Arena Championships account');
    expect(codeIn(notice)).toBeNull();
    expect(await rowsFor(owner.email)).toEqual({ auth: 1, app: 1 });

    const login = (password: string) =>
      post('/auth/login', { email: owner.email, password }).then((res) => res.statusCode);
    expect(await login('Attacker-password-1')).toBe(401);
    expect(await login(owner.password)).toBe(200);
  });

  it('e-mails a new address a code that completes the sign-up and signs in', async () => {
    const email = `code-${Date.now()}@example.in`;
    expect((await signUp(email)).statusCode).toBe(200);
    const code = await t.mailbox.latestCode(email);

    const wrong = await post('/api/auth/email-otp/verify-email', {
      email,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);

    const verified = await post('/api/auth/email-otp/verify-email', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(String(verified.headers['set-cookie'])).toMatch(/arena\.session_token=/);
    const token = verified.headers['set-auth-token'] as string;
    expect(token).toEqual(expect.any(String));
    const me = await t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user).toMatchObject({ email, name: 'Someone Else', emailVerified: true });
    expect(await rowsFor(email)).toEqual({ auth: 1, app: 1 });
  });

  it('counts wrong codes at verify-email towards the account, as at the code sign-in', async () => {
    const email = `guess-${Date.now()}@example.in`;
    expect((await signUp(email)).statusCode).toBe(200);
    const code = await t.mailbox.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SIGN_IN_DELAYS.account.freeFailures; i++) {
      expect((await post('/api/auth/email-otp/verify-email', { email, otp: wrong })).statusCode).toBe(400);
    }
    // Past the free failures the account waits, even for its right password (decision 20).
    const locked = await post('/api/auth/sign-in/email', { email, password: 'Another-secret-1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('signs in the new account over a game-credential session, and ends that session', async () => {
    await seedGames(t.db.orm.em.fork());
    const owner = await createUser(t);
    const participantId = await registerAndPay(t, owner, soloPayload({ selectedGame: 'valorant' }));
    const pass = (
      await t.app.inject({ url: `/api/participants/${participantId}`, headers: owner.headers })
    ).json();
    const passLogin = await post('/auth/login', { email: pass.gameUsername, password: pass.gamePassword });
    const passCookie = { cookie: String(passLogin.headers['set-cookie']).split(';')[0]! };

    const email = `pass-holder-${Date.now()}@example.in`;
    // A browser at the site: its Origin, to the host that origin names.
    const withPass = (url: string, payload: object) =>
      post(url, payload, { host: new URL(siteUrl(t.config)).host, ...passCookie });
    const signedUp = await withPass('/api/auth/sign-up/email', {
      name: 'Pass Holder',
      email,
      password: 'Pass-holder-1',
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const verified = await withPass('/api/auth/email-otp/verify-email', {
      email,
      otp: await t.mailbox.latestCode(email),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(String(verified.headers['set-cookie'])).toMatch(/arena\.pass_session=;/);
  });

  it('takes about as long for a taken address as for a new one', async () => {
    const owner = await createUser(t);
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await signUp(email)).statusCode).toBe(200);
      return performance.now() - started;
    };
    const takenTimes: number[] = [];
    const freshTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      takenTimes.push(await timed(owner.email));
      freshTimes.push(await timed(`timing-${i}-${Date.now()}@example.in`));
    }
    // Both hash the password; before, a taken address was refused before any hashing.
    const ratio = median(takenTimes) / median(freshTimes);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});
