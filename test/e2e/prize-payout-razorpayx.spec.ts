import { formatPaise } from '../../src/shared/money.ts';
import { soloPayload } from '../support/registration.ts';
import { freePort, startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { startRazorpayXStandIn, type RazorpayXStandIn } from '../support/razorpayx-stand-in.ts';
import { adminApi, type AdminApi } from './content-admin.ts';
import {
  ADMIN_CREDENTIALS,
  buyPassByApi,
  expect,
  gotoReady,
  randomMobile,
  test as base,
  waitForToast,
} from './fixtures.ts';
import { signInAsMoneyOrganiser } from './money-organiser.ts';
import { smtpUrl } from './support/environment.ts';
import { winPoolByApi } from './won-prize.ts';

// Winners get paid (issue 31) through RazorpayX: a server of its own with RazorpayX configured,
// against the stand-in, which pays each payout at once and sends its signed webhooks back. The
// winner claims in the browser; an organiser with two-factor sign-in approves and releases it
// (one organiser: PAYOUT_SINGLE_APPROVER); the winner then sees it paid, and the net with its UTR
// on the year's tax statement.

interface Payouts {
  x: RazorpayXStandIn;
  server: E2eServer;
}

const test = base.extend<{ x: RazorpayXStandIn }, { payouts: Payouts }>({
  payouts: [
    async ({ playwright: _playwright }, use) => {
      const port = await freePort();
      const x = await startRazorpayXStandIn({
        webhookUrl: `http://127.0.0.1:${port}/api/webhooks/razorpayx`,
        autoDeliver: true,
        autoProcess: true,
      });
      const server = await startE2eServer({
        name: 'arena_e2e_razorpayx',
        port,
        env: {
          ...x.env,
          SMTP_URL: smtpUrl(),
          SEED_ADMIN_EMAIL: ADMIN_CREDENTIALS.email,
          SEED_ADMIN_PASSWORD: ADMIN_CREDENTIALS.password,
          // The pool closes as soon as its results are in, as on the suite's server.
          DISPUTE_WINDOW_HOURS: '0',
        },
      }).catch(async (error: unknown) => {
        await x.close();
        throw error;
      });
      await use({ x, server });
      await server.stop();
      await x.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ payouts }, use) => use(payouts.server.url),
  x: async ({ payouts }, use) => use(payouts.x),
});

test('a winner claims, an organiser releases, RazorpayX pays, the winner sees the net and the UTR', async ({
  playerPage: page,
  account,
  browser,
  baseURL,
  x,
}) => {
  const admin: AdminApi = await adminApi(baseURL);
  await admin('POST', '/admin/env', { name: 'PAYOUT_SINGLE_APPROVER', value: 'TRUE' });
  const participantId = await buyPassByApi(
    page.context().request,
    soloPayload({
      name: account.name,
      email: account.email,
      phone: randomMobile(),
      selectedGame: 'bgmi',
      riskCategory: 'hr',
      priceCategory: '500',
    }),
    baseURL,
  );
  await winPoolByApi(admin, participantId);

  await gotoReady(page, '/dashboard?tab=passes');
  const award = page.getByTestId('pass-award');
  await expect(award.getByTestId('award-pay-by')).toHaveText(/^Paid by .+ at the latest$/);
  await award.getByRole('button', { name: 'Claim prize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim your prize' });
  await dialog.getByLabel('PAN', { exact: true }).fill('ABCPX4321Q');
  await dialog.getByLabel('Name on the PAN').fill(account.name);
  await dialog.getByLabel('UPI ID', { exact: true }).last().fill('winner.x@okicici');
  await dialog.getByRole('button', { name: 'Save payout details' }).click();
  await dialog.getByRole('button', { name: 'Confirm claim' }).click();
  await award.getByText('Claimed', { exact: true }).waitFor();

  const context = await browser.newContext({ baseURL });
  const organiser = await signInAsMoneyOrganiser(context, admin, baseURL);
  const console_ = await context.newPage();
  await gotoReady(console_, '/admin?section=payouts');
  await console_
    .getByTestId('payout-claims')
    .getByRole('row')
    .filter({ hasText: 'ABCPX••••Q' })
    .getByRole('checkbox')
    .check();
  await console_.getByRole('button', { name: 'Approve' }).click();
  await waitForToast(console_, '1 payout approved.');
  await console_.getByTestId('payouts-list').getByRole('button', { name: 'Release' }).first().click();
  const prompt = console_.getByRole('dialog', { name: 'Confirm with your second factor' });
  await prompt.getByRole('textbox', { name: 'Code' }).fill(organiser.code());
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await waitForToast(console_, 'Payout released.');
  // The stand-in paid it by UPI at once and its signed webhook told the server.
  await expect.poll(() => [...x.payouts.values()].map((p) => p.status)).toEqual(['processed']);
  const paid = [...x.payouts.values()][0]!;
  expect(paid.mode).toBe('UPI');
  await expect
    .poll(async () => {
      await console_.reload();
      return console_.getByTestId('payouts-list').textContent();
    })
    .toContain(`UTR ${paid.utr}`);
  await context.close();

  await gotoReady(page, '/dashboard?tab=passes');
  await expect(award.getByTestId('award-status')).toHaveText(/^Paid on /);
  await expect(award.getByTestId('award-pay-by')).toHaveCount(0);
  // The year's statement: the prize, its TDS and the net RazorpayX sent, with the UTR.
  await gotoReady(page, '/dashboard?tab=transactions');
  const row = page.getByTestId('tax-statement').getByRole('row').filter({ hasText: paid.utr! });
  await expect(row).toContainText(formatPaise(paid.amount));
});
