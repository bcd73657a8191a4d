import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';

// GET /admin/blog/{id}: one post for the console's editor, drafts included.

const { t, admin } = adminTestAppOfFile();
let player: TestUser;
let draft: { id: string; slug: string };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const get = (url: string, user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

beforeAll(async () => {
  player = await createUser(t);
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin/blog',
    headers: admin.headers,
    payload: { title: 'Draft For The Editor', excerpt: 'Not out yet', content: '<p>Hello</p>' },
  });
  expect(created.statusCode).toBe(201);
  draft = created.json();
});

describe('GET /admin/blog/{id}', () => {
  it('answers 401 without a session and 403 to a player', async () => {
    expect((await get(`/admin/blog/${draft.id}`, null)).statusCode).toBe(401);
    const forbidden = await get(`/admin/blog/${draft.id}`, player);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
  });

  it('answers a draft in full, which the public read does not', async () => {
    const res = await get(`/admin/blog/${draft.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: draft.id,
      slug: 'draft-for-the-editor',
      title: 'Draft For The Editor',
      excerpt: 'Not out yet',
      content: '<p>Hello</p>',
      published: false,
      publishedAt: null,
    });
    expect((await t.app.inject(`/api/blog/${draft.id}`)).statusCode).toBe(404);

    const viaTrpc = await trpcAs(t, admin).blog.admin.get.query({ id: draft.id.toUpperCase() });
    expect(viaTrpc).toMatchObject({ id: draft.id, published: false });
    expect(viaTrpc.updatedAt).toBeInstanceOf(Date);
  });

  it('answers 404 for an unknown or deleted post and 400 for an id that is not one', async () => {
    const unknown = await get(`/admin/blog/${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Blog post not found', code: 'NOT_FOUND' });

    const gone = (
      await t.app.inject({
        method: 'POST',
        url: '/admin/blog',
        headers: admin.headers,
        payload: { title: 'Gone Soon' },
      })
    ).json();
    await t.app.inject({ method: 'DELETE', url: `/admin/blog/${gone.id}`, headers: admin.headers });
    expect((await get(`/admin/blog/${gone.id}`)).statusCode).toBe(404);

    const bad = await get('/admin/blog/draft-for-the-editor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'A post id is a UUID, such as 0b9e6d1c-7f3a-4c2e-9d5b-2a8f4e6c1b3d.',
      code: 'BAD_REQUEST',
    });
  });
});
