import type { Page } from '@playwright/test';
import { person, wizardOn } from '../support/wizard.ts';
import { expect, test, gotoReady } from './fixtures.ts';

// The whole registration with the keyboard alone: Tab, Shift+Tab, arrows, Space, Enter and typing;
// no click, no fill. Only signing in (not part of the registration) is done over HTTP.

/** What the focused element is called: its label, aria-label or text. */
const focusedName = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el) return '';
    const label = el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
    return label.replace(/\s+/g, ' ').trim();
  });

/** Presses Tab until the focused element's name matches (at most `limit` presses). */
async function tabTo(p: Page, name: RegExp, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (name.test(await focusedName(p))) return;
    await p.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name} (last: ${await focusedName(p)})`);
}

/** In a radio group (the focus on one of its radios), moves with the arrows to the one named. */
async function arrowTo(p: Page, name: RegExp, limit = 12): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (name.test(await focusedName(p))) {
      await p.keyboard.press('Space');
      return;
    }
    await p.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrows never reached ${name} (last: ${await focusedName(p)})`);
}

async function typeInto(p: Page, label: RegExp, text: string) {
  await tabTo(p, label);
  await p.keyboard.type(text);
}

test.describe('registration with the keyboard alone', () => {
  test('goes from Register Now to the credentials without a pointer', async ({ playerPage: p }) => {
    const { dialog, heading, toast } = wizardOn(p);
    await gotoReady(p, '/');
    await p.locator('h1').first().waitFor();

    await tabTo(p, /^Register Now$/);
    await p.keyboard.press('Enter');
    await heading('Personal Information');

    const player = person('Keys Only');
    await typeInto(p, /^Full Name/, player.name);
    await typeInto(p, /^Phone Number/, player.phone);
    await typeInto(p, /^Email/, player.email);
    await tabTo(p, /^State/);
    await p.keyboard.type(player.state); // a native select chooses by typing
    await expect(dialog().getByLabel('State', { exact: true })).toHaveValue(player.state);
    await typeInto(p, /^City/, player.city);
    // Typed as the field shows dates: dd/mm/yyyy.
    const [year, month, day] = player.dateOfBirth.split('-');
    await typeInto(p, /^Date of Birth/, `${day}/${month}/${year}`);
    await tabTo(p, /^Continue to Game Selection$/);
    await p.keyboard.press('Enter');

    await heading('Game Selection');
    await tabTo(p, /^BGMI|^Valorant|^Free Fire|^Pokemon|^Call of Duty|^Clash/); // the first game card
    await arrowTo(p, /^Valorant/);
    await tabTo(p, /^Continue$/);
    await p.keyboard.press('Enter');

    // Format, risk and pass: three radio groups one after the other.
    await tabTo(p, /^Solo/);
    await p.keyboard.press('Space');
    await tabTo(p, /^High Risk|^Low Risk/);
    await arrowTo(p, /^High Risk/);
    await tabTo(p, /^Max Pass|^Lite Pass/);
    await arrowTo(p, /^Lite Pass/);
    await tabTo(p, /^Continue$/);
    await p.keyboard.press('Enter');

    await heading('Payment & Confirmation');
    await tabTo(p, /^Pay ₹/);
    await p.keyboard.press('Enter');
    await dialog().getByText('Demo payment', { exact: true }).waitFor();
    await tabTo(p, /^Mark as Paid$/);
    await p.keyboard.press('Enter');
    await heading('Registration Complete');
    await toast('Payment successful! Registration completed!');
    expect(await dialog().locator('[data-credential="username"]').first().textContent()).toBeTruthy();
  });
});
