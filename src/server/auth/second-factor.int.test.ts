import { describe, expect, it } from 'vitest';
import { createUser, postFromSite, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { payFor, registerSolo, registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { enrolSecondFactor, type SecondFactorKey } from '../../../test/support/second-factor.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { tablesOf } from '../db/kysely.ts';
import type { Payment, PaymentRefund } from '../payments/entities.ts';
import type { Payout } from '../prizes/entities.ts';
import { PrizeAward } from '../prizes/entities.ts';
import { Participant } from '../registration/entities.ts';
import { totpStep } from './totp.ts';

// Money out needs a second factor (docs/decisions/0026-prize-payouts.md, "Payout"; auth/second-factor.ts).

const { t, admin } = adminTestAppOfFile('games');
const as = (user: TestUser, url: string, payload?: object) => requestAs(t, user, 'POST', url, payload);
const db = () => tablesOf<typeof Payout | typeof Payment | typeof PaymentRefund>(t.db.orm.em.fork());

async function claimedAward(): Promise<string> {
  const player = await createUser(t);
  const participantId = await registerAndPay(t, player, soloPayload());
  const em = t.db.orm.em.fork();
  const participant = await em.findOneOrFail(Participant, participantId);
  const award = em.create(PrizeAward, {
    group: participant.group!,
    participant,
    rank: 1,
    places: [1],
    amountPaise: 100_000,
    status: 'claimed',
    claimedAt: new Date(),
    tdsPaise: 30_000,
    netWinningsPaise: 100_000,
  });
  await em.flush();
  return award.id;
}

async function paidPayment(): Promise<string> {
  const player = await createUser(t);
  const registration = await registerSolo(t, player);
  return (await payFor(t, player, registration.id)).paymentId;
}

const refusal = (reason: string) => ({
  error: expect.any(String),
  code: 'FORBIDDEN',
  reason,
  requestId: expect.any(String),
});

describe('an organiser without two-factor sign-in', () => {
  it('cannot approve, release or refund: 403 two_factor.required, nothing changes', async () => {
    const awardId = await claimedAward();
    const approve = await as(admin, '/admin/payouts/approve', { awardIds: [awardId] });
    expect(approve.statusCode).toBe(403);
    expect(approve.json()).toEqual(refusal('two_factor.required'));
    expect(approve.json().error).toMatch(/account panel/);
    expect(await db().selectFrom('payout').select('id').where('award_id', '=', awardId).execute()).toEqual(
      [],
    );

    const paymentId = await paidPayment();
    const refund = await as(admin, `/admin/payments/${paymentId}/refund`, {
      reason: 'No second factor',
      secondFactorCode: '123456',
    });
    expect(refund.statusCode).toBe(403);
    expect(refund.json()).toEqual(refusal('two_factor.required'));
    const payment = await db()
      .selectFrom('payment')
      .select('status')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('success');
  });
});

describe('an organiser with two-factor sign-in', () => {
  let maker: TestUser;
  let checker: TestUser;
  let checkerKey: SecondFactorKey;

  it('signs in with the password and then a code of the app', async () => {
    maker = await createUser(t, { role: 'admin' });
    const key = await enrolSecondFactor(t, maker);
    const signIn = await postFromSite(t, '/api/auth/sign-in/email', {
      email: maker.email,
      password: maker.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // No session until the code: the password alone opens nothing.
    expect(signIn.headers['set-auth-token']).toBeUndefined();
    const cookies = [signIn.headers['set-cookie']].flat().map(String);
    expect(cookies.join('\n')).not.toMatch(/session_token=[^;]/);
    const challenge = cookies.find((c) => c.startsWith('arena.two_factor='))!.split(';')[0]!;
    const verify = (path: string, code: string) =>
      postFromSite(t, `/api/auth/two-factor/${path}`, { code }, { cookie: challenge });
    const wrong = await verify('verify-totp', key.totp(totpStep() + 7));
    expect(wrong.statusCode).toBe(401);
    const ok = await verify('verify-totp', key.totp());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['set-auth-token']).toEqual(expect.any(String));
    expect(String(ok.headers['set-cookie'])).toMatch(/arena\.session_token=[^;]/);

    // The console's own sign-in (POST /auth/login) answers the same way: no session, a challenge.
    const login = await postFromSite(t, '/auth/login', { email: maker.email, password: maker.password });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toEqual({ token: '', user: null, pass: null, twoFactorRedirect: true });
    expect(String(login.headers['set-cookie'])).toMatch(/arena\.two_factor=/);
  });

  it('turns two-factor sign-in off only with the password and a fresh code', async () => {
    const someone = await createUser(t, { role: 'admin' });
    const key = await enrolSecondFactor(t, someone);
    const disable = (payload: object) =>
      postFromSite(t, '/api/auth/two-factor/disable', payload, someone.headers);
    const noCode = await disable({ password: someone.password });
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json()).toMatchObject({ reason: 'two_factor.code_required' });
    const wrongPassword = await disable({ password: 'not-the-password', code: await key.nextCode() });
    expect(wrongPassword.statusCode).toBe(400);
    const off = await disable({ password: someone.password, code: await key.nextCode() });
    expect(off.statusCode, off.body).toBe(200);
    const token = off.headers['set-auth-token'];
    if (typeof token === 'string') someone.headers.authorization = `Bearer ${token}`;
    const awardId = await claimedAward();
    const approve = await as(someone, '/admin/payouts/approve', { awardIds: [awardId] });
    expect(approve.json()).toMatchObject({ reason: 'two_factor.required' });
  });

  it('releases a payout only with a fresh code: missing, wrong and replayed codes are refused', async () => {
    checker = await createUser(t, { role: 'admin' });
    checkerKey = await enrolSecondFactor(t, checker);
    const awardId = await claimedAward();
    const approve = await as(maker, '/admin/payouts/approve', { awardIds: [awardId] });
    expect(approve.statusCode, approve.body).toBe(200);
    const [payout] = approve.json<{ id: string }[]>();
    const release = (secondFactorCode?: string) =>
      as(
        checker,
        `/admin/payouts/${payout!.id}/release`,
        secondFactorCode === undefined ? {} : { secondFactorCode },
      );
    const status = async () =>
      (
        await db()
          .selectFrom('payout')
          .select('status')
          .where('id', '=', payout!.id)
          .executeTakeFirstOrThrow()
      ).status;

    const missing = await release();
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(refusal('two_factor.code_required'));
    const now = totpStep();
    const wrongCode = checkerKey.totp(now + 5);
    const wrong = await release(wrongCode);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(refusal('two_factor.code_invalid'));
    expect(await status()).toBe('approved');

    const code = checkerKey.totp(now + 1);
    const ok = await release(code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: payout!.id, status: 'released' });
    // The same code again, and an older one still inside the window: spent.
    for (const replay of [code, checkerKey.totp(now)]) {
      const again = await release(replay);
      expect(again.statusCode).toBe(403);
      expect(again.json()).toEqual(refusal('two_factor.code_invalid'));
    }
  });

  it('refunds with a backup code, which then no longer works', async () => {
    const paymentId = await paidPayment();
    const [backup] = checkerKey.backupCodes.splice(0, 1);
    const refund = await as(checker, `/admin/payments/${paymentId}/refund`, {
      amount: 100,
      reason: 'Goodwill',
      secondFactorCode: backup,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const again = await as(checker, `/admin/payments/${paymentId}/refund`, {
      amount: 100,
      reason: 'Goodwill',
      secondFactorCode: backup,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(refusal('two_factor.code_invalid'));
    const refunds = await db()
      .selectFrom('payment_refund')
      .select('id')
      .where('payment_id', '=', paymentId)
      .execute();
    expect(refunds).toHaveLength(1);
  });

  it('overrides a payment only with a fresh code', async () => {
    const player = await createUser(t);
    const registration = await registerSolo(t, player);
    const payload = {
      paymentId: (await payFor(t, player, registration.id)).paymentId,
      status: 'failed',
      reason: 'Bank reversed it',
    };
    const without = await as(checker, '/admin/payments/override', payload);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual(refusal('two_factor.code_required'));
    const ok = await as(checker, '/admin/payments/override', {
      ...payload,
      secondFactorCode: checkerKey.backupCodes.shift(),
    });
    expect(ok.statusCode, ok.body).not.toBe(403);
  });
});
