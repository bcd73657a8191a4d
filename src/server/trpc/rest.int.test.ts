import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { appRouter } from './app-router.ts';

let t: TestApp;
let player: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  player = await createUser(t);
});
afterAll(() => t.close());

/** Every REST write under /admin, with its path parameters filled in. */
const adminWrites = Object.values((appRouter as AnyRouter)._def.procedures as Record<string, AnyProcedure>)
  .map((procedure) => (procedure._def.meta as OpenApiMeta | undefined)?.openapi)
  .filter((openapi) => openapi?.path.startsWith('/admin/') && openapi.method !== 'GET')
  .map((openapi) => ({ method: openapi!.method, url: openapi!.path.replace(/\{\w+\}/g, 'some-id') }));

const badBodies = [
  { 'content-type': 'application/json', payload: '{"selectedGame": ' },
  { 'content-type': 'text/plain', payload: 'hello' },
];

describe('protected REST paths check the caller before the body', () => {
  it('answers 401 to an anonymous write with a body that is not JSON', async () => {
    const writes = [
      { method: 'POST', url: '/api/participants' },
      { method: 'PUT', url: '/api/participants/some-id' },
      { method: 'POST', url: '/api/payments/initiate' },
      ...adminWrites,
    ] as const;
    for (const { method, url } of writes) {
      for (const { payload, ...headers } of badBodies) {
        const res = await t.app.inject({ method, url, headers, payload });
        expect(res.statusCode, `${method} ${url} ${headers['content-type']}`).toBe(401);
        expect(res.json()).toMatchObject({ error: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
      }
    }
  });

  it('answers 403 to a player writing under /admin with a bad body', async () => {
    expect(adminWrites.length).toBeGreaterThan(10);
    for (const { method, url } of adminWrites) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...player.headers, 'content-type': 'application/json' },
        payload: '{',
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: "You don't have admin privileges.", code: 'FORBIDDEN' });
    }
  });

  it('then validates the body of a caller who may write', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/participants',
      headers: { ...player.headers, 'content-type': 'application/json' },
      payload: '{"selectedGame": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
  });
});
