import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../trpc/openapi.ts';
import { AuditLog } from './entities.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';

let t: TestApp;
let player: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  player = await createUser(t, { role: 'user' });
});
afterAll(() => t.close());

// Every content admin call of the OpenAPI document, so a new one cannot be left unguarded.
const CONTENT_ADMIN = /^\/admin\/(blog|footer|hero|env|pages)(\/|$)/;
const ID = '00000000-0000-4000-8000-000000000000';
const calls = Object.entries(openApiDocument().paths ?? {})
  .filter(([path]) => CONTENT_ADMIN.test(path))
  .flatMap(([path, item]) =>
    Object.keys(item as object).map((method) => ({
      method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: path.replace('{id}', ID).replace('{env}', 'FOOTER_VARIANT').replace('{slug}', 'about-us'),
    })),
  );

describe('content admin calls', () => {
  it('covers every call of the issue', () => {
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(
      [
        'GET /admin/blog',
        `GET /admin/blog/${ID}`,
        'POST /admin/blog',
        `PUT /admin/blog/${ID}`,
        `DELETE /admin/blog/${ID}`,
        `PATCH /admin/blog/${ID}/publish`,
        'GET /admin/footer',
        'POST /admin/footer',
        `PUT /admin/footer/${ID}`,
        `DELETE /admin/footer/${ID}`,
        'GET /admin/hero',
        'PUT /admin/hero',
        'GET /admin/env',
        'POST /admin/env',
        'GET /admin/env/FOOTER_VARIANT',
        'PUT /admin/env/FOOTER_VARIANT',
        'DELETE /admin/env/FOOTER_VARIANT',
        'GET /admin/pages',
        'GET /admin/pages/about-us',
        'PUT /admin/pages/about-us',
      ].sort(),
    );
  });

  it.each(calls)(
    '$method $url answers 403 to a signed-in player and 401 to a visitor',
    async ({ method, url }) => {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const asPlayer = await t.app.inject({
        method,
        url,
        headers: player.headers,
        ...(payload ? { payload } : {}),
      });
      expect(asPlayer.statusCode).toBe(403);
      expect(asPlayer.json()).toMatchObject({ error: "You don't have admin privileges.", code: 'FORBIDDEN' });

      const asVisitor = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(asVisitor.statusCode).toBe(401);
      expect(asVisitor.json()).toMatchObject({ error: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    },
  );

  it('wrote nothing for the refused calls', async () => {
    expect(await t.db.orm.em.fork().count(AuditLog)).toBe(0);
  });
});
