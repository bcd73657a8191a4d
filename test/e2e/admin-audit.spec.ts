import { adminApi } from './content-admin.ts';
import { ADMIN_CREDENTIALS, expect, test, unique, gotoReady, reloadReady } from './fixtures.ts';

interface Post {
  id: string;
  title: string;
}

// An audited admin write to look for: a blog post made, then renamed.
const suffix = unique();
const oldTitle = `Audit trail ${suffix}`;
const newTitle = `Audit trail renamed ${suffix}`;
let post: Post;

test.beforeAll(async () => {
  const admin = await adminApi();
  const created = await admin<Post>('POST', '/admin/blog', { title: oldTitle, slug: `audit-${suffix}` });
  post = await admin<Post>('PUT', `/admin/blog/${created.id}`, { title: newTitle });
});

test.describe('audit log', () => {
  test('filters by record type and action, shows who changed what, and keeps the filter on reload', async ({
    adminPage: p,
  }) => {
    await gotoReady(p, '/admin?section=audit');
    await p.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();

    const form = p.getByRole('search', { name: 'Filter the audit log' });
    await form.getByLabel('Record type').fill('BlogPost');
    await form.getByLabel('Action').fill('blog.update');
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await p.waitForURL((url) => url.searchParams.get('action') === 'blog.update');
    const search = new URL(p.url()).searchParams;
    expect(Object.fromEntries(search)).toEqual({
      section: 'audit',
      entity: 'BlogPost',
      action: 'blog.update',
    });

    // Only updates of blog posts are listed, once the filtered list has replaced the whole one
    // (which holds this post's creation too).
    await expect
      .poll(async () => [...new Set(await p.locator('tbody td[data-label="Action"]').allInnerTexts())])
      .toEqual(['blog.update']);
    const entry = p.getByRole('rowgroup').filter({ hasText: post.id });
    await entry.waitFor();
    const text = await entry.innerText();
    expect(text).toContain(ADMIN_CREDENTIALS.email);
    expect(text).toContain('blog.update');
    expect(text).toContain('BlogPost');

    const toggle = entry.getByRole('button', { name: 'Show changes' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(entry.getByRole('button', { name: 'Hide changes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const title = entry.getByRole('row', { name: /^title/ });
    await title.waitFor();
    expect(await title.innerText()).toContain(`"${oldTitle}"`);
    expect(await title.innerText()).toContain(`"${newTitle}"`);
    await entry.getByText('Full record before and after').click();
    await entry.getByText(`"title": "${newTitle}"`).waitFor();
    // At the phone width the page does not scroll sideways, even with the JSON open.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

    await reloadReady(p);
    await p.getByRole('rowgroup').filter({ hasText: post.id }).waitFor();
    await expect(form.getByLabel('Record type')).toHaveValue('BlogPost');
    await expect(form.getByLabel('Action')).toHaveValue('blog.update');

    await form.getByRole('button', { name: 'Clear' }).click();
    await p.waitForURL((url) => url.search === '?section=audit');
    await expect.poll(() => form.getByLabel('Action').inputValue()).toBe('');
  });

  test('loads older entries a page (50) at a time', async ({ adminPage: p }) => {
    const admin = await adminApi();
    const many = await admin<Post>('POST', '/admin/blog', {
      title: `Paged ${suffix}`,
      slug: `paged-${suffix}`,
    });
    for (let i = 1; i <= 50; i++)
      await admin('PUT', `/admin/blog/${many.id}`, { title: `Paged ${suffix} v${i}` });

    await gotoReady(p, `/admin?section=audit&entityId=${many.id}`);
    const rows = p.locator('tbody td[data-label="Action"]');
    const older = p.getByRole('button', { name: 'Load older entries' });
    await older.waitFor();
    expect(await rows.allInnerTexts()).toEqual(Array(50).fill('blog.update'));
    await older.click();
    await p.getByText('51 entries, the oldest last.').waitFor();
    expect((await rows.allInnerTexts()).at(-1)).toBe('blog.create');
    await expect(older).toHaveCount(0);
  });

  test("says when nothing matches, and shows the server's message for a filter it refuses", async ({
    adminPage: p,
  }) => {
    await gotoReady(p, `/admin?section=audit&entityId=no-such-record-${suffix}`);
    await p.getByText('No entries match').waitFor();

    const form = p.getByRole('search', { name: 'Filter the audit log' });
    await form.getByLabel('Actor').fill('not an address');
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await p.getByRole('alert').filter({ hasText: "The actor is a user's id or e-mail address." }).waitFor();
    expect(new URL(p.url()).searchParams.get('section')).toBe('audit');
    await expect(form.getByLabel('Actor')).toHaveAttribute('aria-invalid', 'true');
    await expect(p.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});
