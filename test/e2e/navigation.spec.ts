import { baseURL, expect, signInAsAdmin, test, gotoReady } from './fixtures.ts';

// Finding your way: Games, Blog and Rules on every page, in the mobile menu on a phone and in the
// header on a desktop; an Admin link only for admins.

test.describe('site navigation', () => {
  test('offers Games, Blog and Rules in the mobile menu on a phone', async ({ page: p }) => {
    await gotoReady(p, '/about-us');
    await p.getByRole('button', { name: 'Open menu' }).click();
    const menu = p.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Games', 'Blog', 'Rules']) await menu.getByRole('link', { name }).waitFor();
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Rules' }).click();
    await p.getByRole('heading', { level: 1, name: 'Game Policy' }).waitFor();

    await p.getByRole('button', { name: 'Open menu' }).click();
    await p.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Games' }).click();
    await p.waitForURL(`${baseURL()}/#games`);
    await p.getByRole('heading', { name: 'Ready to compete?' }).waitFor();
  });

  test('shows the links in the header on a desktop, and Admin to an admin', async ({ page: p, context }) => {
    await p.setViewportSize({ width: 1366, height: 800 });
    await gotoReady(p, '/blog');
    const header = p.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Games', 'Blog', 'Rules']) await header.getByRole('link', { name }).waitFor();
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await signInAsAdmin(context);
    await gotoReady(p, '/blog');
    await header.getByRole('link', { name: 'Admin' }).click();
    await p.getByRole('navigation', { name: 'Console' }).waitFor();
    await p.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  });
});
