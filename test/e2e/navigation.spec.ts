import { describe, expect, inject, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser.ts';

// Finding your way: Games, Blog and Rules on every page, in the mobile menu on a phone and in the
// header on a desktop; an Admin link only for admins.
const { page, context } = useBrowser();

describe('site navigation', () => {
  it('offers Games, Blog and Rules in the mobile menu on a phone', async () => {
    const p = page();
    await p.goto('/about-us');
    await p.getByRole('button', { name: 'Open menu' }).click();
    const menu = p.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Games', 'Blog', 'Rules']) await menu.getByRole('link', { name }).waitFor();
    expect(await menu.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Rules' }).click();
    await p.getByRole('heading', { level: 1, name: 'Game Policy' }).waitFor();

    await p.getByRole('button', { name: 'Open menu' }).click();
    await p.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Games' }).click();
    await p.waitForURL(`${baseURL()}/#games`);
    await p.getByRole('heading', { name: 'Ready to compete?' }).waitFor();
  });

  it('shows the links in the header on a desktop, and Admin to an admin', async () => {
    const p = page();
    await p.setViewportSize({ width: 1366, height: 800 });
    await p.goto('/blog');
    const header = p.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Games', 'Blog', 'Rules']) await header.getByRole('link', { name }).waitFor();
    expect(await header.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    const login = await context().request.post('/auth/login', {
      data: inject('adminCredentials'),
      headers: { origin: baseURL() },
    });
    expect(login.status(), await login.text()).toBe(200);
    await p.goto('/blog');
    await header.getByRole('link', { name: 'Admin' }).click();
    await p.getByRole('navigation', { name: 'Console' }).waitFor();
    await p.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  });
});
