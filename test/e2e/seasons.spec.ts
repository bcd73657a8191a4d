import { seasonMonths } from '../../src/shared/championship-rules.ts';
import { indianMonth } from '../../src/shared/india-time.ts';
import { adminApi } from './content-admin.ts';
import {
  baseURL,
  expect,
  gotoReady,
  newDesktopPlayer,
  paidPlayer,
  test,
  unique,
  waitForToast,
} from './fixtures.ts';

const seasonEnd = (start: string) => seasonMonths(start).at(-1)!;
/** "September 2025", as the pages name a yyyy-mm month in English. */
const monthName = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

// A season's ranking and the Semi-Finals invitations (docs/decisions/0025-championship-rules.md,
// "The road to the National Finals"): Fortnite's season is set to end this month (no other spec
// plays Fortnite), its one pool closes, the organiser invites from the console, the player
// accepts on the dashboard and has a Semi-Finals pass, and the organiser schedules its matches.

test('the organiser invites the season to the Semi-Finals, and the player accepts', async ({
  adminPage: p,
  browser,
}) => {
  const admin = await adminApi();
  const start = indianMonth(new Date(), 14);
  const games = await (await fetch(`${baseURL()}/api/games`)).json();
  const fortnite = (games as { id: string; slug: string; name: string; category: string }[]).find(
    (g) => g.slug === 'fortnite',
  )!;
  await admin('PUT', `/admin/games/${fortnite.id}`, {
    slug: fortnite.slug,
    name: fortnite.name,
    category: fortnite.category,
    seasonStart: start,
  });
  const player = await newDesktopPlayer(browser);
  try {
    const { email, participantId } = await paidPlayer(
      player.request,
      { selectedGame: 'fortnite' },
      `Seasoned ${unique()}`,
    );
    const { matches } = await admin<{ matches: { id: string; groupId: string }[] }>(
      'POST',
      '/admin/matches/schedule',
      { participantId },
    );
    for (const match of matches) {
      await admin('POST', `/admin/matches/${match.id}/check-ins`, { participantId });
      await admin('POST', `/admin/matches/${match.id}/results`, { results: [{ participantId, rank: 1 }] });
    }
    await admin('POST', `/admin/pools/${matches[0]!.groupId}/close`);

    await gotoReady(p, '/admin?section=seasons&game=fortnite&format=solo');
    const row = p.getByTestId('season-ranking').getByRole('row').filter({ hasText: email });
    await row.getByRole('cell', { name: '100', exact: true }).waitFor();
    await p.getByRole('button', { name: 'Invite to the Semi-Finals' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Invite', exact: true }).click();
    await waitForToast(p, '1 invited to the Semi-Finals.');
    await row.getByText('invited', { exact: true }).waitFor();

    const page = await player.newPage();
    await gotoReady(page, '/dashboard');
    const card = page.getByTestId('season-card');
    await card.getByText('100 points · rank 1').waitFor();
    const invitation = card.getByTestId('invitation');
    await invitation.getByText('Invitation to the Fortnite Semi-Finals').waitFor();
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await invitation.getByText('Accepted', { exact: true }).waitFor();
    // The free Semi-Finals entry is a pass named "Semi-Finals" (decision 25, "The Semi-Finals as built").
    await invitation.getByTestId('semi-final-entry').waitFor();
    // Its active pass counts no matches towards cash prizes: the Semi-Finals award none.
    await gotoReady(page, '/dashboard');
    await page.getByText('0/5 matches', { exact: true }).waitFor();
    await expect(page.getByText(/needed to qualify for cash prizes/)).toHaveCount(0);
    await page.getByRole('tab', { name: 'My Passes', exact: true }).click();
    const semiCard = page.getByTestId('pass-card').filter({ hasText: 'Semi-Finals' });
    await semiCard.getByText(/Semi-Finals · ₹0/).waitFor();
    // Its month item names its season, not the season's start as a month.
    const first = monthName(start);
    const last = monthName(seasonEnd(start));
    await semiCard.getByText(`${first} to ${last}`, { exact: true }).waitFor();
    // Its leaderboard is the season's Semi-Finals' public page (drawn by the server, public names).
    await semiCard.getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL(`**/leaderboards/fortnite/${start}/solo/semi-finals`);
    await page
      .getByRole('heading', {
        level: 1,
        name: `Fortnite Semi-Finals leaderboard, season ${first} to ${last}`,
      })
      .waitFor();
    await page.getByText('Entries by invitation: 1').waitFor();
    const unknown = await gotoReady(page, `/leaderboards/fortnite/${start}/squad/semi-finals`);
    expect(unknown?.status()).toBe(404);
    await page.getByText('Page Not Found').first().waitFor();

    await gotoReady(p, '/admin?section=seasons&game=fortnite&format=solo');
    const semi = p.getByTestId('semi-final');
    await semi.getByText('1 entry (accepted invitations)', { exact: false }).waitFor();
    await semi.getByRole('button', { name: 'Schedule the five matches' }).click();
    await waitForToast(p, 'The five Semi-Finals matches are scheduled.');
    // Once scheduled, the panel no longer offers to schedule them.
    await semi.getByText('5 matches scheduled').waitFor();
    await expect(semi.getByRole('button', { name: 'Schedule the five matches' })).toHaveCount(0);
    await semi.getByRole('link', { name: 'Matches and results' }).click();
    await p.getByTestId('matches-of-pool').waitFor();
  } finally {
    await player.close();
  }
});
