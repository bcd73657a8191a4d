import type { Page } from '@playwright/test';
import { soloPayload } from '../support/registration.ts';
import type { NewAccount } from '../support/e2e-account.ts';
import { baseURL, expect, test, waitForToast, gotoReady, randomMobile } from './fixtures.ts';

// A payment left waiting is picked up again from Transactions: resumed, or cancelled.

/** A registration of the signed-in `account` whose demo payment was started and then left. */
async function leftPayment(p: Page, { name, email }: NewAccount, game: string) {
  const headers = { origin: baseURL() };
  const created = await p.request.post('/api/participants', {
    data: soloPayload({ name, email, phone: randomMobile(), selectedGame: game }),
    headers,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const initiated = await p.request.post('/api/payments/initiate', { data: { orderId: id }, headers });
  expect(initiated.status(), await initiated.text()).toBe(200);
  return id;
}

async function openWaitingTransaction(p: Page) {
  await gotoReady(p, '/dashboard');
  await p.getByRole('tab', { name: 'Transactions', exact: true }).click();
  const row = p.getByRole('tabpanel').getByRole('button', { name: /Pending/ });
  await row.click();
  const dialog = p.getByRole('dialog', { name: 'Transaction Details' });
  await dialog.getByText('This demo payment is waiting.', { exact: false }).waitFor();
  return dialog;
}

test.describe('a payment left waiting', () => {
  test.use({ accountName: 'Pending Player' });

  test('is resumed from Transactions and completes the registration', async ({ playerPage: p, account }) => {
    const id = await leftPayment(p, account, 'pokemon-unite');
    const dialog = await openWaitingTransaction(p);
    await dialog.getByRole('button', { name: 'Resume payment' }).click();
    await waitForToast(p, 'Payment successful! Registration completed!');
    await p.getByRole('tabpanel').getByText('Completed', { exact: true }).waitFor();
    const paid = (await (await p.request.get(`/api/participants/${id}`)).json()) as { status: string };
    expect(paid.status).toBe('paid');
  });

  test('is cancelled from Transactions, and its registration with it', async ({ playerPage: p, account }) => {
    const id = await leftPayment(p, account, 'league-of-legends');
    const dialog = await openWaitingTransaction(p);
    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel this payment' }).click();
    await waitForToast(p, 'Payment cancelled.');
    expect((await p.request.get(`/api/participants/${id}`)).status()).toBe(404);
  });
});
