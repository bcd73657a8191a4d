import type { Page } from '@playwright/test';
import { adminApi } from './content-admin.ts';
import { expect, test, unique, waitForToast, gotoReady } from './fixtures.ts';

/** The post's link in the blog's All Posts tab, as a reader sees it (server-rendered, then live). */
const blogLink = (p: Page, title: string) => p.getByRole('tabpanel').getByRole('link', { name: title });

test.describe('admin content', () => {
  test('writes a post, previews it, saves, publishes, renames and unpublishes it, as readers see it', async ({
    adminPage: p,
    context,
  }) => {
    const suffix = unique();
    const title = `Scrim Night Notes ${suffix}`;
    const slug = `scrim-night-notes-${suffix}`;

    await gotoReady(p, '/admin?section=content');
    await p.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
    await p.getByRole('table').getByRole('link').first().waitFor();
    await p.getByRole('link', { name: 'New post' }).click();
    await p.waitForURL((url) => url.searchParams.get('post') === 'new');
    await p.getByRole('heading', { level: 2, name: 'New post' }).waitFor();

    // The shared rules refuse an empty title before anything is sent.
    await p.getByRole('button', { name: 'Create draft' }).click();
    await p.getByText('Title is required.').waitFor();

    // The slug is made from the title.
    await p.getByLabel('Title').fill(title);
    await expect(p.getByLabel('Slug')).toHaveValue(slug);
    await p.getByLabel('Excerpt').fill('What we learned from three nights of scrims.');
    await p
      .getByLabel('Content', { exact: true })
      .fill('<h2>Rotations</h2><p>Move <strong>early</strong>.</p><script>window.hacked = 1</script>');

    // The preview renders the HTML as the article will, without the script.
    await p.getByRole('tab', { name: 'Preview' }).click();
    const preview = p.getByRole('article', { name: 'Preview' });
    await preview.getByRole('heading', { level: 2, name: title }).waitFor();
    await preview.getByRole('heading', { name: 'Rotations' }).waitFor();
    await expect(preview.locator('strong')).toHaveText('early');
    await expect(preview.locator('script')).toHaveCount(0);
    await p.getByRole('tab', { name: 'Write' }).click();

    // The server's word on a slug another post has, on the slug field.
    await p.getByLabel('Slug').fill('bgmi-rotation-guide-for-qualifiers');
    await p.getByRole('button', { name: 'Create draft' }).click();
    await p.getByText('A post with this slug already exists.').waitFor();
    await expect(p.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');

    await p.getByLabel('Slug').fill(slug);
    await p.getByRole('button', { name: 'Create draft' }).click();
    await waitForToast(p, 'Draft created.');
    await p.waitForURL((url) => !!url.searchParams.get('post') && url.searchParams.get('post') !== 'new');
    const id = new URL(p.url()).searchParams.get('post')!;
    await p.getByRole('heading', { level: 2, name: title }).waitFor();
    await p.getByText('Draft', { exact: true }).waitFor();

    // A draft is not on the blog.
    const reader = await context.newPage();
    await gotoReady(reader, '/blog');
    await reader.getByRole('tab', { name: /^All Posts/ }).waitFor();
    await expect(blogLink(reader, title)).toHaveCount(0);

    // Published, it is.
    await p.getByRole('button', { name: 'Publish' }).click();
    await waitForToast(p, 'Post published.');
    await p.getByRole('button', { name: 'Unpublish' }).waitFor();
    await gotoReady(reader, '/blog');
    await blogLink(reader, title).waitFor();
    await blogLink(reader, title).click();
    await reader.waitForURL(`**/blog/${slug}`);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    await reader.getByRole('heading', { name: 'Rotations' }).waitFor();

    // The list shows it published, and finds it by its title.
    await p.getByRole('link', { name: 'Back to posts' }).click();
    await p.getByRole('searchbox', { name: 'Search posts' }).fill(suffix);
    await p.waitForURL((url) => url.searchParams.get('q') === suffix);
    await p.getByText('1 post', { exact: true }).waitFor();
    const row = p.getByRole('row', { name: new RegExp(title) });
    await row.getByText('Published').waitFor();

    // Renamed, the article shows the new title at the same address.
    await row.getByRole('link', { name: title }).click();
    await p.waitForURL((url) => url.searchParams.get('post') === id && url.searchParams.get('q') === suffix);
    const renamed = `${title} (updated)`;
    await p.getByLabel('Title').fill(renamed);
    await expect(p.getByLabel('Slug')).toHaveValue(slug);
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(p, 'Post saved.');
    await p.getByRole('heading', { level: 2, name: renamed }).waitFor();
    await gotoReady(reader, `/blog/${slug}`);
    await reader.getByRole('heading', { level: 1, name: renamed }).waitFor();

    // Unpublished, it leaves the blog and its address.
    await p.getByRole('button', { name: 'Unpublish' }).click();
    await waitForToast(p, 'Post unpublished.');
    await p.getByRole('button', { name: 'Publish' }).waitFor();
    await gotoReady(reader, '/blog');
    await reader.getByRole('tab', { name: /^All Posts/ }).waitFor();
    await expect(blogLink(reader, renamed)).toHaveCount(0);
    await gotoReady(reader, `/blog/${slug}`);
    await reader.getByRole('heading', { level: 1, name: 'Blog post not found' }).waitFor();

    // Deleted after a confirmation, it leaves the list.
    await p.getByRole('button', { name: 'Delete' }).click();
    await p
      .getByRole('alertdialog', { name: `Delete “${renamed}”?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await waitForToast(p, 'Post deleted.');
    await p.waitForURL((url) => !url.searchParams.has('post') && url.searchParams.get('q') === suffix);
    await p.getByText(`No posts match “${suffix}”.`).waitFor();
    await reader.close();
  });

  test("edits a static page's content with a preview and sees it on the site; the contact page checks its e-mail", async ({
    adminPage: p,
    context,
  }) => {
    const api = await adminApi();
    const original = await api<{ title: string; content: string }>('GET', '/admin/pages/about-us');
    const line = `Scrims every Friday ${unique()}`;
    try {
      await gotoReady(p, '/admin?section=content');
      await p.getByRole('navigation', { name: 'Content areas' }).getByRole('link', { name: 'Pages' }).click();
      await p.waitForURL((url) => url.searchParams.get('tab') === 'pages');
      await p
        .getByRole('region', { name: 'Static pages' })
        .getByRole('link', { name: original.title })
        .click();
      await p.waitForURL((url) => url.searchParams.get('page') === 'about-us');
      await p.getByRole('heading', { level: 2, name: original.title }).waitFor();

      const content = p.getByLabel('Content', { exact: true });
      await content.fill(`${await content.inputValue()}<p><em>${line}</em></p>`);
      await p.getByRole('tab', { name: 'Preview' }).click();
      await p.getByRole('article', { name: 'Preview' }).locator('em', { hasText: line }).waitFor();
      await p.getByRole('button', { name: 'Save', exact: true }).click();
      await waitForToast(p, 'Page saved.');

      const reader = await context.newPage();
      await gotoReady(reader, '/about-us');
      await reader.getByRole('heading', { level: 1, name: original.title }).waitFor();
      await reader.locator('em', { hasText: line }).waitFor();
      await reader.close();

      // The contact page's details are checked by the shared rules before anything is sent.
      await p.getByRole('link', { name: 'Back to pages' }).click();
      await p.getByRole('region', { name: 'Static pages' }).getByRole('link', { name: 'Contact Us' }).click();
      await p.getByLabel('E-mail').fill('not-an-address');
      await p.getByRole('button', { name: 'Save', exact: true }).click();
      await p.getByText('Please enter a valid email address.').waitFor();
    } finally {
      await api('PUT', '/admin/pages/about-us', { title: original.title, content: original.content });
    }
  });

  test("edits the landing page's hero, checks a highlight, and sees it on the home page", async ({
    adminPage: p,
    context,
  }) => {
    const api = await adminApi();
    const original = await api<Record<string, unknown>>('GET', '/admin/hero');
    const badge = `Season ${unique()} open`;
    try {
      await gotoReady(p, '/admin?section=content&tab=hero');
      await p.getByRole('form', { name: 'Hero' }).waitFor();
      await p.getByLabel('Badge').fill(badge);

      // An empty highlight is refused by the shared rules, then removed.
      await p.getByRole('button', { name: 'Add highlight' }).click();
      const count = await p.getByRole('button', { name: /^Remove highlight/ }).count();
      await p.getByRole('button', { name: 'Save', exact: true }).click();
      await p.getByText('Highlight value is required.').waitFor();
      await p.getByRole('button', { name: `Remove highlight ${count}` }).click();

      await p.getByRole('button', { name: 'Save', exact: true }).click();
      await waitForToast(p, 'Hero saved.');

      const reader = await context.newPage();
      await gotoReady(reader, '/');
      await reader.getByText(badge).waitFor();
      await reader.close();
    } finally {
      const { updatedAt: _updatedAt, ...input } = original;
      await api('PUT', '/admin/hero', input);
    }
  });
});
