import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { baseURL, expect, test, gotoReady } from './fixtures.ts';

// A player sees what they pay for before paying (the qualifier's dates, the fee, every pass's
// prizes), applies a coupon, and gets a receipt with the match dates as a calendar file.

test.use({ accountName: 'Receipt Player' });

const IST = 'Asia/Kolkata';
const day = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: IST, dateStyle: 'medium', timeStyle: 'short' });
const range = (times: string[]) =>
  `${day.format(new Date(times[0]!))} – ${day.format(new Date(times.at(-1)!))}`;

async function matchTimes(game: string): Promise<string[]> {
  const res = await fetch(`${baseURL()}/api/qualifiers/next`);
  const list = (await res.json()) as { game: string; playFormat: string; matchTimes: string[] }[];
  return list.find((q) => q.game === game && q.playFormat === 'solo')!.matchTimes;
}

const dialog = (p: Page) => p.locator('[role="dialog"][data-state="open"]');
const heading = (p: Page, text: string) =>
  dialog(p).getByRole('heading', { name: text, exact: true }).waitFor();

test.describe('before paying', () => {
  test('shows per game the platform, formats, the next qualifier, the fee and the prize pool on the landing page', async ({
    page,
  }) => {
    const times = await matchTimes('bgmi');
    await gotoReady(page, '/');
    const card = page.getByRole('article', { name: 'BGMI' });
    await card.getByText('Mobile', { exact: true }).waitFor();
    await card.getByText('Solo or squad of 4').waitFor();
    await card.getByText(range(times), { exact: false }).waitFor();
    await card.getByText('From ₹500').waitFor();
    await card.getByText('Up to ₹1,75,000 solo, ₹3,35,000 squad').waitFor();
    const valorant = page.getByRole('article', { name: 'Valorant' });
    await valorant.getByText('PC', { exact: true }).waitFor();
    await valorant.getByText('Solo or squad of 5').waitFor();
    await expect(page.getByRole('article', { name: 'Fortnite' }).getByRole('button')).toBeDisabled();
  });
});

test.describe('paying, with a coupon, for a receipt', () => {
  test('shows dates and every pass’s prizes before paying, applies a coupon, and ends on a receipt with a calendar file', async ({
    playerPage: p,
    account,
  }) => {
    const times = await matchTimes('call-of-duty-mobile');
    await gotoReady(p, '/');
    await p
      .getByRole('article', { name: 'Call Of Duty Mobile' })
      .getByRole('button', { name: 'Register' })
      .click();

    await heading(p, 'Personal Information');
    await dialog(p).getByLabel('Full Name', { exact: true }).fill('Receipt Player');
    await dialog(p).getByLabel('Phone Number').fill('9876501234');
    await dialog(p).getByLabel('Email', { exact: true }).fill(account.email);
    await dialog(p).getByLabel('State', { exact: true }).selectOption('Kerala');
    await dialog(p).getByLabel('City', { exact: true }).fill('Kochi');
    await dialog(p).getByLabel('Date of Birth').fill('1997-03-09');
    await dialog(p).getByRole('button', { name: 'Continue to Game Selection' }).click();

    await heading(p, 'Game Selection');
    const game = dialog(p).getByRole('radio', { name: 'Call Of Duty Mobile' });
    await expect(game).toBeChecked();
    const description = await game.getAttribute('aria-describedby');
    await dialog(p)
      .locator(`[id="${description}"]`)
      .getByText(`Plays ${range(times)}`)
      .waitFor();
    await dialog(p).getByRole('button', { name: 'Continue' }).click();

    await heading(p, 'Tournament Category');
    await dialog(p).getByText('Solo', { exact: true }).click();
    await dialog(p).getByText('High Risk').click();
    // Both passes' prizes, side by side, before either is chosen.
    const table = dialog(p).getByRole('table', { name: 'What each pass pays' });
    const cells = await table.getByRole('row', { name: /^1st/ }).getByRole('cell').allTextContents();
    expect(cells).toEqual(['₹50,000', '₹16,000']);
    expect(
      await table
        .getByRole('row', { name: /^Prize pool/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(['₹1,75,000', '₹57,000']);
    await expect(dialog(p).getByRole('radio', { name: /Max Pass/ })).not.toBeChecked();
    await dialog(p).getByText('Max Pass').click();
    await dialog(p).getByRole('button', { name: 'Continue' }).click();

    await heading(p, 'Payment & Confirmation');
    const when = dialog(p).getByRole('region', { name: 'When You Play' });
    await when.getByText(`5 matches, ${range(times)}`).waitFor();
    for (const [name, href] of [
      ['rules', '/game-policy'],
      ['refund policy', '/refund-policy'],
      ['terms and conditions', '/terms-conditions'],
    ] as const) {
      const link = dialog(p).getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }

    // A wrong code is refused next to the field; the right one shows the new amount at once.
    const coupon = dialog(p).getByLabel('Coupon Code (optional)');
    await coupon.fill('NOT-A-CODE');
    await dialog(p).getByRole('button', { name: 'Apply' }).click();
    await dialog(p).getByText('Invalid coupon code').waitFor();
    await expect(coupon).toHaveAttribute('aria-invalid', 'true');
    await coupon.fill('welcome10');
    await dialog(p).getByRole('button', { name: 'Apply' }).click();
    await dialog(p).getByRole('status').getByText('WELCOME10 applied: ₹150 off, you pay').waitFor();
    await dialog(p).getByRole('button', { name: 'Pay ₹1,350' }).click();
    await dialog(p).getByRole('button', { name: 'Mark as Paid' }).click();

    await heading(p, 'Registration Complete');
    const receipt = dialog(p).getByTestId('receipt');
    await receipt.getByText('₹1,350 (coupon WELCOME10)').waitFor();
    await receipt.getByText(`${dateTime.format(new Date(times[0]!))} IST`).waitFor();
    const paymentId = (await receipt.locator('dd').nth(1).textContent())!;
    expect(paymentId).toMatch(/^[0-9a-f-]{36}$/);

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      dialog(p).getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('call-of-duty-mobile-qualifier.ics');
    const ics = fs.readFileSync(await download.path(), 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const starts = [...ics.matchAll(/^DTSTART:(\d{8}T\d{6}Z)\r$/gm)].map((m) => m[1]);
    expect(starts).toEqual(times.map((t) => t.replace(/[-:]/g, '').replace(/\.\d{3}/, '')));
    expect(ics).toContain('SUMMARY:Call Of Duty Mobile qualifier\\, match 1');

    // The pass's GST tax invoice (decision 27), numbered on the receipt and downloaded as a PDF.
    const invoiceNumber = (await receipt.locator('dd').last().textContent())!;
    expect(invoiceNumber).toMatch(/^AC\/\d{2}-\d{2}\/\d{6}$/);
    const [invoice] = await Promise.all([
      p.waitForEvent('download'),
      dialog(p).getByRole('link', { name: 'Download invoice' }).click(),
    ]);
    expect(invoice.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`);
    expect(
      fs
        .readFileSync(await invoice.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await dialog(p).getByRole('button', { name: 'Complete Registration' }).click();
    await p.waitForURL(`${baseURL()}/dashboard`);
  });
});
