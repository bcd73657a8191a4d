import { describe, expect, it } from 'vitest';
import { AuditLog } from '../audit/entities.ts';
import { DEFAULT_HERO } from '../../shared/hero-defaults.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';

const { t, admin } = adminTestAppOfFile();

const hero = {
  badge: 'Season 3',
  title: 'India plays here',
  subtitle: 'Monthly championships in 9+ games.',
  ctaLabel: 'Start Playing Now',
  highlights: [{ value: '9+', label: 'Games' }],
};

describe('hero', () => {
  it('serves the default hero before an admin saves one', async () => {
    const res = await t.app.inject('/api/hero');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_HERO, updatedAt: null });
    expect(res.headers.etag).toBeTruthy();
    expect((await t.app.inject({ url: '/admin/hero', headers: admin.headers })).json().ctaLabel).toBe(
      'Start Playing Now',
    );
  });

  it('replaces the hero with PUT /admin/hero; the next public read shows it', async () => {
    const etag = (await t.app.inject('/api/hero')).headers.etag as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/admin/hero',
      headers: admin.headers,
      payload: hero,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(hero);

    const next = await t.app.inject({ url: '/api/hero', headers: { 'if-none-match': etag } });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject(hero);
    expect(
      (await t.app.inject({ url: '/api/hero', headers: { 'if-none-match': next.headers.etag as string } }))
        .statusCode,
    ).toBe(304);

    const audit = await t.db.orm.em.fork().find(AuditLog, { entity: 'HeroContent' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'hero.update',
      actorId: admin.userId,
      before: null,
      after: { title: hero.title },
    });
  });

  it('validates the hero', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/admin/hero',
      headers: admin.headers,
      payload: { ...hero, title: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Title is required.');
    const tooMany = Array.from({ length: 7 }, () => ({ value: '1', label: 'x' }));
    const many = await t.app.inject({
      method: 'PUT',
      url: '/admin/hero',
      headers: admin.headers,
      payload: { ...hero, highlights: tooMany },
    });
    expect(many.json().error).toBe('Add at most 6 highlights.');
  });
});
