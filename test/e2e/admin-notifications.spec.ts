import type { Locator, Page } from '@playwright/test';
import { AppUser } from '../../src/server/users/entities.ts';
import { insertDeliveries } from '../support/deliveries.ts';
import { DESKTOP, expect, gotoReady, newAccount, signedUp, test, waitForToast } from './fixtures.ts';
import { withServerDatabase } from './support/server-database.ts';

// The console's Notifications (issue 28): an organiser finds a player's failed SMS in the delivery
// log, sends it again, and sees it queued and today's failed count go down. The failed message is
// written to the server's database as the sender leaves one: no SMS provider fails on cue here.

async function playerWithFailedSms(): Promise<{ email: string; error: string }> {
  const account = newAccount('Meera Iyer');
  await (await signedUp(account)).dispose();
  const error = `MSG91: DLT template rejected ${Date.now()}`;
  await withServerDatabase(async (db) => {
    const em = db.orm.em.fork();
    const user = await em.findOneOrFail(AppUser, { email: account.email });
    const now = new Date();
    await insertDeliveries(em, [
      { userId: user.id, channel: 'sms', status: 'failed', attempts: 5, error, failedAt: now },
      { userId: user.id, channel: 'email', status: 'sent', sentAt: now },
    ]);
  });
  return { email: account.email, error };
}

/** A figure of a channel's card in "Today", as a number. */
async function figure(page: Page, channel: string, label: string): Promise<number> {
  const card = page.getByRole('region', { name: channel, exact: true });
  const text = await card
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .innerText();
  return Number(text.replace(/\D/g, ''));
}

async function filterByStatusAndRecipient(page: Page, status: string, recipient: string): Promise<Locator> {
  const filters = page.getByRole('search', { name: 'Filter the delivery log' });
  await filters.getByLabel('Status').selectOption({ label: status });
  await filters.getByLabel('Recipient').fill(recipient);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=failed/);
  return page.getByRole('table');
}

for (const [screen, viewport] of [
  ['a phone (412 px)', undefined],
  ['a laptop (1366 px)', { ...DESKTOP, viewport: { width: 1366, height: 800 } }],
] as const) {
  test.describe(`on ${screen}`, () => {
    if (viewport) test.use(viewport);

    test('an organiser resends a failed message and sees it queued', async ({ adminPage: page }) => {
      const player = await playerWithFailedSms();
      await gotoReady(page, '/admin?section=notifications');
      await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'SMS', exact: true })).toBeVisible();
      const failedBefore = await figure(page, 'SMS', 'Failed');
      expect(failedBefore).toBeGreaterThanOrEqual(1);

      const table = await filterByStatusAndRecipient(page, 'Failed', player.email);
      // The row by its recipient: the resend clears its error.
      const row = table.getByRole('row').filter({ hasText: player.email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(player.error);
      await expect(row).toContainText('Failed');
      await expect(row).toContainText('SMS');
      // The e-mail that went out is not a failed one.
      await expect(table.getByRole('row').filter({ hasText: 'E-mail' })).toHaveCount(0);

      await row.getByRole('button', { name: /^Resend/ }).click();
      await waitForToast(page, 'Queued again');
      await expect(row).toContainText('Queued');
      await expect(row.getByRole('button', { name: /^Resend/ })).toHaveCount(0);
      // The counts' move from failed to waiting is checked where no sender runs
      // (admin-today.int.test.ts): here the server's sender tries the message again within
      // seconds, and without SMS set up it fails again.

      // Nothing sideways: the page is no wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
