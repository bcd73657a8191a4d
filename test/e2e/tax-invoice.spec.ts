import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { soloPayload } from '../support/registration.ts';
import { buyPassByApi, expect, gotoReady, randomMobile, test, useLanguage } from './fixtures.ts';

// A paid pass has its GST tax invoice (docs/decisions/0027-invoices-and-data-rights.md): the
// player downloads it as a PDF from Transactions, in English and in Hindi.

const openDialog = (p: Page) => p.locator('[role="dialog"][data-state="open"]');

async function downloadInvoice(p: Page, transaction: string, button: string) {
  await gotoReady(p, '/dashboard?tab=transactions');
  await p.getByRole('tabpanel').getByText(transaction).click();
  const download = p.waitForEvent('download');
  await openDialog(p).getByRole('link', { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^AC-\d{2}-\d{2}-\d{6}\.pdf$/);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
}

test.describe('the tax invoice of a paid pass', () => {
  test.use({ accountName: 'Invoice Player' });

  test('downloads from Transactions in English and in Hindi', async ({ playerPage: p, account, context }) => {
    await buyPassByApi(
      p.request,
      soloPayload({
        name: account.name,
        email: account.email,
        phone: randomMobile(),
        selectedGame: 'valorant',
      }),
    );
    await downloadInvoice(p, 'Max Pass for Valorant (Solo, High Risk)', 'Download invoice');
    await useLanguage(context, 'hi');
    await gotoReady(p, '/dashboard?tab=transactions');
    await p
      .getByRole('tabpanel')
      .getByText(/Valorant/)
      .first()
      .click();
    const download = p.waitForEvent('download');
    await openDialog(p).getByRole('link', { name: 'इनवॉइस डाउनलोड करें' }).click();
    expect((await download).suggestedFilename()).toMatch(/^AC-\d{2}-\d{2}-\d{6}\.pdf$/);
  });
});
