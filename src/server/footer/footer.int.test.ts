import { describe, expect, it } from 'vitest';
import { AuditLog } from '../audit/entities.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';

const { t, admin } = adminTestAppOfFile('demo');

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
}

interface Link {
  id: string;
  section: string;
  label: string;
  type: string;
  visible: boolean;
  content: string | null;
  platform: string | null;
}

describe('GET /api/footer', () => {
  it('lists the visible links by section and position; hidden links stay on the server', async () => {
    const res = await t.app.inject('/api/footer');
    expect(res.statusCode).toBe(200);
    const links = res.json<Link[]>();
    expect(links.length).toBe(14);
    expect(links.every((l) => l.visible)).toBe(true);
    expect(links.map((l) => l.label)).not.toContain('Hidden Draft Link');
    expect(links.filter((l) => l.type === 'social').map((l) => l.platform)).toEqual([
      'facebook',
      'x',
      'instagram',
      'youtube',
      'linkedin',
    ]);
    expect(links.find((l) => l.section === 'about')?.content).toContain('<p>Arena Championships');
  });

  it('answers a second call with the ETag with 304', async () => {
    const first = await t.app.inject('/api/footer');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const second = await t.app.inject({
      url: '/api/footer',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});

describe('admin footer', () => {
  it('lists hidden links too', async () => {
    const links = (await call('GET', '/admin/footer')).json<Link[]>();
    expect(links).toHaveLength(15);
    expect(links.find((l) => l.label === 'Hidden Draft Link')?.visible).toBe(false);
  });

  it('creates, edits and deletes a link; each change is on the next public read', async () => {
    const etag = (await t.app.inject('/api/footer')).headers.etag as string;
    const created = await call('POST', '/admin/footer', {
      section: 'quick-links',
      label: 'Register',
      type: 'internal',
      url: '/',
      position: 5,
    });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({ targetBlank: false, visible: true, content: null, platform: null });

    const next = await t.app.inject({ url: '/api/footer', headers: { 'if-none-match': etag } });
    expect(next.statusCode).toBe(200);
    expect(next.json<Link[]>().map((l) => l.label)).toContain('Register');

    const hidden = await call('PUT', `/admin/footer/${link.id}`, { visible: false, label: 'Register Now' });
    expect(hidden.json()).toMatchObject({ visible: false, label: 'Register Now', url: '/' });
    expect((await t.app.inject('/api/footer')).json<Link[]>().map((l) => l.id)).not.toContain(link.id);

    expect((await call('DELETE', `/admin/footer/${link.id}`)).json()).toEqual({ id: link.id });
    expect((await call('DELETE', `/admin/footer/${link.id}`)).json()).toMatchObject({
      error: 'Footer link not found',
      code: 'NOT_FOUND',
    });

    const actions = (
      await t.db.orm.em.fork().find(AuditLog, { entityId: link.id }, { orderBy: { createdAt: 'asc' } })
    ).map((r) => r.action);
    expect(actions).toEqual(['footer.create', 'footer.update', 'footer.delete']);
  });

  it('checks the fields together, on create and after merging an update', async () => {
    const cases: [object, string][] = [
      [
        { section: 'social', label: 'TikTok', type: 'social', url: 'https://tiktok.com/@x' },
        'A social link needs a platform.',
      ],
      [
        { section: 'social', label: 'FB', type: 'social', platform: 'facebook', url: 'http://fb.com' },
        'A social link needs an https:// address.',
      ],
      [
        { section: 'x', label: 'Evil', type: 'external', url: 'javascript:alert(1)' },
        'An external link starts with https://, http://, mailto: or tel:.',
      ],
      [
        { section: 'x', label: 'Away', type: 'internal', url: '//evil.example' },
        'An internal link is a path on this site, starting with a single /.',
      ],
      [{ section: 'x', label: 'Empty', type: 'internal' }, 'A link needs a URL or content to show.'],
      [
        { section: 'Bad Section', label: 'x', type: 'internal', url: '/' },
        'Use lowercase letters, digits and hyphens in the section.',
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await call('POST', '/admin/footer', payload);
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error).toBe(error);
    }
    const social = (await call('GET', '/admin/footer')).json<Link[]>().find((l) => l.type === 'social');
    const res = await call('PUT', `/admin/footer/${social!.id}`, { url: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('A social link needs an https:// address.');
  });

  it('sanitises dialog content', async () => {
    const res = await call('POST', '/admin/footer', {
      section: 'about',
      label: 'About',
      type: 'internal',
      content: '<p onmouseover="x()">Hi<script>alert(1)</script><a href="javascript:void(0)">a</a></p>',
    });
    expect(res.json().content).toBe('<p>Hi<a>a</a></p>');
  });
});

describe('tRPC footer.view', () => {
  it('carries the variant setting and the links', async () => {
    const res = await t.app.inject('/trpc/footer.view');
    const view = res.json().result.data.json;
    expect(view.variant).toBe('A');
    expect(view.links.length).toBeGreaterThan(10);

    await call('PUT', '/admin/env/FOOTER_VARIANT', { value: 'b' });
    expect((await t.app.inject('/trpc/footer.view')).json().result.data.json.variant).toBe('B');
    await call('DELETE', '/admin/env/FOOTER_VARIANT');
    expect((await t.app.inject('/trpc/footer.view')).json().result.data.json.variant).toBe('A');
  });
});
