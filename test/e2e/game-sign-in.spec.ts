import type { Page } from '@playwright/test';
import { squadPayload } from '../support/registration.ts';
import type { NewAccount } from '../support/e2e-account.ts';
import { baseURL, expect, test, waitForToast, gotoReady, buyPassByApi, randomMobile } from './fixtures.ts';

// /sign-in takes a paid pass's game username as well as an account's e-mail (docs/product.md: the game
// credentials "also serve as dashboard login"), on a phone (the config's 412px viewport).

test.use({ accountName: 'Owner Player' });

interface Credentials {
  gameUsername: string;
  gamePassword: string;
  teammates: { name: string; gameUsername: string; gamePassword: string }[];
}

/** A new account with a paid squad pass of 2, all through the API; its e-mail, password and credentials. */
async function paidSquad(p: Page, { email, password, name }: NewAccount) {
  // Free Fire Max squads are four players: the owner and three teammates.
  const person = { name, email, phone: randomMobile(), selectedGame: 'free-fire-max' };
  const id = await buyPassByApi(p.request, squadPayload(3, person));
  const credentials = (await (await p.request.get(`/api/participants/${id}`)).json()) as Credentials;
  await p.context().clearCookies();
  return { email, password, credentials };
}

test.describe('sign-in with game credentials', () => {
  test('signs a teammate in with their game username on /sign-in and shows their pass', async ({
    playerPage: p,
    account,
  }) => {
    const { credentials } = await paidSquad(p, account);
    const mate = credentials.teammates[0]!;

    await gotoReady(p, '/sign-in');
    const field = p.getByLabel('Email or game username');
    await field.fill('ARENA12');
    await p.getByLabel('Password').fill(mate.gamePassword);
    await p.getByRole('button', { name: 'Sign In', exact: true }).click();
    await p.getByText('Enter a valid email address or a game username like ARENA12345.').waitFor();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // Letter case aside: a lower-case username is the same username.
    await field.fill(mate.gameUsername.toLowerCase());
    await p.getByLabel('Password').fill('000000');
    await p.getByRole('button', { name: 'Sign In', exact: true }).click();
    await p.getByText('Invalid username or password.').waitFor();

    await p.getByLabel('Password').fill(mate.gamePassword);
    await p.getByRole('button', { name: 'Sign In', exact: true }).click();
    await p.waitForURL(`${baseURL()}/dashboard`);
    await p.getByRole('heading', { level: 1, name: 'Member Dashboard' }).waitFor();
    const yours = p.getByRole('region', { name: 'Your Pass' });
    await yours.getByText('Teammate 1', { exact: true }).waitFor();
    await yours.getByText(mate.gameUsername, { exact: true }).waitFor();
    await expect(p.getByText(credentials.gamePassword)).toHaveCount(0);
  });

  test('still signs an account in with its e-mail on /sign-in, and shows the owner their own credentials', async ({
    playerPage: p,
    account,
  }) => {
    const { email, password, credentials } = await paidSquad(p, account);
    await gotoReady(p, '/sign-in');
    await p.getByLabel('Email or game username').fill(email);
    await p.getByLabel('Password').fill(password);
    await p.getByRole('button', { name: 'Sign In', exact: true }).click();
    await p.waitForURL(`${baseURL()}/dashboard`);
    await p.getByRole('heading', { level: 1, name: 'Member Dashboard' }).waitFor();
    await expect(p.getByRole('region', { name: 'Your Pass' })).toHaveCount(0);

    await p.getByRole('tab', { name: 'My Passes', exact: true }).click();
    const card = p.getByRole('tabpanel').getByTestId('pass-card');
    const own = card.getByRole('region', { name: 'Your game credentials' });
    await own.getByText(credentials.gameUsername, { exact: true }).waitFor();
    await own.getByText(credentials.gamePassword, { exact: true }).waitFor();
    await own.getByRole('button', { name: 'Copy Username' }).click();
    await waitForToast(p, 'Username copied!');
    await own.getByRole('button', { name: 'Copy Password' }).waitFor();
    for (const mate of credentials.teammates) await expect(p.getByText(mate.gamePassword)).toHaveCount(0);
  });
});
