import type { Page } from '@playwright/test';
import { soloPayload, squadPayload } from '../support/registration.ts';
import { adminApi, type AdminApi } from './content-admin.ts';
import type { NewAccount } from '../support/e2e-account.ts';
import {
  baseURL,
  expect,
  test,
  gotoReady,
  reloadReady,
  signIn,
  buyPassByApi,
  randomMobile,
  newDesktopPlayer,
} from './fixtures.ts';

// The member dashboard on the player's own data (docs/product.md#screens, Dashboard):
// the paid pass, its transaction, the group's matches, results, notifications and the profile.

let admin: AdminApi;
test.beforeAll(async () => {
  admin = await adminApi();
});

interface Match {
  id: string;
  number: number;
  status: 'scheduled' | 'completed' | 'cancelled';
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * As the signed-in `account`, registers a solo Max Pass (high risk) for `game` and pays it with the mock gateway;
 * the admin then schedules the group's matches, all still to come (match n in n days). Each test
 * takes a game of its own: the demo seed already gives BGMI's group a schedule with results.
 */
async function paidPlayer(p: Page, { email }: NewAccount, game: string, squadOf = 0) {
  const person = { name: 'Dash Player', email, phone: randomMobile(), selectedGame: game };
  const participant = {
    id: await buyPassByApi(p.request, squadOf ? squadPayload(squadOf, person) : soloPayload(person)),
  };
  // The game credentials come with the paid registration.
  const paid = await p.request.get(`/api/participants/${participant.id}`);
  const credentials = (await paid.json()) as {
    gameUsername: string;
    gamePassword: string;
    teammates: { name: string; gameUsername: string; gamePassword: string }[];
  };

  const { matches } = await admin<{ matches: Match[] }>('POST', '/admin/matches/schedule', {
    participantId: participant.id,
  });
  // A retried test finds the schedule its first attempt made (and maybe moved): set it again.
  for (const match of matches.filter((m) => m.status === 'scheduled')) {
    await admin('PUT', `/admin/matches/${match.id}`, {
      scheduledAt: new Date(Date.now() + match.number * DAY_MS).toISOString(),
    });
  }
  return { email, participant, credentials, matches: matches.sort((a, b) => a.number - b.number) };
}

const tab = (p: Page, name: string) => p.getByRole('tab', { name, exact: true }).click();
const panel = (p: Page) => p.getByRole('tabpanel');
const toast = (p: Page, text: string) =>
  p.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();
const openDialog = (p: Page) => p.locator('[role="dialog"][data-state="open"]');

test.describe('member dashboard', () => {
  test.use({ accountName: 'Dash Player' });

  test('shows a paid player their pass, its transaction and their upcoming matches', async ({
    playerPage: p,
    account,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    const { credentials, matches } = await paidPlayer(p, account, 'valorant');

    await gotoReady(p, '/dashboard');
    await p.getByRole('heading', { level: 1, name: 'Member Dashboard' }).waitFor();
    for (const name of ['Overview', 'My Passes', 'Profile', 'Transactions', 'Upcoming', 'Past Matches'])
      await p.getByRole('tab', { name, exact: true }).waitFor();
    const membership = p.getByRole('region', { name: 'National Finals Membership' });
    await membership.getByText('Not Eligible').waitFor();
    await membership.getByText('₹24,000').waitFor();
    await membership.getByText('Complete 6 months of active participation and achieve Top 3 ranks').waitFor();
    await membership.getByText('0/6').waitFor();
    const active = p.getByRole('region', { name: 'Active Passes' });
    await active.getByText('Valorant · Solo').waitFor();
    await active.getByText('0/5 matches').waitFor();

    await tab(p, 'My Passes');
    await p.waitForURL(`${baseURL()}/dashboard?tab=passes`);
    const pass = panel(p).getByRole('article', { name: 'Valorant' });
    // What was paid is an entry fee for one qualifier (issue 27), on the card and in Transactions.
    for (const text of [
      'Solo · Max Pass · ₹1,500',
      'Entry fee for one qualifier',
      'High Risk',
      '0/5',
      'Not ranked yet',
    ])
      await pass.getByText(text, { exact: true }).waitFor();
    await pass.getByText('5 more matches needed to qualify for cash prizes').waitFor();
    // Its prize pool: High Risk, Max Pass pools have 280 players (decision 25).
    await expect(pass.getByTestId('pass-pool')).toHaveText(/^Pool \d+ · 280 players$/);
    await expect(panel(p).getByTestId('pass-card')).toHaveCount(1);

    await tab(p, 'Transactions');
    await panel(p).getByText('Max Pass for Valorant (Solo, High Risk)').click();
    const details = openDialog(p);
    await details.getByRole('heading', { name: 'Transaction Details' }).waitFor();
    for (const text of [
      'Transaction ID',
      'Completed',
      '₹1,500',
      'Entry fee for one qualifier',
      'Max Pass',
      'Solo',
      'High Risk',
      'Valorant',
    ])
      await details.getByText(text, { exact: true }).first().waitFor();
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    await tab(p, 'Upcoming');
    await panel(p).getByTestId('upcoming-match').nth(4).waitFor();
    const first = panel(p).getByRole('article', { name: 'Valorant · Match 1' });
    await first.getByText(/IST$/).first().waitFor();
    await first.getByText(/^Pool \d+$/).waitFor();
    // Check-in opens an hour before the start; the room details wait for it.
    const checkIn = first.getByRole('button', { name: 'Check in', exact: true });
    await expect(checkIn).toBeDisabled();
    const opens = first.locator(`[id="${await checkIn.getAttribute('aria-describedby')}"]`);
    expect(await opens.textContent()).toMatch(/^Check-in opens at .* IST\.$/);
    await first.getByText('Check in to see the room details').waitFor();
    await expect(first.getByRole('button', { name: 'Join Match' })).toHaveCount(0);

    // Released, and 30 minutes from the start: the player checks in from the card.
    const match1 = matches[0]!.id;
    await admin('PUT', `/admin/matches/${match1}/room`, { roomId: 'ROOM-7731', roomPassword: 'cobra42' });
    await admin('PUT', `/admin/matches/${match1}`, {
      scheduledAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    await reloadReady(p);
    await first.getByText(/^Check in before .* IST to play this match\.$/).waitFor();
    await first.getByRole('button', { name: 'Check in', exact: true }).click();
    await first.getByRole('button', { name: 'Checked in', exact: true }).waitFor();
    // Join Match waits for the room, and says how long.
    const join = first.getByRole('button', { name: 'Join Match' });
    await expect(join).toBeDisabled();
    const reason = first.locator(`[id="${await join.getAttribute('aria-describedby')}"]`);
    expect(await reason.textContent()).toMatch(
      /^Room opens in (\d+ (d|h) \d+ (h|min)|\d\d:\d\d) \(.* IST\)\.$/,
    );

    // 10 minutes from the start: the room shows, with copy buttons.
    await admin('PUT', `/admin/matches/${match1}`, {
      scheduledAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    await reloadReady(p);
    await first.getByText('ROOM-7731').waitFor();
    await first.getByRole('button', { name: 'Copy Room Password' }).click();
    await toast(p, 'Room Password copied!');
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe('cobra42');
    await first.getByRole('button', { name: 'Join Match' }).click();
    const room = openDialog(p);
    await room.getByRole('heading', { name: 'Room Details' }).waitFor();
    await room.getByText('ROOM-7731').waitFor();
    await room.getByText('cobra42').waitFor();

    // The game credentials open the same dashboard, in a browser that never signed in.
    const fresh = await newDesktopPlayer(browser);
    try {
      const other = await fresh.newPage();
      const login = await other.request.post('/auth/login', {
        data: { email: credentials.gameUsername, password: credentials.gamePassword },
      });
      expect(login.status()).toBe(200);
      await other.goto('/new-dashboard?tab=passes');
      await other.getByRole('tabpanel').getByRole('article', { name: 'Valorant' }).waitFor();
    } finally {
      await fresh.close();
    }
  });

  test('shows a posted result under Past Matches, with a notification that opening marks read', async ({
    playerPage: p,
    account,
  }) => {
    const { participant, matches } = await paidPlayer(p, account, 'pokemon-unite');
    await gotoReady(p, '/dashboard?tab=past-matches');
    await panel(p).getByText('No past matches yet.').waitFor();

    // The organisers admit the player (results are only for checked-in entries), then post.
    await admin('POST', `/admin/matches/${matches[0]!.id}/check-ins`, { participantId: participant.id });
    await admin('POST', `/admin/matches/${matches[0]!.id}/results`, {
      // Head-to-head: a win with no opponent is a bye, 3 points; prizes come with the pool's close.
      results: [{ participantId: participant.id, outcome: 'win' }],
    });
    await reloadReady(p);
    const result = panel(p).getByRole('article', { name: 'Pokemon Unite · Match 1' });
    for (const text of ['Win', 'Bye', '3']) await result.getByText(text, { exact: true }).waitFor();
    await expect(result.getByText('Prize')).toHaveCount(0);

    // Registration, payment and the result: all unread.
    const bell = p.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    const unread = Number(/(\d+)/.exec((await bell.getAttribute('aria-label'))!)![1]);
    expect(unread).toBeGreaterThan(0);
    await expect(p.getByTestId('notification-badge')).toHaveText(String(unread));

    await bell.click();
    const sheet = p.getByRole('dialog', { name: 'Notifications' });
    const notice = sheet.getByRole('article', { name: 'Results of Pokemon Unite match 1' });
    await notice.getByText('You had a bye, which counts as a win: 3 points.').waitFor();
    await notice.getByText('New').waitFor();
    // Seen: the badge goes, and stays gone after a reload.
    await p.getByTestId('notification-badge').waitFor({ state: 'detached' });
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });
    await p.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await reloadReady(p);
    await panel(p).getByText('Bye', { exact: true }).waitFor();
    await expect(p.getByTestId('notification-badge')).toHaveCount(0);
    await p.getByRole('button', { name: 'Notifications', exact: true }).click();
    await sheet.getByRole('article', { name: 'Results of Pokemon Unite match 1' }).waitFor();
    await expect(sheet.getByText('New', { exact: true })).toHaveCount(0);
  });

  test('saves the Profile tab on the server, so an edit survives a reload', async ({ page: p, account }) => {
    await gotoReady(p, '/dashboard');
    await p.getByRole('dialog', { name: 'Sign in to your account' }).waitFor();

    await signIn(p, account);
    await gotoReady(p, '/dashboard');
    await tab(p, 'Profile');
    const form = p.getByRole('form', { name: 'Profile' });
    const emailField = form.getByLabel('Email');
    await expect(emailField).toHaveValue(account.email);
    await expect(emailField).toBeDisabled();
    await form.getByText('Email cannot be changed').waitFor();
    await form.getByText('Must be 18+ to participate').waitFor();

    const phone = randomMobile();
    await form.getByLabel('Full Name').fill('Meera Iyer');
    // The public name's hint shows the default, worked out from the full name as it is typed.
    await form.getByText('Leave empty to show “Meera I.”').waitFor();
    await form.getByLabel('Public name').fill('Ace_07');
    await form.getByLabel('Phone Number').fill(phone);
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('City').fill('Chennai');
    await form.getByLabel('State').selectOption('Tamil Nadu');
    // The address and PIN code the GST invoices name; a PIN starting with 0 is refused.
    await form.getByText('Your address and state appear on your GST invoices.').waitFor();
    await form.getByLabel('Address').fill('12, Anna Salai, Teynampet');
    await form.getByLabel('PIN code').fill('060018');
    // The date of birth, not an age: the age follows from it.
    await form.getByLabel('Date of Birth').fill(`${new Date().getFullYear() - 16}-03-01`);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.locator('[data-slot="field-error"]', { hasText: 'Must be 18+ to participate' }).waitFor();
    await expect(form.getByLabel('Date of Birth')).toHaveAttribute('aria-invalid', 'true');
    await form
      .locator('[data-slot="field-error"]', { hasText: 'PIN code must be 6 digits and cannot start with 0' })
      .waitFor();
    await expect(form.getByLabel('PIN code')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('PIN code').fill('600018');
    await form.getByLabel('Date of Birth').fill('1999-04-21');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toast(p, 'Profile updated successfully!');

    await reloadReady(p);
    await tab(p, 'Profile');
    await expect(form.getByLabel('Full Name')).toHaveValue('Meera Iyer');
    await expect(form.getByLabel('Public name')).toHaveValue('Ace_07');
    await expect(form.getByLabel('Phone Number')).toHaveValue(phone);
    await expect(form.getByLabel('Gender')).toHaveValue('female');
    await expect(form.getByLabel('Date of Birth')).toHaveValue('21/04/1999');
    await expect(form.getByLabel('City')).toHaveValue('Chennai');
    await expect(form.getByLabel('State')).toHaveValue('Tamil Nadu');
    await expect(form.getByLabel('Address')).toHaveValue('12, Anna Salai, Teynampet');
    await expect(form.getByLabel('PIN code')).toHaveValue('600018');
  });

  test("shows a teammate who signs in with their game credentials only their pass, never the owner's account", async ({
    playerPage: owner,
    account,
    browser,
  }) => {
    const { email, credentials } = await paidPlayer(owner, account, 'free-fire-max', 3);
    const mate = credentials.teammates[0]!;

    const fresh = await newDesktopPlayer(browser);
    try {
      const p = await fresh.newPage();
      const login = await p.request.post('/auth/login', {
        data: { email: mate.gameUsername, password: mate.gamePassword },
      });
      expect(login.status()).toBe(200);
      await p.goto('/dashboard');
      await p.getByRole('heading', { level: 1, name: 'Member Dashboard' }).waitFor();
      const tabs = await p.getByRole('tab').allTextContents();
      expect(tabs).toEqual(['Overview', 'My Passes', 'Upcoming', 'Past Matches']);

      const yours = p.getByRole('region', { name: 'Your Pass' });
      await yours.getByText('Free Fire Max · Squad').waitFor();
      await yours.getByText('Teammate 1', { exact: true }).waitFor();
      await yours.getByText(mate.gameUsername, { exact: true }).waitFor();
      await yours.getByText(mate.gamePassword, { exact: true }).waitFor();
      const squad = p.getByRole('region', { name: 'Squad' });
      for (const name of ['Dash Player', 'Teammate 1 (you)', 'Teammate 2'])
        await squad.getByText(name, { exact: true }).waitFor();
      for (const hidden of [email, credentials.gamePassword, credentials.teammates[1]!.gamePassword])
        await expect(p.getByText(hidden)).toHaveCount(0);

      await tab(p, 'Upcoming');
      await panel(p).getByRole('article', { name: 'Free Fire Max · Match 1' }).waitFor();
      await tab(p, 'My Passes');
      await panel(p).getByRole('article', { name: 'Free Fire Max', exact: true }).waitFor();
      await expect(panel(p).getByTestId('pass-card')).toHaveCount(1);

      // No account to manage: the user menu offers the dashboard and signing out only, no bell.
      await p.getByRole('button', { name: 'Open user menu' }).click();
      const menu = p.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
      expect((await menu.getByRole('menuitem').allTextContents()).map((item) => item.trim())).toEqual([
        'Dashboard',
        'Sign Out',
      ]);
      await p.keyboard.press('Escape');
      await expect(p.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);

      await p.goto('/profile');
      await p.getByText('You are signed in with game credentials', { exact: false }).waitFor();
      expect((await p.request.get('/auth/me')).status()).toBe(403);
      const deletion = await p.request.post('/api/auth/delete-user', {
        data: {},
        headers: { origin: baseURL() },
      });
      expect(deletion.status()).toBe(403);
      expect((await owner.request.get('/auth/me')).status()).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
