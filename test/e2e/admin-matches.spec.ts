import type { BrowserContext, Page } from '@playwright/test';
import { adminApi, type AdminApi } from './content-admin.ts';
import {
  expect,
  test,
  unique,
  waitForToast,
  gotoReady,
  reloadReady,
  newDesktopPlayer,
  paidPlayer,
} from './fixtures.ts';

// The organiser console's Matches section: the admin finds a paid player's group match, records
// the group's results in one form, publishes a room and cancels a match; the player then sees the
// result on their dashboard.

const GAME = { slug: 'call-of-duty-mobile', name: 'Call Of Duty Mobile' };
const PLACEMENT_GAME = { slug: 'bgmi', name: 'BGMI' };
const DAY_MS = 24 * 60 * 60_000;

interface Match {
  id: string;
  number: number;
  status: 'scheduled' | 'completed' | 'cancelled';
  scheduledAt: string;
}

let admin: AdminApi;
test.beforeAll(async () => {
  admin = await adminApi();
});

/**
 * A new player, signed in in a browser context of their own, with a paid solo pass for `game`, and
 * their group's matches still to come.
 */
async function matchdayPlayer(player: BrowserContext, game = GAME) {
  const { name, participantId: id } = await paidPlayer(
    player.request,
    { selectedGame: game.slug },
    `Matchday ${unique()}`,
  );

  // The group's schedule (the one the payment made, or an earlier run's), all still to come.
  const { matches } = await admin<{ matches: Match[] }>('POST', '/admin/matches/schedule', {
    participantId: id,
  });
  const open = matches.filter((m) => m.status === 'scheduled').sort((a, b) => a.number - b.number);
  expect(open.length).toBeGreaterThanOrEqual(3);
  for (const match of open)
    await admin('PUT', `/admin/matches/${match.id}`, {
      scheduledAt: new Date(Date.now() + match.number * DAY_MS).toISOString(),
    });
  return { name, participantId: id, open };
}

const query = (p: Page) => Object.fromEntries(new URL(p.url()).searchParams);

test.describe('admin matches', () => {
  test("records a group's results in the console, and the player sees theirs on the dashboard", async ({
    adminPage: p,
    browser,
  }) => {
    const player = await newDesktopPlayer(browser);
    try {
      const { name, open } = await matchdayPlayer(player);
      const [first, second, last] = [open[0]!, open[1]!, open.at(-1)!];

      // The list, filtered by game and status: the filters go in the URL next to the section.
      await gotoReady(p, '/admin?section=matches');
      await p.getByRole('heading', { level: 1, name: 'Matches' }).waitFor();
      await p.getByLabel('Game', { exact: true }).selectOption(GAME.name);
      await p
        .locator(`a[href*="game=${encodeURIComponent(GAME.name).replace(/%20/g, '+')}"]`)
        .first()
        .waitFor();
      await p.getByLabel('Status', { exact: true }).selectOption('scheduled');
      await expect.poll(() => query(p)).toEqual({ section: 'matches', game: GAME.name, status: 'scheduled' });
      // The match's link carries the filters.
      const link = p.locator(`a[href*="status=scheduled"][href*="match=${first.id}"]`);
      await link.waitFor();
      const row = p.getByRole('row').filter({ has: link });
      await row.getByText('Scheduled', { exact: true }).waitFor();
      await row.getByText('Not published').waitFor();
      await row.getByText(/IST$/).waitFor();
      await expect(p.getByRole('row', { name: /^BGMI/ })).toHaveCount(0);

      // The match's detail keeps the filters in the URL, and survives a reload.
      await link.click();
      await expect.poll(() => query(p).match).toBe(first.id);
      expect(query(p)).toMatchObject({ section: 'matches', game: GAME.name, status: 'scheduled' });
      await reloadReady(p);
      await p.getByRole('heading', { level: 2, name: `${GAME.name} · Match ${first.number}` }).waitFor();

      // Results: the form checks before sending. Call Of Duty Mobile is head-to-head: outcome,
      // opponent and score; no points or prize to type.
      const results = p.locator('form', { has: p.getByRole('button', { name: 'Save results' }) });
      await expect(results.getByLabel('Points')).toHaveCount(0);
      await expect(results.getByLabel('Prize (₹)')).toHaveCount(0);
      await results.getByRole('button', { name: 'Save results' }).click();
      await results.getByText('Give at least one result.').waitFor();
      const mine = results.getByRole('group', { name, exact: true });
      await mine.getByLabel('Score for').fill('-1');
      await results.getByRole('button', { name: 'Save results' }).click();
      await mine.getByText('Score for must be at least 0').waitFor();
      await mine.getByText('Choose win, loss or draw').waitFor();
      await mine.getByLabel('Outcome').selectOption('loss');
      await mine.getByLabel('Score for').fill('');
      await results.getByRole('button', { name: 'Save results' }).click();
      await mine.getByText('A loss needs an opponent; only a win can be a bye').waitFor();

      // A win with no opponent: a bye.
      await mine.getByLabel('Outcome').selectOption('win');
      // The player never checked in: a no-show gets no result, and the server names them.
      await results.getByRole('button', { name: 'Save results' }).click();
      await results.getByText(`Not checked in to this match: ${name}.`, { exact: false }).waitFor();

      // The check-in list: the organiser re-admits the player (until the start), then saves.
      const checkIn = p.getByRole('region', { name: 'Check-in' });
      const entry = checkIn.getByTestId('check-in-entry').filter({ hasText: name });
      await entry.getByText('Not checked in').waitFor();
      await entry.getByRole('button', { name: `Re-admit ${name}` }).click();
      await waitForToast(p, `${name} is admitted.`);
      await entry.getByText(/^Admitted .* IST by /).waitFor();
      await expect(entry.getByRole('button', { name: `Re-admit ${name}` })).toHaveCount(0);
      await results.getByRole('button', { name: 'Save results' }).click();
      await waitForToast(p, `saved for ${GAME.name} match ${first.number}.`);
      const card = p.getByRole('heading', { level: 2, name: `${GAME.name} · Match ${first.number}` });
      await card.getByText('Completed', { exact: true }).waitFor();
      await expect(mine.getByLabel('Outcome')).toHaveValue('win');
      // A completed match is not moved again.
      await expect(p.getByRole('button', { name: 'Reschedule' })).toBeDisabled();
      await expect(p.getByRole('button', { name: 'Cancel match' })).toHaveCount(0);

      // Another match: room details (both fields required), then a cancel after confirming.
      await gotoReady(p, `/admin?section=matches&match=${second.id}`);
      await p.getByRole('heading', { level: 2, name: `${GAME.name} · Match ${second.number}` }).waitFor();
      await p.getByLabel('Room ID').fill('CODM-5521');
      await p.getByRole('button', { name: 'Publish room details' }).click();
      await p.getByText('Room password is required').waitFor();
      await p.getByLabel('Room password').fill('viper9');
      await p.getByRole('button', { name: 'Publish room details' }).click();
      await waitForToast(p, 'Room details sent to group');
      await p.getByText('Published: CODM-5521').waitFor();

      await gotoReady(p, `/admin?section=matches&match=${last.id}`);
      await p.getByRole('button', { name: 'Cancel match' }).click();
      const confirm = p.getByRole('alertdialog');
      await confirm.getByText(`Cancel ${GAME.name} match ${last.number}?`).waitFor();
      await confirm.getByRole('button', { name: 'Cancel match' }).click();
      await waitForToast(p, `${GAME.name} match ${last.number} is cancelled.`);
      await p.getByText('This match was cancelled; it takes no results.').waitFor();

      // Back in the list, the filters still apply: the completed and cancelled matches are gone.
      await p.getByRole('link', { name: 'Back to matches' }).click();
      await expect.poll(() => query(p)).toEqual({ section: 'matches' });
      await p.getByLabel('Status', { exact: true }).selectOption('completed');
      await p.locator(`a[href*="match=${first.id}"]`).waitFor();

      // The player sees the result under Past Matches.
      const mobile = await player.newPage();
      await mobile.goto('/dashboard?tab=past-matches');
      const result = mobile
        .getByRole('tabpanel')
        .getByRole('article', { name: `${GAME.name} · Match ${first.number}` });
      for (const text of ['Win', 'Bye', '3']) await result.getByText(text, { exact: true }).waitFor();
    } finally {
      await player.close();
    }
  });

  test('enters placement results and imports a lobby file after a preview', async ({
    adminPage: p,
    browser,
  }) => {
    const player = await newDesktopPlayer(browser);
    try {
      const { name, participantId, open } = await matchdayPlayer(player, PLACEMENT_GAME);
      const { gameUsername } = await (await player.request.get(`/api/participants/${participantId}`)).json();
      const [first, second] = [open[0]!, open[1]!];
      // The organisers admit the player to both matches (results are only for checked-in entries).
      for (const match of [first, second])
        await admin('POST', `/admin/matches/${match.id}/check-ins`, { participantId });

      // BGMI scores by placement: placement and finishes in, the points shown as the server counts.
      await gotoReady(p, `/admin?section=matches&match=${first.id}`);
      const results = p.locator('form', { has: p.getByRole('button', { name: 'Save results' }) });
      const mine = results.getByRole('group', { name, exact: true });
      await mine.getByLabel('Placement').fill('1');
      await mine.getByLabel('Finishes').fill('4');
      await expect(mine.getByLabel('Points')).toHaveText('14');
      await results.getByRole('button', { name: 'Save results' }).click();
      await waitForToast(p, `saved for ${PLACEMENT_GAME.name} match ${first.number}.`);
      await expect(mine.getByLabel('Placement')).toHaveValue('1');

      // The next match's lobby file: previewed, its problems named by line, nothing saved. No pool
      // holds 999 entries, so a placement of 999 is out of range too.
      await gotoReady(p, `/admin?section=matches&match=${second.id}`);
      const importer = p.getByRole('region', { name: 'Import results' });
      await importer
        .getByLabel('Or paste it')
        .fill(`username,placement,finishes\n${gameUsername},999,3\nNOBODY00,1,0\n`);
      await importer.getByRole('button', { name: 'Preview' }).click();
      await importer.getByText('Line 3: unknown username NOBODY00').waitFor();
      await importer.getByText(/^Line 2: placement 999 is out of range: the match has \d+ entr/).waitFor();
      await expect(importer.getByRole('button', { name: 'Import 2 results' })).toBeDisabled();

      // Fixed, previewed again, then imported.
      await importer.getByLabel('Or paste it').fill(`username,placement,finishes\n${gameUsername},1,3\n`);
      await importer.getByRole('button', { name: 'Preview' }).click();
      await importer.getByText('No problems: 1 result ready to import.').waitFor();
      const preview = importer.getByTestId('import-preview');
      await preview.getByRole('cell', { name, exact: true }).waitFor();
      await preview.getByRole('cell', { name: '13', exact: true }).waitFor();
      await importer.getByRole('button', { name: 'Import 1 result' }).click();
      await waitForToast(p, `1 result imported for ${PLACEMENT_GAME.name} match ${second.number}.`);
      const card = p.getByRole('heading', {
        level: 2,
        name: `${PLACEMENT_GAME.name} · Match ${second.number}`,
      });
      await card.getByText('Completed', { exact: true }).waitFor();
      await expect(results.getByRole('group', { name, exact: true }).getByLabel('Placement')).toHaveValue(
        '1',
      );

      // The player sees placement, finishes and points under Past Matches.
      const page = await player.newPage();
      await page.goto('/dashboard?tab=past-matches');
      const result = page
        .getByRole('tabpanel')
        .getByRole('article', { name: `${PLACEMENT_GAME.name} · Match ${second.number}` });
      for (const text of ['Placement', '#1', 'Finishes', '3', 'Points', '13'])
        await result.getByText(text, { exact: true }).waitFor();
    } finally {
      await player.close();
    }
  });

  test('builds a match line-up once check-in has closed, and the player sees their lobby', async ({
    adminPage: p,
    browser,
  }) => {
    const player = await newDesktopPlayer(browser);
    try {
      const { name, participantId, open } = await matchdayPlayer(player, PLACEMENT_GAME);
      const match = open[2]!;
      await admin('POST', `/admin/matches/${match.id}/check-ins`, { participantId });
      const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
      await admin('PUT', `/admin/matches/${match.id}/check-in`, {
        opensAt: minutes(-120),
        closesAt: minutes(-1),
      });

      await gotoReady(p, `/admin?section=matches&match=${match.id}`);
      const lineup = p.getByRole('region', { name: 'Line-up' });
      await lineup.getByRole('button', { name: 'Build line-up' }).click();
      await waitForToast(p, `The line-up of match ${match.number} is built.`);
      await lineup
        .getByTestId('lineup-group')
        .filter({ hasText: name })
        .getByText(/^Lobby \d+$/)
        .waitFor();

      const page = await player.newPage();
      await page.goto('/dashboard?tab=upcoming');
      const card = page.getByTestId('upcoming-match').filter({ hasText: `Match ${match.number}` });
      await expect(card.getByRole('definition').filter({ hasText: /^Lobby \d+$/ })).toBeVisible();

      // Before any result the organiser can discard it (confirmed first) and build it again.
      await lineup.getByRole('button', { name: 'Discard line-up' }).click();
      await p.getByRole('alertdialog').getByRole('button', { name: 'Discard line-up' }).click();
      await waitForToast(p, `The line-up of match ${match.number} is discarded.`);
      await lineup.getByRole('button', { name: 'Build line-up' }).click();
      await waitForToast(p, `The line-up of match ${match.number} is built.`);
      await lineup.getByTestId('lineup-group').filter({ hasText: name }).waitFor();
    } finally {
      await player.close();
    }
  });

  test("schedules a group's matches in a form that shows what is wrong next to the field", async ({
    adminPage: p,
    browser,
  }) => {
    const player = await newDesktopPlayer(browser);
    try {
      const { participantId } = await matchdayPlayer(player);
      const groupMatches = () =>
        admin<Match[]>('GET', `/admin/matches?participantId=${participantId}`).then((list) =>
          list.map((m) => [m.id, m.scheduledAt, m.status]),
        );
      const before = await groupMatches();
      await gotoReady(p, '/admin?section=matches');
      await p.getByRole('button', { name: 'Schedule matches' }).click();
      await expect.poll(() => query(p)).toEqual({ section: 'matches', schedule: 'new' });
      const dialog = p.getByRole('dialog', { name: "Schedule a group's matches" });
      const registration = dialog.getByLabel('Registration ID');
      const schedule = dialog.getByRole('button', { name: 'Schedule', exact: true });

      // Neither ID, then one that is not an ID: the schema's messages, next to the field.
      await schedule.click();
      await dialog.getByText('Give a registration ID or a group ID').waitFor();
      await expect(registration).toHaveAttribute('aria-invalid', 'true');
      await registration.fill('not-a-registration');
      await schedule.click();
      await dialog
        .getByText('A registration ID is a UUID, e.g. 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed')
        .waitFor();
      // A registration the server does not know: its message, next to the field.
      await registration.fill('00000000-0000-4000-8000-000000000000');
      await schedule.click();
      await dialog.getByText('Registration not found').waitFor();
      await expect(registration).toHaveAttribute('aria-invalid', 'true');
      expect(await groupMatches()).toEqual(before);

      // The paid player's group: its payment scheduled it, so it keeps its matches, listed.
      await registration.fill(participantId);
      await dialog.getByLabel('First match (IST)').fill('2031-01-05T19:00');
      await schedule.click();
      await waitForToast(p, 'already has its matches; nothing was changed.');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => query(p)).toEqual({ section: 'matches', game: GAME.name });
      for (const [id] of before) await p.locator(`a[href*="match=${id}"]`).waitFor();
      expect(await groupMatches()).toEqual(before);
    } finally {
      await player.close();
    }
  });

  test("shows the server's message for a match it does not know", async ({ adminPage: p }) => {
    await gotoReady(p, '/admin?section=matches&match=not-a-match');
    await p.getByRole('alert').getByText('Match not found').waitFor();
  });
});
