import type { Page } from '@playwright/test';
import { freePort, startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';
import { wizardOn } from '../support/wizard.ts';
import { expect, test as base, gotoReady, randomMobile, unique } from './fixtures.ts';
import { smtpUrl } from './support/environment.ts';

// Paying for real (issue 11): a server of its own with Razorpay configured, against the stand-in,
// whose checkout page posts the browser back and whose webhooks reach the server like Razorpay's.

interface Razorpay {
  rzp: RazorpayStandIn;
  server: E2eServer;
}

// This file's pages and accounts are on a server of its own, not the suite's: a worker fixture, as
// the pages' baseURL is needed before any beforeAll hook runs.
const test = base.extend<{ rzp: RazorpayStandIn }, { razorpay: Razorpay }>({
  razorpay: [
    async ({ playwright: _playwright }, use) => {
      const port = await freePort();
      const rzp = await startRazorpayStandIn({
        webhookUrl: `http://127.0.0.1:${port}/api/payments/razorpay/webhook`,
        autoDeliver: true,
      });
      const server = await startE2eServer({
        name: 'arena_e2e_razorpay',
        port,
        // Its e-mails (the sign-up codes) reach the suite's mailbox.
        env: { ...rzp.env, SMTP_URL: smtpUrl() },
      }).catch(async (error: unknown) => {
        await rzp.close();
        throw error;
      });
      await use({ rzp, server });
      await server.stop();
      await rzp.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ razorpay }, use) => use(razorpay.server.url),
  rzp: async ({ razorpay }, use) => use(razorpay.rzp),
});
test.use({ accountName: 'Razorpay Player' });

/** Through the wizard to its payment step, as a solo BGMI player on the Lite Pass (₹500). */
async function toPaymentStep(page: Page) {
  const { dialog, heading } = wizardOn(page);
  await gotoReady(page, '/?register=1&game=bgmi&format=solo');
  await heading('Personal Information');
  const d = dialog();
  await d.getByLabel('Full Name', { exact: true }).fill('Razorpay Player');
  await d.getByLabel('Phone Number').fill(randomMobile());
  await d.getByLabel('Email', { exact: true }).fill(`upi.${unique()}@example.in`);
  await d.getByLabel('State', { exact: true }).selectOption('Karnataka');
  await d.getByLabel('City', { exact: true }).fill('Bengaluru');
  await d.getByLabel('Date of Birth').fill('1998-06-15');
  await d.getByRole('button', { name: 'Continue to Game Selection' }).click();
  await heading('Game Selection');
  await expect(d.getByRole('radio', { name: 'BGMI' })).toBeChecked();
  await d.getByRole('button', { name: 'Continue' }).click();
  await heading('Tournament Category');
  await d.getByText('Low Risk').click();
  await d.getByText('Lite Pass').click();
  await d.getByRole('button', { name: 'Continue' }).click();
  await heading('Payment & Confirmation');
  await d.getByText('You will pay on Razorpay: UPI, cards or netbanking.').waitFor();
}

async function payOnCheckout(page: Page, button: 'Pay' | 'Fail payment') {
  // Our checkout page opens Razorpay's, which shows the amount.
  await page.waitForURL(/\/checkout\?/);
  await page.getByText('₹500.00').waitFor();
  await page.getByRole('button', { name: button, exact: true }).click();
}

test.describe('paying with Razorpay', () => {
  test('pays through the checkout and comes back to the success step with credentials', async ({
    playerPage: page,
    rzp,
    baseURL,
  }) => {
    const { dialog, heading } = wizardOn(page);
    await toPaymentStep(page);
    await expect(dialog().getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);
    await dialog().getByRole('button', { name: 'Pay ₹500' }).click();
    await payOnCheckout(page, 'Pay');

    await page.waitForURL(`${baseURL}/?register=1&step=complete`);
    await heading('Registration Complete');
    const username = await dialog().locator('[data-credential="username"]').first().textContent();
    expect(username).toMatch(/^[A-Za-z]+\d{5}$/);
    expect(page.url()).not.toContain('payment=');
    await rzp.webhooks.idle();
    expect(rzp.webhooks.delivered().map((d) => d.status)).not.toContain(500);
  });

  test('says a failed payment took no money, and Try again pays', async ({
    playerPage: page,
    rzp,
    baseURL,
  }) => {
    const { dialog, heading } = wizardOn(page);
    const paidOrders = () => [...rzp.orders.values()].filter((o) => o.status === 'paid').length;
    const paidBefore = paidOrders();
    await toPaymentStep(page);
    await dialog().getByRole('button', { name: 'Pay ₹500' }).click();
    await payOnCheckout(page, 'Fail payment');

    await page.waitForURL(`${baseURL}/?register=1&step=payment`);
    await dialog()
      .getByRole('alert')
      .getByText('Your payment did not go through, and no money was taken. Please try again.')
      .waitFor();
    await dialog().getByRole('button', { name: 'Try again' }).click();
    await payOnCheckout(page, 'Pay');

    await heading('Registration Complete');
    await dialog().locator('[data-credential="password"]').first().waitFor();
    // One order paid: the failed attempt took nothing, the retry paid once.
    expect(paidOrders() - paidBefore).toBe(1);
  });
});
