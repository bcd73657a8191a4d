import { pngWithMetadata } from '../support/screenshots.ts';
import { adminApi, type AdminApi } from './content-admin.ts';
import {
  expect,
  gotoReady,
  newDesktopPlayer,
  paidPlayer,
  reloadReady,
  test,
  unique,
  waitForToast,
} from './fixtures.ts';

// A player reports their own result with a screenshot, it disagrees with the organisers' entry, and
// the organiser decides the dispute in the console (docs/decisions/0025-championship-rules.md,
// "Results and scoring"). Free Fire Max, Low Risk, Lite Pass.

let admin: AdminApi;
test.beforeAll(async () => {
  admin = await adminApi();
});

test('a player reports a result with a screenshot and the organiser decides the dispute', async ({
  adminPage: p,
  browser,
}) => {
  const player = await newDesktopPlayer(browser);
  try {
    const { name, participantId } = await paidPlayer(
      player.request,
      { selectedGame: 'free-fire-max', riskCategory: 'lr', priceCategory: '500' },
      `Reporter ${unique()}`,
    );
    // The first match starts in a few seconds; the entry is admitted before, and the organisers
    // enter 1st place with no finishes once it has started.
    const { matches } = await admin<{ matches: { id: string; number: number }[] }>(
      'POST',
      '/admin/matches/schedule',
      { participantId },
    );
    const match = matches.find((m) => m.number === 1)!;
    const startsAt = Date.now() + 4_000;
    await admin('PUT', `/admin/matches/${match.id}`, { scheduledAt: new Date(startsAt).toISOString() });
    await admin('POST', `/admin/matches/${match.id}/check-ins`, { participantId });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now() + 500)));
    await admin('POST', `/admin/matches/${match.id}/results`, { results: [{ participantId, rank: 1 }] });

    // The player says 1st with 7 finishes, with a screenshot.
    const page = await player.newPage();
    await gotoReady(page, '/dashboard?tab=past-matches');
    const row = page.getByTestId('result-report').filter({ hasText: 'Free Fire Max' }).first();
    await row.getByRole('button', { name: 'Report result' }).click();
    await row.getByLabel('Placement').fill('1');
    await row.getByLabel('Finishes').fill('7');
    await row
      .getByLabel('Screenshot')
      .setInputFiles({ name: 'result.jpg', mimeType: 'image/jpeg', buffer: pngWithMetadata() });
    await row.getByRole('button', { name: 'Send report' }).click();
    await expect(row.getByTestId('report-state')).toHaveText('Disputed');

    // The organiser takes the player's report as the final result.
    await gotoReady(p, '/admin?section=disputes');
    await p
      .getByTestId('disputes-list')
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: 'Decide' })
      .click();
    const dispute = p.getByTestId('dispute-detail');
    await dispute.getByRole('link', { name: 'Screenshot' }).waitFor();
    await dispute.getByRole('button', { name: 'Use report' }).click();
    await expect(dispute.getByLabel(`Finishes of ${name}`)).toHaveValue('7');
    await dispute.getByRole('button', { name: 'Decide: save these final results' }).click();
    await waitForToast(p, 'Dispute decided for Free Fire Max match 1; the players are told.');
    await dispute.getByText('The decision is final.', { exact: false }).waitFor();

    await reloadReady(page);
    await expect(row.getByTestId('report-state')).toHaveText('Decided');
  } finally {
    await player.close();
  }
});
