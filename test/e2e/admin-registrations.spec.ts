import type { Page } from '@playwright/test';
import { squadPayload } from '../support/registration.ts';
import {
  expect,
  test,
  unique,
  waitForToast,
  gotoReady,
  reloadReady,
  newAccount,
  signedUp,
  buyPassByApi,
  randomMobile,
} from './fixtures.ts';

// The organiser console's Registrations (docs/product.md#api) on a registration a player made over
// HTTP: a paid Free Fire Max squad of four. The admin finds it by the player's e-mail, narrows the
// list by game and payment status, opens it and reveals its credentials behind a confirmation.

const GAME = { slug: 'free-fire-max', name: 'Free Fire Max' };
const OTHER_GAME = { slug: 'valorant', name: 'Valorant' };
const player = { name: `Regs Player ${unique()}`, email: `registrations.${unique()}@example.in` };
let registrationId: string;
let captainPassword: string;

/** A new player who registers a squad for GAME and pays with the mock gateway, over plain HTTP. */
test.beforeAll(async () => {
  const http = await signedUp(newAccount(player.name, player.email));
  try {
    registrationId = await buyPassByApi(
      http,
      squadPayload(3, { ...player, phone: randomMobile(), selectedGame: GAME.slug }),
    );
    const mine = await http.get(`/api/participants/${registrationId}`);
    ({ gamePassword: captainPassword } = (await mine.json()) as { gamePassword: string });
    expect(captainPassword).toMatch(/^\d{6}$/);
  } finally {
    await http.dispose();
  }
});

const query = (p: Page) => Object.fromEntries(new URL(p.url()).searchParams);
const playerRow = (p: Page) => p.getByRole('row', { name: new RegExp(player.email.replace(/\./g, '\\.')) });

test.describe('admin registrations', () => {
  test("finds a player's registration by e-mail, filters by game and status, opens it and reveals its credentials", async ({
    adminPage: p,
    context,
  }) => {
    await gotoReady(p, '/admin');
    await p.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Registrations' }).click();
    await p.getByRole('heading', { level: 1, name: 'Registrations' }).waitFor();
    await p.getByRole('table').waitFor();

    // The search, by the player's e-mail: one row, with what the list says of it.
    await p.getByRole('searchbox', { name: 'Search registrations' }).fill(player.email);
    await p.waitForURL((url) => url.searchParams.get('q') === player.email);
    await p.getByText('Showing 1–1 of 1').waitFor();
    // At the phone width each row is a card: the page does not scroll sideways.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    const cells = await playerRow(p).getByRole('cell').allTextContents();
    expect(cells.slice(1)).toEqual([
      GAME.name,
      'Squad',
      '4',
      'High Risk',
      'VIP · ₹2,000',
      'Paid',
      expect.any(String),
    ]);

    // Another game: nothing; its game and then paid ones: the row again. The URL keeps it all.
    await p.getByLabel('Game', { exact: true }).selectOption(OTHER_GAME.slug);
    await p.getByText('No registrations match these filters.').waitFor();
    expect(query(p)).toEqual({ section: 'registrations', q: player.email, game: OTHER_GAME.slug });
    await p.getByLabel('Game', { exact: true }).selectOption(GAME.slug);
    await p.getByLabel('Payment status', { exact: true }).selectOption('paid');
    await playerRow(p).waitFor();
    expect(query(p)).toEqual({ section: 'registrations', q: player.email, game: GAME.slug, status: 'paid' });
    await p.getByLabel('Payment status', { exact: true }).selectOption('pending_payment');
    await p.getByText('No registrations match these filters.').waitFor();
    await p.getByLabel('Payment status', { exact: true }).selectOption('');

    // A reload shows the same list.
    await reloadReady(p);
    await playerRow(p).waitFor();
    await expect(p.getByRole('searchbox', { name: 'Search registrations' })).toHaveValue(player.email);
    await expect(p.getByLabel('Game', { exact: true })).toHaveValue(GAME.slug);

    // The detail, under the list's URL: the pass, its payment, the squad with passwords hidden.
    await playerRow(p).getByRole('link', { name: player.name }).click();
    await p.waitForURL((u) => u.searchParams.get('registration') === registrationId);
    expect(query(p)).toMatchObject({ section: 'registrations', q: player.email, game: GAME.slug });
    await p.getByRole('heading', { level: 2, name: new RegExp(player.name) }).waitFor();
    await p.getByRole('heading', { level: 2, name: /^Squad members/ }).waitFor();
    for (const name of ['Teammate 1', 'Teammate 2', 'Teammate 3'])
      await p.getByText(name, { exact: true }).first().waitFor();
    await expect(p.getByText('Hidden', { exact: true })).toHaveCount(4);
    await p.getByText(/^Paid \d/).waitFor();
    await expect(p.getByText(captainPassword, { exact: true })).toHaveCount(0);

    // Revealing is confirmed first; cancelling shows nothing.
    await p.getByRole('button', { name: 'Reveal credentials' }).click();
    let confirm = p.getByRole('alertdialog', { name: /^Reveal the game passwords/ });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect(p.getByText('Hidden', { exact: true })).toHaveCount(4);
    await p.getByRole('button', { name: 'Reveal credentials' }).click();
    confirm = p.getByRole('alertdialog', { name: /^Reveal the game passwords/ });
    await confirm.getByRole('button', { name: 'Reveal credentials' }).click();
    await waitForToast(p, 'Credentials revealed.');
    await p.getByText(captainPassword, { exact: true }).first().waitFor();
    await expect(p.getByText('Hidden', { exact: true })).toHaveCount(0);
    await p.getByRole('button', { name: 'Hide passwords' }).click();
    await expect(p.getByText('Hidden', { exact: true })).toHaveCount(4);

    // The reveal is in the audit log; back to the list keeps its filters.
    const audit = await context.request.get(
      `/admin/audit?entity=Participant&entityId=${registrationId}&action=participant.credentials.reveal`,
    );
    expect(audit.status(), await audit.text()).toBe(200);
    expect(JSON.stringify(await audit.json())).toContain('participant.credentials.reveal');
    await p.getByRole('link', { name: 'Back to registrations' }).click();
    await playerRow(p).waitFor();
    expect(query(p)).toEqual({ section: 'registrations', q: player.email, game: GAME.slug });
  });

  test("shows the server's message for a registration it does not know", async ({ adminPage: p }) => {
    await gotoReady(p, '/admin?section=registrations&registration=00000000-0000-4000-8000-000000000000');
    await p.getByText('Registration not found').waitFor();
    await p.getByRole('link', { name: 'Back to registrations' }).waitFor();
  });
});
