import { randomBytes } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, nextPlayerAddress } from './browser.ts';

const unique = () => randomBytes(4).toString('hex');

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
  const signIn = async (p: Page) => {
    const res = await p.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { origin: server() },
    });
    expect(res.status()).toBe(200);
  };
  return { account, signIn };
}
