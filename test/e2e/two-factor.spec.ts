import { hotp, secretOfUri, totpStep } from '../../src/server/auth/totp.ts';
import { baseURL, expect, gotoReady, test, waitForToast } from './fixtures.ts';

// Two-factor sign-in (docs/decisions/0026-prize-payouts.md, "Payout"): turned on in the account
// panel (password, the QR code and its key, a code to confirm, the backup codes once), then asked
// for after the password at the next sign-in.

test('a player turns on two-factor sign-in and then signs in with the password and a code', async ({
  playerPage: p,
  account,
}) => {
  await gotoReady(p, '/profile');
  await p.getByRole('button', { name: 'Manage' }).first().click();
  const panel = p.getByRole('dialog', { name: 'Account Settings' });
  const section = panel.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByText('Two-factor sign-in is off.').waitFor();
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await section.getByLabel('Password', { exact: true }).fill(account.password);
  await section.getByRole('button', { name: 'Continue' }).click();

  await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const key = (await section.locator('code').textContent()) ?? '';
  const secret = secretOfUri(`otpauth://totp/Arena?secret=${key}`);
  await section.getByRole('textbox', { name: 'Code' }).fill('000000');
  await section.getByRole('button', { name: 'Confirm' }).click();
  await section.getByText('That code is wrong. Enter the code your app shows now.').waitFor();
  await section.getByRole('textbox', { name: 'Code' }).fill(hotp(secret, totpStep()));
  await section.getByRole('button', { name: 'Confirm' }).click();
  await waitForToast(p, 'Two-factor sign-in is on.');
  const codes = section.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await section.getByText('Two-factor sign-in is on.').waitFor();

  // Signed out, the password alone no longer signs in: the code comes next.
  await p.context().clearCookies();
  await gotoReady(p, '/sign-in');
  await p.getByLabel('Email or game username').fill(account.email);
  await p.getByLabel('Password').fill(account.password);
  await p.getByRole('button', { name: 'Sign In', exact: true }).click();
  const step = p.getByRole('form', { name: 'Two-factor sign-in' });
  await step
    .getByText('Enter the 6-digit code your authenticator app shows for Arena Championships.')
    .waitFor();
  await step.getByRole('textbox', { name: 'Code' }).fill('12');
  await step.getByRole('button', { name: 'Verify' }).click();
  await step.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
  await step.getByRole('textbox', { name: 'Code' }).fill(hotp(secret, totpStep()));
  await step.getByRole('button', { name: 'Verify' }).click();
  await step.waitFor({ state: 'hidden' });
  const me = await p.request.get('/auth/me', { headers: { origin: baseURL() } });
  expect((await me.json()).user.email).toBe(account.email);
});
