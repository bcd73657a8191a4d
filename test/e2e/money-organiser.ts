import type { BrowserContext } from '@playwright/test';
import { hotp, secretOfUri, totpStep } from '../../src/server/auth/totp.ts';
import { signUpWithCode } from '../support/e2e-account.ts';
import { unique } from '../support/unique.ts';
import type { AdminApi } from './content-admin.ts';
import { baseURL, expect } from './fixtures.ts';

/** An organiser's authenticator app: a fresh code each call (a code is spent once). */
export type AuthenticatorApp = () => string;

/**
 * Signs `context` in as a new organiser who may move money (docs/decisions/0026-prize-payouts.md,
 * "Payout"): an account of its own, made an admin by the seeded one, with two-factor sign-in
 * turned on as the account panel does it. The seeded admin stays without it, so the other specs
 * sign in with its password alone.
 */
export async function signInAsMoneyOrganiser(
  context: BrowserContext,
  admin: AdminApi,
  site = baseURL(),
): Promise<{ email: string; code: AuthenticatorApp }> {
  const origin = { origin: site };
  const account = {
    email: `organiser-${unique()}@example.in`,
    password: `Organiser-${unique()}`,
    name: 'Money Organiser',
  };
  await signUpWithCode(context.request, account, origin);
  const { items } = await admin<{ items: { id: string; email: string | null }[] }>(
    'GET',
    `/admin/users?search=${encodeURIComponent(account.email)}`,
  );
  const id = items.find((u) => u.email === account.email)!.id;
  await admin('PUT', `/admin/users/${id}/role`, { role: 'admin' });

  const enabled = await context.request.post('/api/auth/two-factor/enable', {
    data: { password: account.password },
    headers: origin,
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const key = secretOfUri(((await enabled.json()) as { totpURI: string }).totpURI);
  let last = -1;
  const app: AuthenticatorApp = () => {
    last = Math.max(last + 1, totpStep());
    return hotp(key, last);
  };
  const verified = await context.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: hotp(key, totpStep()) },
    headers: origin,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email: account.email, code: app };
}
