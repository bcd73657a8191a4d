import type { Page } from '@playwright/test';
import { fillPerson, person, wizardOn } from '../support/wizard.ts';
import { baseURL, expect, test, gotoReady, newDesktopPlayer } from './fixtures.ts';

// The player's journey (docs/product.md#screens, Landing page and Registration dialog): from the landing
// page's Register Now through the wizard and the mock payment to credentials that sign in.

async function openFromLanding(page: Page, game: string, format: 'Solo' | 'Squad') {
  await gotoReady(page, '/');
  await page.getByLabel('Game', { exact: true }).selectOption({ label: game });
  await page.getByLabel('Format').selectOption({ label: format });
  await page.getByRole('button', { name: 'Register Now' }).click();
}

async function payAndComplete(page: Page, category: string, amount: string) {
  const { dialog, heading, toast } = wizardOn(page);
  await heading('Payment & Confirmation');
  await dialog().getByText(category).waitFor();
  await dialog()
    .getByRole('button', { name: `Pay ${amount}` })
    .click();
  await dialog().getByText('Demo payment', { exact: true }).waitFor();
  await dialog().getByRole('button', { name: 'Check Status' }).click();
  await dialog().getByText('Demo payment', { exact: true }).waitFor();
  await expect(dialog().getByText(/MOCK|unavailable/i)).toHaveCount(0);
  await dialog().getByRole('button', { name: 'Mark as Paid' }).click();
  await heading('Registration Complete');
  await toast('Payment successful! Registration completed!');
}

const credential = (page: Page, kind: 'username' | 'password') =>
  wizardOn(page).dialog().locator(`[data-credential="${kind}"]`).first().textContent();

test.describe('registration', () => {
  test.use({ accountName: 'Journey Player' });

  test('asks a signed-out visitor to sign in, then opens the wizard with the same choices', async ({
    page,
    account,
  }) => {
    const { dialog, heading, toast } = wizardOn(page);
    await openFromLanding(page, 'Valorant', 'Squad');
    await heading('Authentication Required');
    await dialog().getByText('Please Sign In First').waitFor();
    await dialog().getByRole('button', { name: 'Create Account' }).waitFor();
    await dialog().getByRole('button', { name: 'Sign In' }).click();

    await heading('Sign in to your account');
    await dialog().getByLabel('Email').fill(account.email);
    await dialog().getByLabel('Password').fill(account.password);
    await dialog().getByRole('button', { name: 'Sign In' }).click();

    // Back on the same page, with the wizard open for a squad (6 steps).
    await heading('Step 1 of 6');
    // The wizard's step is in the URL.
    await page.waitForURL(`${baseURL()}/?register=1&step=personal`);
    await fillPerson(dialog(), person('Carry Over'), 'Full Name');
    await dialog().getByRole('button', { name: 'Continue to Game Selection' }).click();
    await heading('Game Selection');
    await expect(dialog().getByRole('radio', { name: 'Valorant' })).toBeChecked();
    await dialog().getByRole('button', { name: 'Continue' }).click();
    await expect(dialog().getByRole('radio', { name: 'Squad' })).toBeChecked();

    // A Valorant squad has 5 players: the captain and 4 teammates, no fewer and no more.
    await dialog().getByText('High Risk').click();
    await dialog().getByText('Lite Pass').click();
    await dialog().getByRole('button', { name: 'Continue' }).click();
    await heading('Squad Management');
    const squadContinue = dialog().getByRole('button', { name: 'Continue' });
    for (let n = 1; n <= 4; n++) {
      if (n > 1) await dialog().getByRole('button', { name: 'Add Teammate' }).click();
      const form = dialog().getByRole('form', { name: 'New Teammate' });
      await fillPerson(form, person(`Mate ${n}`), 'Name');
      await form.getByRole('button', { name: 'Save Teammate' }).click();
      await dialog().getByText(`Teammates (${n}/4)`).waitFor();
      if (n === 3) {
        await dialog()
          .getByText('A Valorant squad has 5 players: add 1 more teammate to continue.')
          .waitFor();
        await expect(squadContinue).toBeDisabled();
      }
    }
    await dialog().getByText('Your Valorant squad is complete.').waitFor();
    await expect(squadContinue).toBeEnabled();
    await dialog().getByRole('button', { name: 'Add Teammate' }).click();
    await toast('A Valorant squad has 5 players: you and at most 4 teammates.');
    await expect(dialog().getByRole('form', { name: 'New Teammate' })).toHaveCount(0);
  });

  test('checks the personal step with docs/product.md messages', async ({ playerPage: page }) => {
    const { dialog, heading } = wizardOn(page);
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Register Now' }).click();
    await heading('Step 1 of 5');
    await heading('Personal Information');
    const cont = dialog().getByRole('button', { name: 'Continue to Game Selection' });

    await fillPerson(
      dialog(),
      person('x', { name: '   ', phone: '12345', email: 'not-an-email' }),
      'Full Name',
    );
    const phone = dialog().getByLabel('Phone Number');
    await phone.fill('98765432109999');
    await expect(phone).toHaveValue('9876543210');
    await phone.fill('12345');
    await cont.click();
    for (const message of [
      'Full name is required',
      'Please enter a valid 10-digit Indian mobile number',
      'Please enter a valid email address',
    ]) {
      await dialog().getByText(message).waitFor();
    }
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    // Errors clear on edit.
    await phone.fill('9876543210');
    await dialog()
      .getByText('Please enter a valid 10-digit Indian mobile number')
      .waitFor({ state: 'detached' });
    await expect(phone).toHaveAttribute('aria-invalid', 'false');
    await dialog().getByText('Full name is required').waitFor();

    // The age check reruns on date change and holds Continue back.
    const year = new Date().getFullYear();
    await dialog()
      .getByLabel('Date of Birth')
      .fill(`${year - 10}-01-01`);
    await dialog().getByText('You must be 18 years or older to participate in the championship').waitFor();
    await expect(cont).toBeDisabled();
    await dialog()
      .getByLabel('Date of Birth')
      .fill(`${year - 30}-01-01`);
    await dialog().getByText('You must be 18 years or older').waitFor({ state: 'detached' });
    await expect(cont).toBeEnabled();
    await dialog().getByLabel('Full Name').fill('Asha Rao');
    await dialog().getByLabel('Email', { exact: true }).fill('asha@example.in');
    await cont.click();
    await heading('Game Selection');
    await expect(dialog().getByRole('button', { name: 'Continue' })).toBeDisabled();

    // Closing keeps the draft: opening again starts where the details are filled in.
    await dialog().getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Register Now' }).click();
    await heading('Personal Information');
    await expect(dialog().getByLabel('City', { exact: true })).toHaveValue('Bengaluru');
  });

  test('registers a solo player through the mock payment, and the credentials sign in', async ({
    playerPage: page,
    context,
    browser,
  }) => {
    const { dialog, heading, toast } = wizardOn(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await openFromLanding(page, 'BGMI', 'Solo');
    await heading('Step 1 of 5');
    const player = person('Solo Player');
    await fillPerson(dialog(), player, 'Full Name');
    await dialog().getByRole('button', { name: 'Continue to Game Selection' }).click();

    await heading('Step 2 of 5');
    await expect(dialog().getByRole('radio', { name: 'BGMI' })).toBeChecked();
    await dialog().getByRole('button', { name: 'Continue' }).click();

    await heading('Tournament Category');
    await dialog().getByText('Each pass grants entry to 1 qualifier').waitFor();
    await expect(dialog().getByRole('radio', { name: 'Solo' })).toBeChecked();
    await expect(dialog().getByRole('radio', { name: /Max Pass/ })).toHaveCount(0);
    await dialog().getByText('High Risk').click();
    await dialog().getByText('10% win chance, higher prizes, fewer winners').waitFor();
    // Places left in each tier's pools (decision 25, "Prize pools"): of 280 players each, in High Risk.
    const tierPlaces = dialog().getByTestId('places-left');
    await expect(tierPlaces).toHaveCount(2);
    await expect(tierPlaces.first()).toHaveText(/^Places left: Max \d+ · Lite \d+$/);
    await dialog().getByText('Max Pass').click();
    await expect(dialog().getByTestId('pool-places-left').first()).toHaveText(
      /^\d+ places? left in Pool \d+$/,
    );
    await dialog().getByText('If your pool is not full when the qualifier starts').waitFor();
    const prizes = dialog().getByRole('region', { name: 'Prize Breakdown' });
    for (const text of ['₹50,000', '₹30,000', '₹20,000', '25 winners of ₹3,000'])
      await prizes.getByText(text).waitFor();
    await dialog().getByRole('button', { name: 'Continue' }).click();

    await heading('Step 4 of 5');
    // A refused coupon shows the server's message; paying again reuses the same registration.
    await heading('Payment & Confirmation');
    await dialog().getByLabel('Coupon Code (optional)').fill('NO-SUCH-CODE');
    await dialog().getByRole('button', { name: 'Pay ₹1,500' }).click();
    await dialog().getByRole('alert').getByText('Invalid coupon code').waitFor();
    await dialog().getByLabel('Coupon Code (optional)').fill('');
    await payAndComplete(page, 'HIGH RISK · SOLO', '₹1,500');
    const mine = (await (await page.request.get('/api/participants')).json()) as { email: string }[];
    expect(mine.filter((p) => p.email === player.email)).toHaveLength(1);
    await heading('Step 5 of 5');
    for (const text of [player.name, player.email, 'BGMI', 'Solo', 'High Risk']) {
      await dialog().getByText(text, { exact: true }).first().waitFor();
    }
    await dialog().getByText('they log in to both the game platform and your dashboard').waitFor();

    const username = (await credential(page, 'username'))!;
    const password = (await credential(page, 'password'))!;
    expect(username).toMatch(/^[A-Za-z]+\d{5}$/);
    expect(password).toMatch(/^\d{6}$/);
    await dialog().getByRole('button', { name: 'Copy username' }).click();
    await toast('Username copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(username);
    await dialog().getByRole('button', { name: 'Copy password' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

    await dialog().getByRole('button', { name: 'Complete Registration' }).click();
    await dialog().waitFor({ state: 'detached' });

    // The copied credentials sign in to the dashboard, in a browser that never signed in.
    const fresh = await newDesktopPlayer(browser);
    try {
      const other = await fresh.newPage();
      const login = await other.request.post('/auth/login', { data: { email: username, password } });
      expect(login.status()).toBe(200);
      // A session confined to that pass, not one of the account (docs/product.md#registration-rules-and-constants, Game credentials).
      expect((await other.request.get('/auth/me')).status()).toBe(403);
      await other.goto('/dashboard');
      await other.getByRole('heading', { level: 1 }).first().waitFor();
      await expect(other.getByText('Please sign in to continue.')).toHaveCount(0);
    } finally {
      await fresh.close();
    }
  });

  test('registers a squad with teammates added, edited, removed and re-added', async ({
    playerPage: page,
  }) => {
    const { dialog, heading, toast } = wizardOn(page);
    await openFromLanding(page, 'Dota 2', 'Squad');
    await heading('Step 1 of 6');
    await fillPerson(dialog(), person('Squad Leader'), 'Full Name');
    await dialog().getByRole('button', { name: 'Continue to Game Selection' }).click();
    await dialog().getByRole('button', { name: 'Continue' }).click();
    await dialog().getByText('Low Risk').click();
    await dialog().getByText('Lite Pass').click();
    await dialog().getByRole('region', { name: 'Prize Breakdown' }).getByText('10 teams of ₹4,000').waitFor();
    await dialog().getByRole('button', { name: 'Continue' }).click();

    await heading('Step 4 of 6');
    await heading('Squad Management');
    await dialog().getByText('Teammates (0/4)').waitFor();
    const newForm = () => dialog().getByRole('form', { name: 'New Teammate' });
    const first = person('Mate One');
    await fillPerson(
      newForm(),
      { ...first, phone: '12345', dateOfBirth: `${new Date().getFullYear() - 12}-05-05` },
      'Name',
    );
    await dialog().getByText('Teammate must be at least 18 years old').waitFor();
    await newForm().getByRole('button', { name: 'Save Teammate' }).click();
    await newForm().getByText('Phone number must be 10 digits').waitFor();
    await fillPerson(newForm(), first, 'Name');
    await newForm().getByRole('button', { name: 'Save Teammate' }).click();
    await toast('Teammate added successfully!');
    await dialog().getByText('Teammates (1/4)').waitFor();

    const second = person('Mate Two');
    await dialog().getByRole('button', { name: 'Add Teammate' }).click();
    await fillPerson(newForm(), second, 'Name');
    await newForm().getByRole('button', { name: 'Save Teammate' }).click();
    await dialog().getByText('Teammates (2/4)').waitFor();

    await dialog().getByRole('button', { name: 'Edit Mate One' }).click();
    const editForm = dialog().getByRole('form', { name: 'Edit Teammate 1' });
    await expect(editForm.getByLabel('Email', { exact: true })).toHaveValue(first.email);
    await editForm.getByLabel('Name', { exact: true }).fill('Mate Uno');
    await editForm.getByRole('button', { name: 'Update Teammate' }).click();
    await toast('Teammate updated successfully!');
    await dialog().getByText('Mate Uno').waitFor();

    await dialog().getByRole('button', { name: 'Remove Mate Two' }).click();
    await toast('Teammate removed successfully!');
    await dialog().getByText('Teammates (1/4)').waitFor();
    await dialog().getByRole('button', { name: 'Add Teammate' }).click();
    await fillPerson(newForm(), second, 'Name');
    await newForm().getByRole('button', { name: 'Save Teammate' }).click();
    await dialog().getByText('Teammates (2/4)').waitFor();
    // A Dota 2 squad has 5 players: Continue waits for the other two teammates.
    await dialog().getByText('A Dota 2 squad has 5 players: add 2 more teammates to continue.').waitFor();
    await expect(dialog().getByRole('button', { name: 'Continue' })).toBeDisabled();
    for (const name of ['Mate Three', 'Mate Four']) {
      await dialog().getByRole('button', { name: 'Add Teammate' }).click();
      await fillPerson(newForm(), person(name), 'Name');
      await newForm().getByRole('button', { name: 'Save Teammate' }).click();
      await toast('Teammate added successfully!');
    }
    await dialog().getByText('Teammates (4/4)').waitFor();
    await dialog().getByRole('button', { name: 'Continue' }).click();

    await heading('Step 5 of 6');
    await payAndComplete(page, 'LOW RISK · SQUAD', '₹2,000');
    await heading('Step 6 of 6');
    const squad = dialog().getByRole('region', { name: 'Squad Credentials' });
    await squad.getByText('Mate Uno').waitFor();
    await squad.getByText('Mate Two').waitFor();
    await expect(squad.getByText('Mate One')).toHaveCount(0);
    const usernames = await squad.locator('[data-credential="username"]').allTextContents();
    expect(usernames).toHaveLength(4);
    for (const username of usernames) expect(username).toMatch(/^[A-Za-z]+\d{5}$/);
  });
});
