import { describe, expect, it } from 'vitest';
import { createUser, postFromSite } from '../../../test/support/auth.ts';
import { mailTestAppOfFile } from '../../../test/support/test-app.ts';

// Besides sign-up (sign-up.int.test.ts), the ways in that take an e-mail answer alike whether or
// not it has an account: the same status, body and, as far as e-mail goes, time.

// A slow mail server: an answer that waited for it would take two seconds.
const t = mailTestAppOfFile({ delayMs: 2_000 });

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  postFromSite(t, url, payload, headers);

describe('the other ways in read the same for a known and an unknown address', () => {
  it('sign-in: a wrong password and an unknown address get the same error', async () => {
    const owner = await createUser(t);
    const answers = await Promise.all([
      post('/api/auth/sign-in/email', { email: owner.email, password: 'Wrong-password-1' }),
      post('/api/auth/sign-in/email', { email: 'nobody-here@example.in', password: 'Wrong-password-1' }),
      post('/auth/login', { email: owner.email, password: 'Wrong-password-1' }),
      post('/auth/login', { email: 'nobody-here@example.in', password: 'Wrong-password-1' }),
    ]);
    const [provider, providerUnknown, ours, oursUnknown] = answers.map((res) => ({
      status: res.statusCode,
      error: res.json<{ error: string; code: string }>().error,
      code: res.json<{ error: string; code: string }>().code,
    }));
    expect(providerUnknown).toEqual(provider);
    expect(oursUnknown).toEqual(ours);
    expect(ours).toEqual({ status: 401, error: 'Invalid email or password.', code: 'UNAUTHORIZED' });
  });
});

describe('requests that e-mail a code, with a slow mail server', () => {
  it('answer a known and an unknown address alike, without waiting for the mail', async () => {
    const owner = await createUser(t);
    const requests: [string, object][] = [
      ['/api/auth/email-otp/send-verification-otp', { type: 'email-verification' }],
      ['/api/auth/email-otp/send-verification-otp', { type: 'forget-password' }],
      ['/api/auth/email-otp/send-verification-otp', { type: 'sign-in' }],
      ['/api/auth/email-otp/request-password-reset', {}],
      ['/api/auth/forget-password/email-otp', {}],
      ['/api/auth/sign-up/email', { name: 'Someone Else', password: 'Another-secret-1' }],
    ];
    let unknown = 0;
    for (const [url, body] of requests) {
      const answers = [];
      for (const email of [owner.email, `unknown-${++unknown}@example.in`]) {
        const started = performance.now();
        const res = await post(url, { ...body, email });
        answers.push({
          ms: performance.now() - started,
          shape: { status: res.statusCode, keys: Object.keys(res.json()) },
        });
      }
      expect(answers[0]!.shape, url).toEqual(answers[1]!.shape);
      for (const answer of answers) expect(answer.ms, url).toBeLessThan(1_500);
    }
  });
});
