import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, useBrowser } from '../support/browser.ts';
import { soloPayload } from '../support/registration.ts';
import { signUpWithCode } from '../support/e2e-account.ts';

// A payment left waiting is picked up again from Transactions: resumed, or cancelled.

const { page } = useBrowser();

const unique = () => randomBytes(4).toString('hex');
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A new account with a registration whose demo payment was started and then left. */
async function leftPayment(p: Page, game: string) {
  const email = `pending.${unique()}@example.in`;
  const headers = { origin: baseURL() };
  await signUpWithCode(p.request, { email, password: `Secret-${unique()}`, name: 'Pending Player' }, headers);
  const created = await p.request.post('/api/participants', {
    data: soloPayload({ name: 'Pending Player', email, phone: mobile(), selectedGame: game }),
    headers,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const initiated = await p.request.post('/api/payments/initiate', { data: { orderId: id }, headers });
  expect(initiated.status(), await initiated.text()).toBe(200);
  return id;
}

async function openWaitingTransaction(p: Page) {
  await p.goto('/dashboard');
  await p.getByRole('tab', { name: 'Transactions', exact: true }).click();
  const row = p.getByRole('tabpanel').getByRole('button', { name: /Pending/ });
  await row.click();
  const dialog = p.getByRole('dialog', { name: 'Transaction Details' });
  await dialog.getByText('This demo payment is waiting.', { exact: false }).waitFor();
  return dialog;
}

describe('a payment left waiting', () => {
  it('is resumed from Transactions and completes the registration', async () => {
    const p = page();
    const id = await leftPayment(p, 'pokemon-unite');
    const dialog = await openWaitingTransaction(p);
    await dialog.getByRole('button', { name: 'Resume payment' }).click();
    await p
      .locator('[data-sonner-toast]', { hasText: 'Payment successful! Registration completed!' })
      .first()
      .waitFor();
    await p.getByRole('tabpanel').getByText('Completed', { exact: true }).waitFor();
    const paid = (await (await p.request.get(`/api/participants/${id}`)).json()) as { status: string };
    expect(paid.status).toBe('paid');
  });

  it('is cancelled from Transactions, and its registration with it', async () => {
    const p = page();
    const id = await leftPayment(p, 'league-of-legends');
    const dialog = await openWaitingTransaction(p);
    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel this payment' }).click();
    await p.locator('[data-sonner-toast]', { hasText: 'Payment cancelled.' }).first().waitFor();
    expect((await p.request.get(`/api/participants/${id}`)).status()).toBe(404);
  });
});
