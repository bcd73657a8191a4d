import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { AppUser } from './entities.ts';

const MESSAGE = 'Additional data can be at most 8 KB of JSON, nested at most 5 levels deep.';

let t: TestApp;
let player: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  player = await createUser(t);
});
afterAll(() => t.close());

/** The body as text, since a hostile nesting is too deep for JSON.stringify itself. */
const sync = (additionalData: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clerk-sync/sync-user',
    headers: { ...player.headers, 'content-type': 'application/json' },
    payload: `{"firstName":"Kabir","additionalData":${typeof additionalData === 'string' ? additionalData : JSON.stringify(additionalData)}}`,
  });
/** 40,000 levels: as deep as the 256 KB body limit allows. */
const hostile = `{"a":${'['.repeat(40_000)}${']'.repeat(40_000)}}`;

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });
const stored = async () =>
  (await t.db.orm.em.fork().findOneOrFail(AppUser, { id: player.userId })).additionalData;

describe('additionalData of POST /api/clerk-sync/sync-user', () => {
  it('keeps data within 8 KB and 5 levels', async () => {
    const res = await sync({ source: 'clerk', profile: nested(4), tags: ['a', 'b'] });
    expect(res.statusCode).toBe(200);
    expect(await stored()).toEqual({ source: 'clerk', profile: nested(4), tags: ['a', 'b'] });
  });

  it.each([
    ['nested too deep', { deep: nested(5) }],
    ['nested as deep as the body allows', hostile],
    ['too large', { blob: 'x'.repeat(9 * 1024) }],
    ['too large in many keys', Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))],
  ])('answers 400 and changes nothing when %s', async (_label, additionalData) => {
    const before = await stored();
    const res = await sync(additionalData);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: MESSAGE,
      code: 'BAD_REQUEST',
      fieldErrors: { additionalData: MESSAGE },
    });
    expect(await stored()).toEqual(before);
  });

  it('bounds the merged record too: small additions cannot grow it past 8 KB', async () => {
    const before = await stored();
    const res = await sync({ notes: 'y'.repeat(7 * 1024) });
    expect(res.statusCode).toBe(200);
    const more = await sync({ more: 'z'.repeat(2 * 1024) });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ error: MESSAGE, code: 'BAD_REQUEST' });
    expect(await stored()).toEqual({ ...before, notes: 'y'.repeat(7 * 1024) });
  });
});
