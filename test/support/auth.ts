import { randomBytes } from 'node:crypto';
import { siteUrl } from '../../src/server/auth/setup.ts';
import { AppUser } from '../../src/server/users/entities.ts';
import type { TestApp } from './test-app.ts';

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  /** Pass to `app.inject({ headers })`. */
  headers: { authorization: string };
}

let counter = 0;

/**
 * Signs up a real local account through the provider's HTTP API and signs it in; `role: 'admin'`
 * promotes it.
 */
export async function createUser(
  t: TestApp,
  options: { role?: 'user' | 'admin'; email?: string; name?: string; privacyConsent?: object } = {},
): Promise<TestUser> {
  const email = options.email ?? `player${++counter}-${randomBytes(4).toString('hex')}@example.in`;
  const password = `Secret-${randomBytes(6).toString('hex')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    // As the browser at the site's address would send it.
    headers: { 'content-type': 'application/json', origin: new URL(siteUrl(t.config)).origin },
    // Each test account signs up from an address of its own, as real players would, so the
    // per-IP sign-up limit does not throttle the test suite.
    remoteAddress: `10.${counter >> 16}.${(counter >> 8) & 255}.${counter & 255}`,
    payload: {
      email,
      password,
      name: options.name ?? 'Test Player',
      // The choices the sign-up form's privacy notice carries (shared/privacy.ts).
      ...(options.privacyConsent ? { privacyConsent: options.privacyConsent } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  // Sign-up signs no one in (docs/decisions/0023-sign-up-without-enumeration.md); the password
  // does, before the e-mailed code has confirmed the address. Straight through the provider: test
  // files make dozens of accounts at once, more than the sign-in throttle lets one network try.
  const auth = t.app.services.localAuth;
  if (!auth) throw new Error('createUser needs the local identity provider');
  const signedIn = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  // The signed token, as a client gets it (bearer plugin), not the session's own.
  const token = signedIn.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);

  const em = t.db.orm.em.fork();
  const user = await em.findOneOrFail(AppUser, { email });
  if (options.role === 'admin') {
    user.role = 'admin';
    await em.flush();
  }
  return { userId: user.id, email, password, headers: { authorization: `Bearer ${token}` } };
}

let sent = 0;

/**
 * A POST as the browser at the site's address sends it (its Origin), each from an address of its
 * own so that the per-address limits of the ways in stay out of the way.
 */
export function postFromSite(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  sent += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, origin: new URL(siteUrl(t.config)).origin },
    remoteAddress: `203.0.${113 + (sent >> 8)}.${sent & 255}`,
  });
}

/** A request as `user` (its bearer token), with `payload` as its JSON body when there is one. */
export function requestAs(
  t: TestApp,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}
