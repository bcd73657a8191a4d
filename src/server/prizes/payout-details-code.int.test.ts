import { describe, expect, it } from 'vitest';
import { mailTestAppOfFile } from '../../../test/support/test-app.ts';
import { postFromSite } from '../../../test/support/auth.ts';

// Changing payout details with a code e-mailed just now instead of the password, as deleting an
// account allows (docs/decisions/0026-prize-payouts.md, "Claim").

const t = mailTestAppOfFile();

const UPI = {
  pan: 'ABCPE1234F',
  panName: 'Rahul Kumar',
  destination: { method: 'upi', vpa: 'rahul.k@okaxis' },
};
const OTHER_UPI = { ...UPI, destination: { method: 'upi', vpa: 'rahul.k@oksbi' } };

/** The code of the e-mail `send` makes (mail goes out after the answer). */
async function codeFrom(email: string, send: () => Promise<unknown>): Promise<string> {
  const since = t.mailbox.mails.length;
  await send();
  return t.mailbox.latestCode(email, since);
}

/** A passwordless account, signed in with an e-mailed code (as account-deletion.int.test.ts makes one). */
async function passwordless(email: string) {
  const otp = await codeFrom(email, () =>
    postFromSite(t, '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }),
  );
  const signedIn = await postFromSite(t, '/api/auth/sign-in/email-otp', { email, otp });
  expect(signedIn.statusCode).toBe(200);
  const headers = { authorization: `Bearer ${signedIn.headers['set-auth-token'] as string}` };
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { email, call };
}

describe('changing payout details with an e-mailed code', () => {
  it('takes a code e-mailed just now, once, and refuses a wrong one', async () => {
    const user = await passwordless('payout-codes@example.in');
    expect((await user.call('PUT', '/api/payout-details', UPI)).statusCode).toBe(200);

    const code = await codeFrom(user.email, async () =>
      expect((await user.call('POST', '/api/payout-details/code')).statusCode).toBe(200),
    );
    const wrong = await user.call('PUT', '/api/payout-details', {
      ...OTHER_UPI,
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ reason: 'account.bad_code' });

    const changed = await user.call('PUT', '/api/payout-details', { ...OTHER_UPI, code });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ destination: 'ra••••@oksbi' });

    // Used up: it does not change them again.
    const again = await user.call('PUT', '/api/payout-details', { ...UPI, code });
    expect(again.json()).toMatchObject({ reason: 'account.bad_code' });
    expect((await user.call('GET', '/api/payout-details')).json()).toMatchObject({
      destination: 'ra••••@oksbi',
    });
  });

  it('sends at most five codes in 15 minutes per account, then says when to ask again', async () => {
    const user = await passwordless('payout-code-flood@example.in');
    for (let i = 0; i < 5; i++) expect((await user.call('POST', '/api/payout-details/code')).statusCode).toBe(200);
    const refused = await user.call('POST', '/api/payout-details/code');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ reason: 'account.too_many_codes_sent', params: { minutes: 15 } });
  });
});
