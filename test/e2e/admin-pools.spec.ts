import { adminApi, type AdminApi } from './content-admin.ts';
import {
  expect,
  gotoReady,
  newDesktopPlayer,
  paidPlayer,
  reloadReady,
  test,
  unique,
  useLanguage,
  waitForToast,
} from './fixtures.ts';

// Closing a pool from the console (docs/decisions/0025-championship-rules.md, "Closing a pool and
// awarding prizes"): the organiser previews the awards, closes the pool, and the player sees the
// prize on their pass card in English and Hindi. The e2e server runs with DISPUTE_WINDOW_HOURS=0,
// so a pool can close as soon as its results are in. Team Fight Tactics, High Risk, Max Pass: no
// other spec plays in that pool.

let admin: AdminApi;
test.beforeAll(async () => {
  admin = await adminApi();
});

test('the organiser closes a pool after a preview of its awards, and the winner sees the prize', async ({
  adminPage: p,
  browser,
}) => {
  const player = await newDesktopPlayer(browser);
  try {
    const { name, participantId } = await paidPlayer(
      player.request,
      { selectedGame: 'team-fight-tactics', riskCategory: 'hr', priceCategory: '1500' },
      `Closer ${unique()}`,
    );

    // Five matches played: admitted (check-in), then a result each.
    const { matches } = await admin<{ matches: { id: string; number: number; groupId: string }[] }>(
      'POST',
      '/admin/matches/schedule',
      { participantId },
    );
    for (const match of matches) {
      await admin('POST', `/admin/matches/${match.id}/check-ins`, { participantId });
      await admin('POST', `/admin/matches/${match.id}/results`, { results: [{ participantId, rank: 1 }] });
    }

    // The console's Pools section: the pool's awards, previewed, then the close.
    await gotoReady(p, '/admin?section=pools');
    await p
      .getByRole('button', { name: /^Awards of Team Fight Tactics solo pool \d+$/ })
      .first()
      .click();
    const dialog = p.getByRole('dialog');
    const awards = dialog.getByTestId('awards-table');
    const row = awards.getByRole('row').filter({ hasText: name });
    await row.getByRole('cell', { name: '₹50,000', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'New', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close pool' }).click();
    await waitForToast(p, 'Pool closed: 1 award, ₹50,000 in all.');
    await dialog.getByText('Closed', { exact: true }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Close again' })).toBeDisabled();

    // The winner's pass card, in English, then in Hindi.
    const page = await player.newPage();
    await gotoReady(page, '/dashboard?tab=passes');
    const award = page.getByTestId('pass-award');
    await award.getByText('You won ₹50,000').waitFor();
    await award.getByText(/^Final rank 1\./).waitFor();
    await useLanguage(player, 'hi');
    await reloadReady(page);
    await award.getByText('आपने ₹50,000 जीते').waitFor();
  } finally {
    await player.close();
  }
});
