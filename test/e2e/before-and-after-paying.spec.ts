import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser.ts';
import { useAccount } from '../support/e2e-account.ts';

// A player sees what they pay for before paying (the qualifier's dates, the fee, every pass's
// prizes), applies a coupon, and gets a receipt with the match dates as a calendar file.

const { page } = useBrowser();

const { account, signIn } = useAccount('Receipt Player');

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

const dialog = () => page().locator('[role="dialog"][data-state="open"]');
const heading = (text: string) => dialog().getByRole('heading', { name: text, exact: true }).waitFor();

describe('before paying', () => {
  it('shows per game the platform, formats, the next qualifier, the fee and the prize pool on the landing page', async () => {
    const times = await matchTimes('bgmi');
    await page().goto('/');
    const card = page().getByRole('article', { name: 'BGMI' });
    await card.getByText('Mobile', { exact: true }).waitFor();
    await card.getByText('Solo or squad of 4').waitFor();
    await card.getByText(range(times), { exact: false }).waitFor();
    await card.getByText('From ₹500').waitFor();
    await card.getByText('Up to ₹1,75,000 solo, ₹3,35,000 squad').waitFor();
    const valorant = page().getByRole('article', { name: 'Valorant' });
    await valorant.getByText('PC', { exact: true }).waitFor();
    await valorant.getByText('Solo or squad of 5').waitFor();
    expect(await page().getByRole('article', { name: 'Fortnite' }).getByRole('button').isDisabled()).toBe(
      true,
    );
  });
});

describe('paying, with a coupon, for a receipt', () => {
  it('shows dates and every pass’s prizes before paying, applies a coupon, and ends on a receipt with a calendar file', async () => {
    const p = page();
    const times = await matchTimes('call-of-duty-mobile');
    await signIn(p);
    await p.goto('/');
    await p
      .getByRole('article', { name: 'Call Of Duty Mobile' })
      .getByRole('button', { name: 'Register' })
      .click();

    await heading('Personal Information');
    await dialog().getByLabel('Full Name', { exact: true }).fill('Receipt Player');
    await dialog().getByLabel('Phone Number').fill('9876501234');
    await dialog().getByLabel('Email', { exact: true }).fill(account.email);
    await dialog().getByLabel('State', { exact: true }).selectOption('Kerala');
    await dialog().getByLabel('City', { exact: true }).fill('Kochi');
    await dialog().getByLabel('Date of Birth').fill('1997-03-09');
    await dialog().getByRole('button', { name: 'Continue to Game Selection' }).click();

    await heading('Game Selection');
    const game = dialog().getByRole('radio', { name: 'Call Of Duty Mobile' });
    expect(await game.isChecked()).toBe(true);
    const description = await game.getAttribute('aria-describedby');
    await dialog()
      .locator(`[id="${description}"]`)
      .getByText(`Plays ${range(times)}`)
      .waitFor();
    await dialog().getByRole('button', { name: 'Continue' }).click();

    await heading('Tournament Category');
    await dialog().getByText('Solo', { exact: true }).click();
    await dialog().getByText('High Risk').click();
    // Both passes' prizes, side by side, before either is chosen.
    const table = dialog().getByRole('table', { name: 'What each pass pays' });
    const cells = await table.getByRole('row', { name: /^1st/ }).getByRole('cell').allTextContents();
    expect(cells).toEqual(['₹50,000', '₹16,000']);
    expect(
      await table
        .getByRole('row', { name: /^Prize pool/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(['₹1,75,000', '₹57,000']);
    expect(
      await dialog()
        .getByRole('radio', { name: /Max Pass/ })
        .isChecked(),
    ).toBe(false);
    await dialog().getByText('Max Pass').click();
    await dialog().getByRole('button', { name: 'Continue' }).click();

    await heading('Payment & Confirmation');
    const when = dialog().getByRole('region', { name: 'When You Play' });
    await when.getByText(`5 matches, ${range(times)}`).waitFor();
    for (const [name, href] of [
      ['rules', '/game-policy'],
      ['refund policy', '/refund-policy'],
      ['terms and conditions', '/terms-conditions'],
    ]) {
      const link = dialog().getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
    }

    // A wrong code is refused next to the field; the right one shows the new amount at once.
    const coupon = dialog().getByLabel('Coupon Code (optional)');
    await coupon.fill('NOT-A-CODE');
    await dialog().getByRole('button', { name: 'Apply' }).click();
    await dialog().getByText('Invalid coupon code').waitFor();
    expect(await coupon.getAttribute('aria-invalid')).toBe('true');
    await coupon.fill('welcome10');
    await dialog().getByRole('button', { name: 'Apply' }).click();
    await dialog().getByRole('status').getByText('WELCOME10 applied: ₹150 off, you pay').waitFor();
    await dialog().getByRole('button', { name: 'Pay ₹1,350' }).click();
    await dialog().getByRole('button', { name: 'Mark as Paid' }).click();

    await heading('Registration Complete');
    const receipt = dialog().getByTestId('receipt');
    await receipt.getByText('₹1,350 (coupon WELCOME10)').waitFor();
    await receipt.getByText(`${dateTime.format(new Date(times[0]!))} IST`).waitFor();
    const paymentId = (await receipt.locator('dd').nth(1).textContent())!;
    expect(paymentId).toMatch(/^[0-9a-f-]{36}$/);

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      dialog().getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('call-of-duty-mobile-qualifier.ics');
    const ics = fs.readFileSync(await download.path(), 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const starts = [...ics.matchAll(/^DTSTART:(\d{8}T\d{6}Z)\r$/gm)].map((m) => m[1]);
    expect(starts).toEqual(times.map((t) => t.replace(/[-:]/g, '').replace(/\.\d{3}/, '')));
    expect(ics).toContain('SUMMARY:Call Of Duty Mobile qualifier\\, match 1');

    await dialog().getByRole('button', { name: 'Complete Registration' }).click();
    await p.waitForURL(`${baseURL()}/dashboard`);
  });
});
