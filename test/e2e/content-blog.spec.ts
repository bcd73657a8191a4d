import { adminApi, type AdminApi } from './content-admin.ts';
import { baseURL, expect, test, unique, gotoReady } from './fixtures.ts';

let admin: AdminApi;

test.beforeAll(async () => {
  admin = await adminApi();
});

interface Post {
  id: string;
  slug: string;
  title: string;
  featured: boolean;
}

const publicPosts = async () => (await (await fetch(`${baseURL()}/api/blog`)).json()) as Post[];

test.describe('blog list', () => {
  test('searches and switches between the All Posts, Featured and Recent tabs', async ({ page }) => {
    const posts = await publicPosts();
    const featured = posts.filter((p) => p.featured);
    await gotoReady(page, '/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByRole('tab', { name: `All Posts (${posts.length})` }).waitFor();
    await page.getByRole('tab', { name: `Featured (${featured.length})` }).waitFor();
    await page.getByRole('tab', { name: `Recent (${Math.min(6, posts.length)})` }).waitFor();
    await page.getByRole('heading', { name: 'Featured Posts' }).waitFor();

    await page.getByRole('tab', { name: /^Featured/ }).click();
    await page.getByRole('tab', { name: /^Featured/, selected: true }).waitFor();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('link', { name: featured[0]!.title }).waitFor();
    await expect(panel.getByRole('article')).toHaveCount(featured.length);

    await page.getByRole('searchbox', { name: 'Search blog posts' }).fill('VALORANT');
    await page.getByRole('tab', { name: 'All Posts (1)' }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('link', { name: /Valorant Aim Routine/ })
      .waitFor();
    await expect(page.getByRole('heading', { name: 'Featured Posts' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search blog posts' }).fill('no post has this text');
    await page.getByText('No blog posts found').waitFor();
    await page.getByRole('tab', { name: 'All Posts (0)' }).waitFor();
  });

  test('opens an article from the list and goes back', async ({ page }) => {
    await gotoReady(page, '/blog');
    await page.getByRole('tab', { name: /^All Posts/ }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('link', { name: /How Arena Qualifiers Work/ })
      .click();
    await page.waitForURL(`${baseURL()}/blog/how-arena-qualifiers-work`);
    await page.getByRole('heading', { level: 1, name: /How Arena Qualifiers Work/ }).waitFor();
    await page.getByText('1 min read').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Solo or squad' }).waitFor();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL(`${baseURL()}/blog`);
  });

  test('opens an article from the footer', async ({ page }) => {
    const [latest] = await publicPosts();
    await gotoReady(page, '/about-us');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: 'Latest Blogs' }).waitFor();
    await footer.getByRole('link', { name: latest!.title }).click();
    await page.waitForURL(`${baseURL()}/blog/${latest!.slug}`);
    await page.getByRole('heading', { level: 1, name: latest!.title }).waitFor();
  });

  test("shows 'Blog post not found' for a missing or unpublished slug", async ({ page }) => {
    await gotoReady(page, '/blog/no-such-post');
    await page.getByRole('heading', { level: 1, name: 'Blog post not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Blog' }).waitFor();
    await gotoReady(page, '/blog/national-finals-2027-venue-announcement');
    await page.getByRole('heading', { level: 1, name: 'Blog post not found' }).waitFor();
  });

  test('never lets article content run script', async ({ page }) => {
    const slug = `xss-${unique()}`;
    await admin('POST', '/admin/blog', {
      title: 'Script test',
      slug,
      published: true,
      content: `<p id="body">Safe text</p><script>window.__xss = 1</script><img src="/nope.png" onerror="window.__xss = 2"><a href="javascript:window.__xss=3">link</a><svg onload="window.__xss=4"></svg>`,
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
    await gotoReady(page, `/blog/${slug}`);
    await page.getByText('Safe text').waitFor();
    await page.getByText('link', { exact: true }).click();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.locator('.rich-text [onerror], .rich-text script, .rich-text svg')).toHaveCount(0);
  });

  test('copies the link when the Web Share API is missing, and toggles Like and Save', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await gotoReady(page, '/blog/how-arena-qualifiers-work');
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL()}/blog/how-arena-qualifiers-work`,
    );

    const like = page.getByRole('button', { name: 'Like' });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.getByText('Added to liked posts').waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await page.getByText('Saved for later').waitFor();
  });
});
