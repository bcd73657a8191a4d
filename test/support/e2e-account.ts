import { expect, type APIRequestContext } from '@playwright/test';
import { latestCode } from './e2e-mailbox.ts';

export interface NewAccount {
  email: string;
  password: string;
  name: string;
}

/**
 * Signs a new local account up through the API and `request` (a browser context's, or one of its
 * own) in with the code e-mailed to it, as the sign-up form does: sign-up itself signs no one in
 * (docs/decisions/0023-sign-up-without-enumeration.md).
 */
export async function signUpWithCode(
  request: APIRequestContext,
  account: NewAccount,
  headers: Record<string, string> = {},
): Promise<void> {
  const signUp = await request.post('/api/auth/sign-up/email', { data: account, headers });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const verified = await request.post('/api/auth/email-otp/verify-email', {
    data: { email: account.email, otp: await latestCode(account.email) },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
