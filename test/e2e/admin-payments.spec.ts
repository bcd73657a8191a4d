import type { Page } from '@playwright/test';
import { soloPayload } from '../support/registration.ts';
import { adminApi } from './content-admin.ts';
import {
  expect,
  test,
  unique,
  waitForToast,
  gotoReady,
  reloadReady,
  newAccount,
  signedUp,
  randomMobile,
} from './fixtures.ts';
import { signInAsMoneyOrganiser } from './money-organiser.ts';

// The organiser console's Payments (docs/product.md#api): an admin finds a player's unpaid payment,
// opens it, sets it to success by hand with a reason, and sees the change in its event log; then
// refunds part of it. Moving money needs two-factor sign-in: the organiser has it on, and confirms
// the override and the refund with a code.

const GAME = { slug: 'pokemon-unite', name: 'Pokemon Unite' };
const email = `payments.${unique()}@example.in`;
const PLAYER = 'Payments Player';
let paymentId = '';

/** A new player who registers for GAME and starts paying with the mock gateway, over plain HTTP. */
test.beforeAll(async () => {
  const player = await signedUp(newAccount(PLAYER, email));
  try {
    const created = await player.post('/api/participants', {
      data: soloPayload({ name: PLAYER, email, phone: randomMobile(), selectedGame: GAME.slug }),
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const initiated = await player.post('/api/payments/initiate', { data: { orderId: id } });
    expect(initiated.status(), await initiated.text()).toBe(200);
    ({ paymentId } = (await initiated.json()) as { paymentId: string });
  } finally {
    await player.dispose();
  }
});

const query = (p: Page) => Object.fromEntries(new URL(p.url()).searchParams);

test.describe('admin payments', () => {
  test('finds a pending payment, overrides its status with a reason and shows it in the event log', async ({
    page: p,
    context,
  }) => {
    const organiser = await signInAsMoneyOrganiser(context, await adminApi());
    const admin = organiser.email;
    const confirmWithCode = async () => {
      const prompt = p.getByRole('dialog', { name: 'Confirm with your second factor' });
      await prompt.getByRole('textbox', { name: 'Code' }).fill(organiser.code());
      await prompt.getByRole('button', { name: 'Confirm' }).click();
    };
    await gotoReady(p, '/admin');
    await p.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payments' }).click();
    await p.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();

    // Filtered by the player's e-mail, status and game: the filters are in the URL.
    const filters = p.getByRole('search', { name: 'Filter the payments' });
    await filters.getByLabel('Search').fill(email);
    await filters.getByLabel('Status').selectOption('mock-pending');
    await filters.getByLabel('Game').selectOption(GAME.slug);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await p.getByText('Showing 1–1 of 1').waitFor();
    expect(query(p)).toEqual({ section: 'payments', q: email, status: 'mock-pending', game: GAME.slug });
    const row = p.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(row.getByRole('cell').nth(2)).toHaveText(GAME.name);
    await expect(row.getByRole('cell').nth(5)).toHaveText('Mock pending');

    // Its detail, under the list's URL.
    await row.getByRole('link').click();
    await p.waitForURL(
      (url) => url.searchParams.get('payment') === paymentId && url.searchParams.get('q') === email,
    );
    await p.getByText(PLAYER, { exact: true }).waitFor();
    const log = p.getByRole('table', { name: 'Status changes, newest first' });
    await log.getByRole('row', { name: /Mock pending/ }).waitFor();
    await p.getByText('Only a paid payment can be refunded; this one is mock pending.').waitFor();

    // A reason is required, then the change is confirmed first.
    const override = p.getByRole('form', { name: 'Override status' });
    await override.getByLabel('New status').selectOption('success');
    await override.getByRole('button', { name: 'Override status' }).click();
    await override.getByText('Please give a reason.').waitFor();
    const reason = `Seen in the bank statement ${unique()}`;
    await override.getByLabel('Reason').fill(reason);
    await override.getByRole('button', { name: 'Override status' }).click();
    const confirm = p.getByRole('alertdialog', { name: 'Set this payment to success?' });
    await confirm.getByRole('button', { name: 'Set to success' }).click();
    await confirmWithCode();
    await waitForToast(p, 'The payment is now success.');

    // The new status, and the override in the event log with its source, actor and reason.
    await p.getByRole('heading', { level: 2, name: /Success$/ }).waitFor();
    const change = log.getByRole('row', { name: new RegExp(reason) });
    await change.waitFor();
    const cells = await change.getByRole('cell').allTextContents();
    expect(cells.slice(1)).toEqual(['Mock pending → Success', 'Admin', admin, reason]);
    await p.getByText('A success payment’s status cannot be set by hand. Refund it instead.').waitFor();

    // A reload shows the same payment.
    await reloadReady(p);
    await p.getByRole('heading', { level: 2, name: /Success$/ }).waitFor();

    // Part of it back: the refund is confirmed, then shown in the amounts and the log.
    const refund = p.getByRole('form', { name: 'Refund' });
    await refund.getByLabel('Amount (₹)').fill('1');
    await refund.getByLabel('Reason').fill('Goodwill after a late start');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await p.getByRole('alertdialog', { name: 'Refund ₹1?' }).getByRole('button', { name: 'Refund' }).click();
    await confirmWithCode();
    await waitForToast(p, '₹1 refunded.');
    await p.getByRole('heading', { level: 2, name: /Partially refunded$/ }).waitFor();
    await log
      .getByRole('row', { name: /Success → Partially refunded/ })
      .getByText('Goodwill after a late start')
      .waitFor();

    // Back to the list: the filters are kept; the payment no longer matches mock-pending.
    await p.getByRole('link', { name: 'Back to payments' }).click();
    await p.getByText('No payments match these filters.').waitFor();
    expect(query(p)).toEqual({ section: 'payments', q: email, status: 'mock-pending', game: GAME.slug });
  });

  test("shows the server's message for a refused filter", async ({ adminPage: p }) => {
    await gotoReady(p, '/admin?section=payments&from=2026-11-30&to=2026-11-01');
    await p.getByRole('alert').getByText('The end date is before the start date.').waitFor();
  });
});
