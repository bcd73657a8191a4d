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

/** Signs up a real local account through the provider's HTTP API and signs it in; `role: 'admin'` promotes it. */
export async function createUser(
  t: TestApp,
  options: { role?: 'user' | 'admin'; email?: string; name?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `player${++counter}-${randomBytes(4).toString('hex')}@example.in`;
  const password = `Secret-${randomBytes(6).toString('hex')}`;
  const send = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      // As the browser at the site's address would send it.
      headers: { 'content-type': 'application/json', origin: new URL(siteUrl(t.config)).origin },
      // Each test account signs up from an address of its own, as real players would, so the
      // per-IP sign-up limit does not throttle the test suite.
      remoteAddress: `10.${counter >> 16}.${(counter >> 8) & 255}.${counter & 255}`,
      payload,
    });
  const res = await send('/api/auth/sign-up/email', { email, password, name: options.name ?? 'Test Player' });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  // Sign-up signs no one in (docs/decisions/0023-sign-up-without-enumeration.md); the password
  // does, before the e-mailed code has confirmed the address.
  const signedIn = await send('/api/auth/sign-in/email', { email, password });
  const token = signedIn.headers['set-auth-token'];
  if (typeof token !== 'string') throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);

  const em = t.db.orm.em.fork();
  const user = await em.findOneOrFail(AppUser, { email });
  if (options.role === 'admin') {
    user.role = 'admin';
    await em.flush();
  }
  return { userId: user.id, email, password, headers: { authorization: `Bearer ${token}` } };
}
