import type { Page } from '@playwright/test';
import { signUpWithCode } from '../support/e2e-account.ts';
import { latestCode, latestMail } from '../support/e2e-mailbox.ts';
import { codeIn } from '../support/smtp-sink.ts';
import { baseURL, expect, test, waitForToast, gotoReady, reloadReady, unique } from './fixtures.ts';

const uniqueEmail = (label: string) => `${label}-${unique()}@example.in`;

/**
 * A signed-in player for tests that are not about signing in: a passwordless account made with an
 * e-mailed code through the provider's API, sharing the browser context's cookies.
 */
async function signInWithCode(p: Page, email: string): Promise<void> {
  const request = p.request;
  const headers = { origin: baseURL() };
  const sent = await request.post('/api/auth/email-otp/send-verification-otp', {
    data: { email, type: 'sign-in' },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const signedIn = await request.post('/api/auth/sign-in/email-otp', {
    data: { email, otp: await latestCode(email) },
    headers,
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

async function openMobileMenu(p: Page) {
  await p.getByRole('button', { name: 'Open menu' }).click();
  const menu = p.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  return menu;
}

test.describe('identity', () => {
  test('signs up, shows the signed-in header, signs out and signs back in', async ({ page: p }) => {
    const email = uniqueEmail('aarav');
    const password = 'kabaddi-2026-secret';

    await gotoReady(p, '/sign-up');
    await p.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await p.getByText('Already have an account?').waitFor();
    await p.getByLabel('Full name').fill('Aarav Sharma');
    await p.getByLabel('Email').fill(email);
    await p.getByLabel('Password').fill(password);
    await p.getByRole('button', { name: 'Create Account' }).click();
    // Sign-up answers alike whether or not the address has an account: the code proves it is new.
    await p.getByText(`We sent a 6-digit code to ${email}. It expires in 10 minutes.`).waitFor();
    await p.getByText('If this e-mail already has an account, we e-mailed you a note instead').waitFor();
    await p.getByLabel('6-digit code').fill(await latestCode(email));
    await p.getByRole('button', { name: 'Verify and Continue' }).click();
    await p.waitForURL(`${baseURL()}/dashboard`);

    // Signed-in area, small screen: the bell (no badge: a new account has nothing unread); the
    // rest in the toggled menu.
    await p.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    let menu = await openMobileMenu(p);
    for (const item of ['Aarav', 'Pro', email]) await menu.getByText(item, { exact: true }).waitFor();
    for (const link of ['Home', 'Dashboard', 'Profile'])
      await menu.getByRole('link', { name: link }).waitFor();
    await menu.getByRole('button', { name: 'Account Settings' }).waitFor();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await p.waitForURL(`${baseURL()}/`);

    menu = await openMobileMenu(p);
    await menu.getByRole('button', { name: 'Sign Up' }).waitFor();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Sign In' }).click();
    const dialog = p.getByRole('dialog', { name: 'Sign in to your account' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog.getByText('Invalid email or password.').waitFor();
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(p.url()).toBe(`${baseURL()}/`);

    // Wider screens: Dashboard button outside the signed-in area, no bell, the user menu.
    await p.setViewportSize({ width: 1280, height: 800 });
    const header = p.locator('header');
    await header.getByRole('link', { name: 'Dashboard' }).waitFor();
    await expect(header.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
    await header.getByRole('button', { name: 'Open user menu' }).click();
    const userMenu = p.getByRole('menu');
    await userMenu.getByText(email).waitFor();
    await userMenu.getByText('Pro', { exact: true }).waitFor();
    for (const item of ['Profile', 'Dashboard', 'Account Settings', 'Sign Out']) {
      await userMenu.getByRole('menuitem', { name: item }).waitFor();
    }
    await userMenu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await header.getByRole('button', { name: 'Sign In' }).waitFor();
    await header.getByRole('button', { name: 'Sign Up' }).waitFor();
  });

  test('blocks /dashboard for a visitor with the sign-in dialog, then lets them in with an e-mailed code', async ({
    page: p,
  }) => {
    await gotoReady(p, '/blog');
    const menu = await openMobileMenu(p);
    await menu.getByRole('link', { name: 'Home' }).waitFor();
    await menu.getByRole('button', { name: 'Sign In' }).waitFor();
    await menu.getByRole('button', { name: 'Sign Up' }).waitFor();
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await p.keyboard.press('Escape');
    await expect(p.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);

    await gotoReady(p, '/dashboard');
    const dialog = p.getByRole('dialog', { name: 'Sign in to your account' });
    await dialog.waitFor();
    await p.getByText('Please sign in to continue.').waitFor();
    await expect(p.getByRole('heading', { level: 1, name: /Dashboard/ })).toHaveCount(0);

    const email = uniqueEmail('ishaan');
    await dialog.getByRole('button', { name: 'Email me a sign-in code instead' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Email me a code' }).click();
    await dialog.getByLabel('6-digit code').fill(await latestCode(email));
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await p.getByRole('heading', { level: 1, name: /Dashboard/ }).waitFor();
    expect(p.url()).toBe(`${baseURL()}/dashboard`);
  });

  test('registers with e-mail only: a one-time code, then the profile is synced', async ({ page: p }) => {
    const email = uniqueEmail('meera');
    await gotoReady(p, '/sign-up');
    await p.getByRole('button', { name: 'Continue with Email Only' }).click();
    await p.getByRole('heading', { level: 1, name: 'Complete Your Registration' }).waitFor();
    await p.getByRole('button', { name: 'Complete Registration' }).click();
    await p.getByText('Email is required', { exact: true }).waitFor();
    await expect(p.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await p.getByLabel('Email').fill(email);
    await p.getByLabel('First Name').fill('Meera');
    await p.getByLabel('Last Name').fill('Iyer');
    await p.getByLabel('Mobile Number').fill('12345');
    await p.getByRole('button', { name: 'Complete Registration' }).click();
    await p.getByText('Please enter a valid 10-digit Indian mobile number').waitFor();
    await p.getByLabel('Mobile Number').fill('9123456780');
    await p.getByRole('button', { name: 'Complete Registration' }).click();

    await p.getByLabel('6-digit code').fill('000000');
    await p.getByRole('button', { name: 'Verify and Continue' }).click();
    await p
      .getByRole('alert')
      .filter({ hasText: /invalid|incorrect/i })
      .waitFor();
    await p.getByLabel('6-digit code').fill(await latestCode(email));
    await p.getByRole('button', { name: 'Verify and Continue' }).click();
    await waitForToast(p, 'Registration data collected and synced successfully!');
    await p.waitForURL(`${baseURL()}/dashboard`);

    await gotoReady(p, '/profile');
    await p.getByText('Meera Iyer').waitFor();
    await expect(p.getByLabel('First Name')).toHaveValue('Meera');
    await expect(p.getByLabel('Mobile Number')).toHaveValue('9123456780');
  });

  test('answers a sign-up with a taken e-mail as it answers a new one, and e-mails the owner', async ({
    page: p,
    context,
  }) => {
    const email = uniqueEmail('taken');
    await signInWithCode(p, email);
    await context.clearCookies();
    const asked = Date.now();
    await gotoReady(p, '/sign-up');
    await p.getByLabel('Full name').fill('Not The Owner');
    await p.getByLabel('Email').fill(email);
    await p.getByLabel('Password').fill('someone-elses-secret');
    await p.getByRole('button', { name: 'Create Account' }).click();
    await p.getByText(`We sent a 6-digit code to ${email}. It expires in 10 minutes.`).waitFor();
    const mail = await latestMail(email, asked);
    expect(mail.subject).toBe('Someone tried to sign up with your e-mail');
    expect(codeIn(mail)).toBeNull();
  });

  test('edits the profile, and the saved values survive a reload', async ({ page: p }) => {
    const email = uniqueEmail('priya');
    await signInWithCode(p, email);
    await gotoReady(p, '/profile');

    await p.getByText('Profile Overview').waitFor();
    // The name (the e-mail's local part until one is saved) is in the header's menu too.
    await p.locator('#main').getByText(email.split('@')[0]!, { exact: true }).waitFor();
    for (const text of ['Pro Member', 'Verified', 'Member Since', 'Not added']) {
      await p.getByText(text, { exact: true }).first().waitFor();
    }
    await expect(p.getByLabel('Email')).toBeDisabled();
    await p.getByText('Email cannot be changed from this form').waitFor();

    await p.getByRole('button', { name: 'Edit' }).click();
    const save = p.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeDisabled();
    await p.getByLabel('First Name').fill('Temp');
    await expect(save).toBeEnabled();
    await p.getByRole('button', { name: 'Cancel' }).click();
    await expect(p.getByLabel('First Name')).toHaveValue('');

    await p.getByRole('button', { name: 'Edit' }).click();
    await p.getByLabel('First Name').fill('Priya');
    await p.getByLabel('Last Name').fill('Nair');
    await p.getByLabel('Mobile Number').fill('9876543210');
    await save.click();
    await waitForToast(p, 'Profile updated successfully!');
    await p.getByRole('button', { name: 'Edit' }).waitFor();

    await reloadReady(p);
    await p.getByText('Priya Nair').waitFor();
    await expect(p.getByLabel('First Name')).toHaveValue('Priya');
    await expect(p.getByLabel('Last Name')).toHaveValue('Nair');
    await expect(p.getByLabel('Mobile Number')).toHaveValue('9876543210');

    // Account Management and Danger Zone lead to the account panel.
    await expect(p.getByRole('button', { name: 'Manage' })).toHaveCount(3);
    await p.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = p.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Continue to Account Settings' }).click();
    const panel = p.getByRole('dialog', { name: 'Account Settings' });
    await panel.getByRole('heading', { name: 'Privacy & Data' }).waitFor();
  });

  test('manages the account: e-mail preferences, password, devices, deletion', async ({
    page: p,
    context,
  }) => {
    const email = uniqueEmail('kavya');
    const password = 'first-password-123';
    const request = context.request;
    await signUpWithCode(request, { name: 'Kavya Rao', email, password }, { origin: baseURL() });

    await gotoReady(p, '/profile');
    await p.getByText('Kavya Rao').waitFor();
    await p.getByRole('button', { name: 'Manage' }).nth(2).click();
    const panel = p.getByRole('dialog', { name: 'Account Settings' });
    await panel.getByRole('heading', { name: 'Email Preferences' }).waitFor();
    await panel.getByLabel('News').check();
    await panel.getByRole('button', { name: 'Save Preferences' }).click();
    await waitForToast(p, 'Email preferences saved.');
    const me = await request.get('/auth/me');
    expect((await me.json()).user.emailPreferences).toEqual({
      matchReminders: true,
      results: true,
      news: true,
    });

    await panel.getByRole('tab', { name: 'Security' }).click();
    await panel.getByText('This device').waitFor();
    await panel.getByLabel('Current password').fill('wrong-password-1');
    await panel.getByLabel('New password').fill('second-password-456');
    await panel.getByRole('button', { name: 'Change Password' }).click();
    await panel.getByRole('alert').waitFor();
    await panel.getByLabel('Current password').fill(password);
    await panel.getByRole('button', { name: 'Change Password' }).click();
    await waitForToast(p, 'Password changed.');

    await panel.getByRole('tab', { name: 'Privacy' }).click();
    await panel.getByLabel('Password').fill('second-password-456');
    await panel.getByRole('button', { name: 'Delete Account' }).click();
    await p
      .getByRole('alertdialog', { name: 'Are you absolutely sure?' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    await waitForToast(p, 'Your account has been deleted.');
    await p.waitForURL(`${baseURL()}/`);
    expect((await request.get('/auth/me')).status()).toBe(401);
  });

  test('deletes a passwordless account only with a code e-mailed for it', async ({ page: p, context }) => {
    const email = uniqueEmail('nisha');
    await signInWithCode(p, email);
    await gotoReady(p, '/profile');
    await p.getByRole('button', { name: 'Delete Account' }).click();
    await p
      .getByRole('alertdialog', { name: 'Are you absolutely sure?' })
      .getByRole('button', { name: 'Continue to Account Settings' })
      .click();
    const panel = p.getByRole('dialog', { name: 'Account Settings' });
    await panel.getByRole('heading', { name: 'Privacy & Data' }).waitFor();

    // Signed in a moment ago, and still no deletion without proof.
    await panel.getByRole('button', { name: 'Delete Account' }).click();
    await p
      .getByRole('alertdialog', { name: 'Are you absolutely sure?' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    await panel
      .getByText('Enter your password (or the code we e-mailed you) to delete your account.')
      .waitFor();

    await panel.getByRole('button', { name: 'No password? Confirm with an e-mailed code' }).click();
    const asked = Date.now();
    await panel.getByRole('button', { name: 'Email me a code' }).click();
    await waitForToast(p, `A code is on its way to ${email}.`);
    await panel.getByLabel('6-digit code').fill(await latestCode(email, asked));
    await panel.getByRole('button', { name: 'Delete Account' }).click();
    await p
      .getByRole('alertdialog', { name: 'Are you absolutely sure?' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    await waitForToast(p, 'Your account has been deleted.');
    await p.waitForURL(`${baseURL()}/`);
    expect((await context.request.get('/auth/me')).status()).toBe(401);
  });

  test('shows the 404 page at /admin to a player, without fetching the admin screen', async ({ page: p }) => {
    await signInWithCode(p, uniqueEmail('rohan'));
    const requested: string[] = [];
    p.on('request', (request) => requested.push(request.url()));
    await gotoReady(p, '/admin');
    await p.getByText('Page Not Found').waitFor();
    expect(requested.filter((url) => url.includes('admin-console'))).toEqual([]);
  });

  test('shows the console to an admin', async ({ adminPage: p }) => {
    await gotoReady(p, '/admin');
    await p.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const sections = p.getByRole('navigation', { name: 'Console' });
    await expect(sections.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await sections.getByRole('link', { name: 'Audit log' }).click();
    await p.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    expect(new URL(p.url()).search).toBe('?section=audit');
  });
});
