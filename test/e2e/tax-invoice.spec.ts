import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text.ts';
import { soloPayload } from '../support/registration.ts';
import { buyPassByApi, expect, gotoReady, randomMobile, test, useLanguage } from './fixtures.ts';

// A paid pass has its GST tax invoice (docs/decisions/0027-invoices-and-data-rights.md): the
// player downloads it as a PDF from Transactions, in English and in Hindi, and reads what it says;
// an organiser finds it in the console's Invoices with the month's GSTR-1 CSV.

const openDialog = (p: Page) => p.locator('[role="dialog"][data-state="open"]');

async function downloadInvoice(p: Page, transaction: string, button: string): Promise<string> {
  await gotoReady(p, '/dashboard?tab=transactions');
  await p.getByRole('tabpanel').getByText(transaction).click();
  const download = p.waitForEvent('download');
  await openDialog(p).getByRole('link', { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^AC-\d{2}-\d{2}-\d{6}\.pdf$/);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const number = file
    .suggestedFilename()
    .replace(/\.pdf$/, '')
    .replaceAll('-', '/')
    .replace(/^(AC)\/(\d{2})\/(\d{2})/, '$1/$2-$3');
  const text = await pdfText(bytes);
  // The demo seed's example supplier, the number, the player, the tax lines and the total.
  for (const printed of [
    'Tax Invoice',
    'GSTIN',
    '27AABCE1234F1Z5',
    number,
    'Invoice Player',
    'Reverse charge: No',
  ])
    expect(text).toContain(printed);
  expect(text).toMatch(/IGST|CGST[\s\S]*SGST/);
  expect(text).toContain('₹1,500.00');
  expect(text).toMatch(/Rupees One Thousand Five Hundred Only/);
  return number;
}

test.describe('the tax invoice of a paid pass', () => {
  test.use({ accountName: 'Invoice Player' });
  // The console's month holds the pass the first test paid for.
  test.describe.configure({ mode: 'serial' });

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
    const number = await downloadInvoice(p, 'Max Pass for Valorant (Solo, High Risk)', 'Download invoice');
    await useLanguage(context, 'hi');
    await gotoReady(p, '/dashboard?tab=transactions');
    await p
      .getByRole('tabpanel')
      .getByText(/Valorant/)
      .first()
      .click();
    const download = p.waitForEvent('download');
    await openDialog(p).getByRole('link', { name: 'इनवॉइस डाउनलोड करें' }).click();
    expect((await download).suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
    expect(number).toMatch(/^AC\/\d{2}-\d{2}\/\d{6}$/);
  });

  test('is in the console’s Invoices, and in the month’s GSTR-1 CSV', async ({ adminPage: admin }) => {
    await gotoReady(admin, '/admin?section=invoices');
    const table = admin.getByRole('table', { name: /Tax invoices and credit notes of/ });
    await expect(table).toBeVisible();
    const first = table.getByRole('row').nth(1);
    const number = (await first.locator('td').first().locator('span').first().textContent())!;
    expect(number).toMatch(/^AC\/\d{2}-\d{2}\/\d{6}$/);
    const pdf = admin.waitForEvent('download');
    await first.getByRole('link', { name: `PDF of invoice ${number}` }).click();
    expect((await pdf).suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
    const csv = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Download GSTR-1 CSV' }).click();
    const file = await csv;
    expect(file.suggestedFilename()).toMatch(/^gstr1-\d{4}-\d{2}\.csv$/);
    const text = fs.readFileSync(await file.path(), 'utf8');
    expect(text).toContain(
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    );
    expect(text).toContain(number);
  });
});
