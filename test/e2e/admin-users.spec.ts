import { readFile } from 'node:fs/promises';
import { ADMIN_CREDENTIALS, expect, test, waitForToast, gotoReady, reloadReady } from './fixtures.ts';

test.use({ accountName: 'Meera Iyer' });

test.describe('admin users', () => {
  test('finds a player by e-mail, keeps the search in the URL, opens their detail and changes their role', async ({
    adminPage: p,
    account,
  }) => {
    await gotoReady(p, '/admin?section=users');
    await p.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await p.getByRole('table').waitFor();

    await p.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
    await p.waitForURL((url) => url.searchParams.get('q') === account.email);
    const row = p.getByRole('row', { name: new RegExp(account.email.replace(/\./g, '\\.')) });
    await row.waitFor();
    await p.getByText('Showing 1–1 of 1').waitFor();
    await expect(row.getByRole('cell').nth(3)).toHaveText('User');

    // A reload shows the same search.
    await reloadReady(p);
    await row.waitFor();
    await expect(p.getByRole('searchbox', { name: 'Search users' })).toHaveValue(account.email);
    const url = new URL(p.url());
    expect(url.searchParams.get('section')).toBe('users');
    expect(url.searchParams.get('q')).toBe(account.email);

    // The detail, under the list's URL, with the user's id.
    await row.getByRole('link', { name: account.name }).click();
    await p.waitForURL((u) => u.searchParams.has('user') && u.searchParams.get('q') === account.email);
    await p.getByRole('heading', { level: 2, name: account.name }).waitFor();
    await p.getByText('No registrations.').waitFor();
    await p.getByText('No payments.').waitFor();
    await p.getByText('No admin changes to this account.').waitFor();

    // Granting admin is confirmed first, then shown, audited and taken back.
    await p.getByRole('button', { name: 'Make admin' }).click();
    const confirm = p.getByRole('alertdialog', { name: `Make ${account.name} an admin?` });
    await confirm.getByRole('button', { name: 'Make admin' }).click();
    await waitForToast(p, `${account.name} is now an admin.`);
    await p.getByRole('cell', { name: 'user.role.grant' }).waitFor();
    await p.getByRole('button', { name: 'Remove admin' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Remove admin' }).click();
    await waitForToast(p, `${account.name} is no longer an admin.`);
    await p.getByRole('button', { name: 'Make admin' }).waitFor();

    // Back to the list, still searched.
    await p.getByRole('link', { name: 'Back to users' }).click();
    await row.waitFor();
    expect(new URL(p.url()).searchParams.has('user')).toBe(false);
    expect(new URL(p.url()).searchParams.get('q')).toBe(account.email);
  });

  test('offers no role change on your own account, and says why', async ({ adminPage: p }) => {
    const admin = ADMIN_CREDENTIALS;
    await gotoReady(p, `/admin?section=users&q=${encodeURIComponent(admin.email)}`);
    await p
      .getByRole('row', { name: new RegExp(admin.email) })
      .getByRole('link')
      .click();
    await p.getByText('This is your account: another admin can change its role, you cannot.').waitFor();
    await p.getByRole('heading', { level: 2, name: /Admin$/ }).waitFor();
    await expect(p.getByRole('button', { name: /admin/i })).toHaveCount(0);
  });

  test('says when no user matches', async ({ adminPage: p }) => {
    await gotoReady(p, '/admin?section=users&q=nobody-matches-this-search');
    await p.getByText('No users match').waitFor();
  });

  test('exports the users as a CSV file', async ({ adminPage: p, account }) => {
    await gotoReady(p, '/admin?section=users');
    const button = p.getByRole('button', { name: 'Export CSV' });
    await button.waitFor();
    const [download] = await Promise.all([p.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(account.email);
  });
});
