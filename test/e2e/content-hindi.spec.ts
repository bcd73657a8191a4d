import type { Page } from '@playwright/test';
import { adminApi } from './content-admin.ts';
import { expect, test, unique, useLanguage, waitForToast, gotoReady } from './fixtures.ts';

// A post's Hindi version: written in the console, read by those who chose Hindi; the others, and
// posts without one, stay in English (marked as English on a Hindi page).

const blogLink = (p: Page, title: string) => p.getByRole('tabpanel').getByRole('link', { name: title });

test.describe('content in Hindi', () => {
  test('an admin adds a Hindi version to a post; Hindi readers see it, English readers the English', async ({
    adminPage: p,
    context,
  }) => {
    const api = await adminApi();
    const suffix = unique();
    const title = `Clutch Moments ${suffix}`;
    const hindiTitle = `क्लच पल ${suffix}`;
    const englishOnly = `Only English ${suffix}`;
    const post = await api<{ id: string; slug: string }>('POST', '/admin/blog', {
      title,
      excerpt: 'The best clutches of the week.',
      content: '<h2>Round one</h2><p>English words.</p>',
    });
    const other = await api<{ slug: string }>('POST', '/admin/blog', {
      title: englishOnly,
      content: '<p>English only.</p>',
      published: true,
    });

    await gotoReady(p, `/admin?section=content&post=${post.id}`);
    await p.getByRole('heading', { level: 2, name: title }).waitFor();
    const hindi = p.getByRole('region', { name: 'Hindi version' });
    await hindi.getByText('None: readers who chose Hindi see the English.').waitFor();
    await hindi.getByRole('button', { name: 'Add Hindi version' }).click();

    // The English fields' rules, in their words.
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await hindi.getByText('Title is required.').waitFor();
    await expect(hindi.getByLabel('Hindi title')).toHaveAttribute('aria-invalid', 'true');

    await hindi.getByLabel('Hindi title').fill(hindiTitle);
    await hindi.getByLabel('Hindi excerpt').fill('हफ़्ते के सबसे अच्छे क्लच।');
    await hindi.getByLabel('Hindi content', { exact: true }).fill('<h2>पहला राउंड</h2><p>हिंदी शब्द।</p>');
    await hindi.getByRole('tab', { name: 'Preview' }).click();
    await hindi
      .getByRole('article', { name: 'Preview' })
      .getByRole('heading', { name: 'पहला राउंड' })
      .waitFor();
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(p, 'Post saved.');
    await p.getByRole('button', { name: 'Publish' }).click();
    await waitForToast(p, 'Post published.');
    await hindi.getByRole('button', { name: 'Remove Hindi version' }).waitFor();

    // An English reader.
    await useLanguage(context, 'en');
    const reader = await context.newPage();
    await gotoReady(reader, '/blog');
    await blogLink(reader, title).waitFor();
    await expect(blogLink(reader, hindiTitle)).toHaveCount(0);
    await gotoReady(reader, `/blog/${post.slug}`);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    await reader.getByRole('heading', { name: 'Round one' }).waitFor();

    // A Hindi reader: the Hindi version, rendered on the server too.
    await useLanguage(context, 'hi');
    const list = await gotoReady(reader, '/blog');
    expect(await list?.text()).toContain(hindiTitle);
    await blogLink(reader, hindiTitle).waitFor();
    await expect(blogLink(reader, title)).toHaveCount(0);
    // A post without a Hindi version is shown in English, marked as English.
    await blogLink(reader, englishOnly).waitFor();
    await expect(reader.getByRole('heading', { name: englishOnly })).toHaveAttribute('lang', 'en-IN');
    await expect(reader.getByRole('heading', { name: hindiTitle })).not.toHaveAttribute('lang');

    const article = await gotoReady(reader, `/blog/${post.slug}`);
    expect(await article?.text()).toContain('पहला राउंड');
    await reader.getByRole('heading', { level: 1, name: hindiTitle }).waitFor();
    await reader.getByText('हफ़्ते के सबसे अच्छे क्लच।').waitFor();
    await reader.getByRole('heading', { name: 'पहला राउंड' }).waitFor();
    await expect(reader.getByText('English words.')).toHaveCount(0);

    await gotoReady(reader, `/blog/${other.slug}`);
    await reader.getByRole('heading', { level: 1, name: englishOnly }).waitFor();
    await expect(reader.getByText(englishOnly).first()).toHaveAttribute('lang', 'en-IN');

    // Removed, Hindi readers get the English, marked as English.
    await hindi.getByRole('button', { name: 'Remove Hindi version' }).click();
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(p, 'Post saved.');
    await hindi.getByRole('button', { name: 'Add Hindi version' }).waitFor();
    await gotoReady(reader, `/blog/${post.slug}`);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(reader.getByText(title).first()).toHaveAttribute('lang', 'en-IN');
  });
});
