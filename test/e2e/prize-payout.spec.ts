import { soloPayload } from '../support/registration.ts';
import { adminApi, type AdminApi } from './content-admin.ts';
import { buyPassByApi, expect, gotoReady, randomMobile, test, waitForToast } from './fixtures.ts';
import { signInAsMoneyOrganiser } from './money-organiser.ts';
import { winPoolByApi } from './won-prize.ts';

// Paying a claimed prize by hand (docs/decisions/0026-prize-payouts.md, "Payout"): the winner
// claims, the organiser approves, releases (one organiser here: PAYOUT_SINGLE_APPROVER) and enters
// the UTR in the console's Payouts section; the pass card then reads "Paid on" the date. Moving
// money needs two-factor sign-in: the organiser has it on, and confirms the release with a code.
// Team Fight Tactics, High Risk, ₹500: no other spec plays in that pool.

let admin: AdminApi;
test.beforeAll(async () => {
  admin = await adminApi();
  await admin('POST', '/admin/env', { name: 'PAYOUT_SINGLE_APPROVER', value: 'TRUE' });
});
test.afterAll(async () => {
  await admin('DELETE', '/admin/env/PAYOUT_SINGLE_APPROVER');
});

test('an organiser approves, releases and pays a claimed prize with its UTR', async ({
  playerPage: page,
  account,
  browser,
}) => {
  const participantId = await buyPassByApi(
    page.context().request,
    soloPayload({
      name: account.name,
      email: account.email,
      phone: randomMobile(),
      selectedGame: 'team-fight-tactics',
      riskCategory: 'hr',
      priceCategory: '500',
    }),
  );
  await winPoolByApi(admin, participantId);

  await gotoReady(page, '/dashboard?tab=passes');
  const award = page.getByTestId('pass-award');
  await award.getByRole('button', { name: 'Claim prize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim your prize' });
  // A PAN of its own: other specs' winners share the account fixture's name.
  await dialog.getByLabel('PAN', { exact: true }).fill('ABCPZ9876K');
  await dialog.getByLabel('Name on the PAN').fill(account.name);
  await dialog.getByLabel('UPI ID', { exact: true }).last().fill('rahul.k@okaxis');
  await dialog.getByRole('button', { name: 'Save payout details' }).click();
  await dialog.getByRole('button', { name: 'Confirm claim' }).click();
  await award.getByText('Claimed', { exact: true }).waitFor();

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const organiser = await signInAsMoneyOrganiser(context, admin);
  const console_ = await context.newPage();
  await gotoReady(console_, '/admin?section=payouts');
  const claims = console_.getByTestId('payout-claims');
  await claims
    .getByRole('row')
    .filter({ hasText: 'ABCPZ••••K' })
    .getByRole('checkbox', { name: `Select the prize of ${account.name}` })
    .check();
  await console_.getByRole('button', { name: 'Approve' }).click();
  await waitForToast(console_, '1 payout approved.');
  const payouts = console_.getByTestId('payouts-list');
  await payouts.getByRole('button', { name: 'Release' }).first().click();
  const prompt = console_.getByRole('dialog', { name: 'Confirm with your second factor' });
  await prompt.getByRole('textbox', { name: 'Code' }).fill(organiser.code());
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await waitForToast(console_, 'Payout released.');
  await payouts.getByLabel('UTR').first().fill('HDFCN52026112712345');
  await payouts.getByRole('button', { name: 'Mark as paid (UTR)' }).first().click();
  await waitForToast(console_, 'Payout marked as paid.');
  await payouts.getByText(/UTR HDFCN52026112712345/).waitFor();
  await context.close();

  await gotoReady(page, '/dashboard?tab=passes');
  await expect(award.getByTestId('award-status')).toHaveText(/^Paid on /);
});
