import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed.ts';
import { appRouter } from '../trpc/app-router.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { PAGE_SLUGS } from '../../shared/pages-rules.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db.orm.em.fork(), { log: () => {} });
});
afterAll(() => t.close());

describe('GET /static-pages/{slug}', () => {
  it.each(PAGE_SLUGS)('serves the seeded %s page', async (slug) => {
    const res = await t.app.inject({ method: 'GET', url: `/static-pages/${slug}` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.slug).toBe(slug);
    expect(page.title).not.toBe('');
    expect(page.content).toContain('<p>');
    expect(page.contact === null).toBe(slug !== 'contact-us');
  });

  it('returns the contact fields of the contact page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static-pages/contact-us' });
    expect(res.json().contact).toEqual({
      orgName: 'Arena Championships Pvt. Ltd.',
      email: 'support@arena-championships.in',
      phone: '+91 80 4567 8900',
      address: '3rd Floor, 27 MG Road, Bengaluru, Karnataka 560001',
      additional: 'E-mail support 24/7. Phone lines open 10:00 to 19:00 IST, Monday to Saturday.',
    });
  });

  it("answers an unknown slug with 404 and docs/product.md's 'Page not found'", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/static-pages/no-such-page',
      headers: { 'x-request-id': 'test-request-0001' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Page not found',
      reason: 'page.not_found',
      code: 'NOT_FOUND',
      requestId: 'test-request-0001',
    });
  });
});

describe('tRPC page.get', () => {
  it('returns the same page as the REST path', async () => {
    const caller = appRouter.createCaller({ em: t.db.orm.em.fork() } as never);
    const page = await caller.page.get({ slug: 'privacy-policy' });
    expect(page.title).toBe('Privacy Policy');
    expect(page.updatedAt).toBeInstanceOf(Date);
  });

  it('throws NOT_FOUND for an unknown slug', async () => {
    const caller = appRouter.createCaller({ em: t.db.orm.em.fork() } as never);
    await expect(caller.page.get({ slug: 'admin' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Page not found',
    });
  });

  it('answers over HTTP with superjson', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { slug: 'about-us' } }));
    const res = await t.app.inject({ method: 'GET', url: `/trpc/page.get?input=${input}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json.title).toBe('About Us');
    expect(res.json().result.data.meta.values.updatedAt).toEqual(['Date']);
  });
});

describe('demo seed', () => {
  it('runs once', async () => {
    expect(await seedDemo(t.db.orm.em.fork(), { log: () => {} })).toBe(false);
  });
});

describe('demo schedule seed', () => {
  it('makes demo players in a BGMI group with two matches played, everyone checked in to them', async () => {
    const other = await createTestApp();
    try {
      await seedDemo(other.db.orm.em.fork(), { log: () => {}, secretBox: other.app.services.secretBox });
      const rows = await other.db.orm.em
        .getConnection()
        .execute<{ matches: number; played: number; players: number; checkedIn: number }[]>(
          `select (select count(*)::int from match) as matches, (select count(*)::int from match where status = 'completed') as played,
                  (select count(*)::int from participant where status = 'paid') as players,
                  (select count(*)::int from match_check_in) as "checkedIn"`,
        );
      expect(rows[0]).toEqual({ matches: 5, played: 2, players: 8, checkedIn: 16 });
    } finally {
      await other.close();
    }
  });
});
