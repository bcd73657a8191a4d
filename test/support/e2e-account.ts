import { randomBytes } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { baseURL, nextPlayerAddress } from './browser.ts';
import { latestCode } from './e2e-mailbox.ts';

const unique = () => randomBytes(4).toString('hex');

interface NewAccount {
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

/**
 * One local account for a spec file (sign-ups are limited per address and minute), made before
 * its tests, and a way to sign a test's browser context in with it.
 */
export function useAccount(name: string, server: () => string = baseURL) {
  const account = {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${unique()}@example.in`,
    password: `Secret-${unique()}`,
  };
  beforeAll(async () => {
    const res = await fetch(`${server()}/api/auth/sign-up/email`, {
      method: 'POST',
      // An address of its own, as each browser context has: sign-ups are limited per address.
      headers: {
        'content-type': 'application/json',
        origin: server(),
        'x-forwarded-for': nextPlayerAddress(),
      },
      body: JSON.stringify(account),
    });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  });
  // The password signs in before the e-mailed code has confirmed the address.
  const signIn = async (p: Page) => {
    const res = await p.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { origin: server() },
    });
    expect(res.status()).toBe(200);
  };
  return { account, signIn };
}
