import { describe, expect, it } from 'vitest';
import { siteUrl } from '../auth/setup.ts';
import { BlogPost } from '../blog/entities.ts';
import { WEBHOOK_PATH } from '../payments/razorpay/routes.ts';
import { AppUser } from '../users/entities.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';

// PostgreSQL refuses U+0000 in text, so a NUL that reached a query answered 500 (issue 24). It is
// refused with 400 before anything runs, whatever the path: REST, tRPC, the console, the auth
// library's catch-all, the query string and the path.
const { t, admin } = adminTestAppOfFile();

const MESSAGE = 'The request contains a character that is not allowed (NUL).';
const refused = {
  error: MESSAGE,
  code: 'BAD_REQUEST',
  reason: 'request.nul_bytes',
  requestId: expect.any(String),
};
const posts = () => t.db.orm.em.fork().count(BlogPost, {});

describe('a NUL character', () => {
  it('in a JSON body of a REST or console call is refused with 400, and nothing is written', async () => {
    const before = await posts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/blog',
      headers: admin.headers,
      payload: { title: 'Hidden NUL', content: 'a\u0000b' },
    });
    expect([res.statusCode, res.json()]).toEqual([400, refused]);
    // In a key, deeper down, as the body's JSON escape.
    const nested = await t.app.inject({
      method: 'POST',
      url: '/admin/blog',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"title":"Nested","hindi":{"title\\u0000":"x"}}',
    });
    expect([nested.statusCode, nested.json()]).toEqual([400, refused]);
    expect(await posts()).toBe(before);
  });

  it('in a tRPC call, batched or not, is refused with 400 in tRPC’s shape, and nothing is written', async () => {
    const before = await posts();
    const one = await t.app.inject({
      method: 'POST',
      url: '/trpc/blog.admin.create',
      headers: admin.headers,
      payload: { json: { title: 'Bad\u0000title' } },
    });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({
      error: { json: { message: MESSAGE, data: { code: 'BAD_REQUEST' } } },
    });

    const batch = await t.app.inject({
      method: 'POST',
      url: '/trpc/blog.admin.create,blog.admin.create?batch=1',
      headers: admin.headers,
      payload: { 0: { json: { title: 'One\u0000' } }, 1: { json: { title: 'Two', excerpt: '\u0000' } } },
    });
    expect(batch.statusCode).toBe(400);
    for (const answer of batch.json<unknown[]>())
      expect(answer).toMatchObject({ error: { json: { message: MESSAGE, data: { httpStatus: 400 } } } });

    const read = await t.app.inject(
      `/trpc/blog.list?input=${encodeURIComponent(JSON.stringify({ json: { search: '\u0000' } }))}`,
    );
    expect(read.statusCode).toBe(400);
    expect(await posts()).toBe(before);
  });

  it('in a sign-up handed to the auth library is refused with 400, and no account is made', async () => {
    const email = 'nul-sign-up@example.in';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: new URL(siteUrl(t.config)).origin },
      payload: { email, password: 'Secret-0123456789', name: 'Nul\u0000Player' },
    });
    expect([res.statusCode, res.json()]).toEqual([400, refused]);
    expect(await t.db.orm.em.fork().count(AppUser, { email })).toBe(0);
  });

  it('in a body a route keeps as raw JSON text (the Razorpay webhook) is refused with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
      payload: '{"event":"payment.captured","payload":{"note":"\\u0000"}}',
    });
    expect([res.statusCode, res.json()]).toEqual([400, refused]);
  });

  it('in a query string or a path is refused with 400', async () => {
    for (const url of [
      '/api/blog?search=%00',
      '/admin/blog?search=a%00b',
      '/api/blog/a%00b',
      '/static-pages/%00',
    ])
      expect([url, (await t.app.inject({ url, headers: admin.headers })).statusCode]).toEqual([url, 400]);
    expect((await t.app.inject('/api/blog?search=%00')).json()).toEqual(refused);
  });
});
