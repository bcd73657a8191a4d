import { soloPayload } from '../support/registration.ts';
import { adminApi, type AdminApi } from './content-admin.ts';
import { buyPassByApi, expect, gotoReady, randomMobile, test, waitForToast } from './fixtures.ts';
import { winPoolByApi } from './won-prize.ts';

// A winner claims a prize on a phone (docs/decisions/0026-prize-payouts.md, "Claim"): the payout
// details once, refused with what to fix, then shown masked; gross, TDS and net before confirming;
// the award then reads Claimed. Team Fight Tactics, Low Risk, ₹1,500: no other spec plays in that pool.

let admin: AdminApi;
test.beforeAll(async () => {
  admin = await adminApi();
});

test('a winner adds payout details, sees the TDS and claims the prize', async ({
  playerPage: page,
  account,
}) => {
  const participantId = await buyPassByApi(
    page.context().request,
    soloPayload({
      name: account.name,
      email: account.email,
      phone: randomMobile(),
      selectedGame: 'team-fight-tactics',
      riskCategory: 'lr',
      priceCategory: '1500',
    }),
  );
  await winPoolByApi(admin, participantId);

  await gotoReady(page, '/dashboard?tab=passes');
  const award = page.getByTestId('pass-award');
  await award.getByRole('button', { name: 'Claim prize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim your prize' });
  await dialog.getByLabel('PAN', { exact: true }).fill('abcpe1234f');
  await dialog.getByLabel('Name on the PAN').fill(account.name);
  await dialog.getByLabel('UPI ID', { exact: true }).last().fill('rahul.k');
  await dialog.getByRole('button', { name: 'Save payout details' }).click();
  await dialog.getByText('Enter your UPI ID as name@bank (e.g. rahul.k@okaxis).').waitFor();
  await dialog.getByLabel('UPI ID', { exact: true }).last().fill('rahul.k@okaxis');
  await dialog.getByRole('button', { name: 'Save payout details' }).click();

  const details = dialog.getByTestId('payout-details');
  await details.getByText('ABCPE••••F').waitFor();
  await details.getByText('ra••••@okaxis').waitFor();
  const figures = dialog.getByTestId('claim-figures');
  await expect(figures.getByText('TDS (30%, section 194BA)')).toBeVisible();
  await expect(figures.getByText('You receive')).toBeVisible();

  // Changing them asks for the password (or a code); keeping them goes back.
  await details.getByRole('button', { name: 'Change' }).click();
  await dialog.getByLabel('Account password').waitFor();
  // An account without a password confirms with an e-mailed code instead.
  await dialog.getByRole('button', { name: 'No password? Confirm with an e-mailed code' }).click();
  await dialog.getByRole('button', { name: 'Email me a code' }).waitFor();
  await dialog.getByRole('button', { name: 'Use my password instead' }).click();
  await dialog.getByLabel('Account password').waitFor();
  await dialog.getByRole('button', { name: 'Keep the saved details' }).click();

  const net = (await dialog.getByTestId('claim-net').textContent())!;
  await dialog.getByRole('button', { name: 'Confirm claim' }).click();
  await waitForToast(page, `Prize claimed. We will pay you ${net}.`);
  await award.getByText('Claimed', { exact: true }).waitFor();
  await expect(award.getByRole('button', { name: 'Claim prize' })).toHaveCount(0);
});
