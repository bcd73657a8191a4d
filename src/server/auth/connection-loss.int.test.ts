import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { sql } from '../db/sql.ts';
import { siteUrl } from './setup.ts';

// PostgreSQL closes connections on a restart, a failover or an administrator's command; an idle
// one in a pool nobody listens to would end the whole process. (PostgreSQL only: PGlite has no
// other sessions to end.)
const postgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.skipIf(!postgres)('connections the database ends', () => {
  it('are dropped from the pools and the next sign-in works', async () => {
    const user = await createUser(t);
    const ended = await sql<{ ended: boolean }[]>(
      t.db.orm.em.fork(),
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    expect(ended.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: new URL(siteUrl(t.config)).origin },
      remoteAddress: '10.99.0.1',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
  });
});
