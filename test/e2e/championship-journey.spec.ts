import type { Locator, Page } from '@playwright/test';
import { pngWithMetadata } from '../support/screenshots.ts';
import { adminApi, type AdminApi } from './content-admin.ts';
import {
  baseURL,
  expect,
  gotoReady,
  newDesktopPlayer,
  paidPlayer,
  playerHttp,
  reloadReady,
  test,
  useLanguage,
  waitForToast,
  type PaidPlayer,
} from './fixtures.ts';

// Issue 26's journey through a qualifier (docs/decisions/0025-championship-rules.md): three paid
// players of one pool; Meera checks in from the dashboard, five matches get results (entered in
// the console, imported from a lobby file after its preview, and one disputed by Meera's report and
// decided by the organiser), her rank moves on her pass card, the organiser closes the pool after
// the preview of its awards (the e2e server's dispute window is 0 hours), and Meera sees her prize
// and the final leaderboard, in English and in Hindi. Free Fire Max, Low Risk, Max Pass: no other
// spec plays in that pool.

const GAME = 'Free Fire Max';
const PASS = { selectedGame: 'free-fire-max', riskCategory: 'lr', priceCategory: '1500' } as const;
const ROOM = { roomId: 'FFM-2711', roomPassword: 'booyah26' };
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

interface Match {
  id: string;
  number: number;
}

let admin: AdminApi;
test.beforeAll(async () => {
  admin = await adminApi();
});

/** Enters a placement match's results in the console's form: [player, placement, finishes]. */
async function enterResults(p: Page, match: Match, rows: [PaidPlayer, number, number][]) {
  await gotoReady(p, `/admin?section=matches&match=${match.id}`);
  const form = p.locator('form', { has: p.getByRole('button', { name: 'Save results' }) });
  for (const [player, placement, finishes] of rows) {
    const entry = form.getByRole('group', { name: player.name, exact: true });
    await entry.getByLabel('Placement').fill(String(placement));
    await entry.getByLabel('Finishes').fill(String(finishes));
  }
  await form.getByRole('button', { name: 'Save results' }).click();
  await waitForToast(p, `saved for ${GAME} match ${match.number}.`);
}

/** The public names in a leaderboard's table, top to bottom. */
async function leaderboardOrder(p: Page | Locator, names: string[]): Promise<string[]> {
  const rows = await p.getByRole('table').getByRole('rowheader').allTextContents();
  return rows.map((row) => names.find((name) => row.startsWith(name))).filter((name) => name !== undefined);
}

test('a qualifier from check-in through five matches to the close, seen by a player in English and Hindi', async ({
  adminPage: p,
  browser,
}) => {
  const player = await newDesktopPlayer(browser);
  const rivals = [await playerHttp(), await playerHttp()];
  try {
    const meera = await paidPlayer(player.request, PASS, 'Meera Iyer');
    const arjun = await paidPlayer(rivals[0]!, PASS, 'Arjun Rao');
    const isha = await paidPlayer(rivals[1]!, PASS, 'Isha Shah');
    const everyone = [meera, arjun, isha];
    // Their public names on the leaderboard: the first name and the last name's initial.
    const publicNames = ['Meera I.', 'Arjun R.', 'Isha S.'];

    const { matches } = await admin<{ matches: Match[] }>('POST', '/admin/matches/schedule', {
      participantId: meera.participantId,
    });
    matches.sort((a, b) => a.number - b.number);
    expect(matches).toHaveLength(5);
    const [m1, m2, m3, m4, m5] = matches as [Match, Match, Match, Match, Match];

    // Match 1 in ten minutes, its check-in open until five minutes before, its room published.
    await admin('PUT', `/admin/matches/${m1.id}`, { scheduledAt: minutes(10) });
    await admin('PUT', `/admin/matches/${m1.id}/check-in`, { opensAt: minutes(-30), closesAt: minutes(5) });
    await admin('PUT', `/admin/matches/${m1.id}/room`, ROOM);

    // 1. Meera checks in from the Upcoming tab; the room details show only after.
    const page = await player.newPage();
    await gotoReady(page, '/dashboard?tab=upcoming');
    const upcoming = page.getByRole('tabpanel').getByRole('article', { name: `${GAME} · Match 1` });
    await upcoming.getByText('Check in to see the room details').waitFor();
    await expect(upcoming.getByText(ROOM.roomId)).toHaveCount(0);
    await upcoming.getByRole('button', { name: 'Check in', exact: true }).click();
    await upcoming.getByRole('button', { name: 'Checked in', exact: true }).waitFor();
    await upcoming.getByText(ROOM.roomId, { exact: true }).waitFor();
    await upcoming.getByText(ROOM.roomPassword, { exact: true }).waitFor();

    // The organisers admit the others to match 1, and everyone to matches 2 to 5.
    for (const rival of [arjun, isha])
      await admin('POST', `/admin/matches/${m1.id}/check-ins`, { participantId: rival.participantId });
    for (const match of [m2, m3, m4, m5])
      for (const entry of everyone)
        await admin('POST', `/admin/matches/${match.id}/check-ins`, { participantId: entry.participantId });

    // 2. Match 1 entered in the console: Arjun 1st (2 finishes, 12), Meera 2nd (1, 7), Isha 3rd (5).
    await enterResults(p, m1, [
      [arjun, 1, 2],
      [meera, 2, 1],
      [isha, 3, 0],
    ]);
    // 3. Meera's pass card: 2nd of the pool's 3.
    await gotoReady(page, '/dashboard?tab=passes');
    const rank = page.getByRole('tabpanel').getByRole('article', { name: GAME }).getByTestId('pass-rank');
    await expect(rank).toContainText('Rank 2 of 3 · 7 points');

    // Match 2 in the console: Meera 1st with 3 finishes (13: 20 in all) and up to 1st.
    await enterResults(p, m2, [
      [meera, 1, 3],
      [isha, 2, 0],
      [arjun, 3, 0],
    ]);
    await reloadReady(page);
    await expect(rank).toContainText('Rank 1 of 3 · 20 points');

    // Match 3 from the lobby's result file: previewed, a stranger named, nothing written; then the
    // file without the stranger is imported.
    const usernames = await Promise.all(
      [player.request, rivals[0]!, rivals[1]!].map(async (http, i) => {
        const res = await http.get(`/api/participants/${everyone[i]!.participantId}`);
        return ((await res.json()) as { gameUsername: string }).gameUsername;
      }),
    );
    const lines = [`${usernames[0]},1,0`, `${usernames[1]},2,1`, `${usernames[2]},3,0`];
    const csv = (rows: string[]) => ({
      name: 'lobby-1.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['username,placement,finishes', ...rows].join('\n') + '\n'),
    });
    await gotoReady(p, `/admin?section=matches&match=${m3.id}`);
    const importer = p.getByRole('region', { name: 'Import results' });
    await importer.getByLabel('Result file (CSV)').setInputFiles(csv([...lines, 'NOBODY00,4,0']));
    await importer.getByRole('button', { name: 'Preview' }).click();
    await importer.getByText('Line 5: unknown username NOBODY00').waitFor();
    await expect(importer.getByRole('button', { name: 'Import 4 results' })).toBeDisabled();
    await importer.getByLabel('Result file (CSV)').setInputFiles(csv(lines));
    await importer.getByRole('button', { name: 'Preview' }).click();
    await importer.getByText('No problems: 3 results ready to import.').waitFor();
    await importer
      .getByTestId('import-preview')
      .getByRole('cell', { name: meera.name, exact: true })
      .waitFor();
    await importer.getByRole('button', { name: 'Import 3 results' }).click();
    await waitForToast(p, `3 results imported for ${GAME} match ${m3.number}.`);

    // Match 4 through the API: Arjun 1st with 4 finishes (38 in all), Meera 2nd (36).
    await admin('POST', `/admin/matches/${m4.id}/results`, {
      results: [
        { participantId: arjun.participantId, rank: 1, finishes: 4 },
        { participantId: meera.participantId, rank: 2, finishes: 0 },
        { participantId: isha.participantId, rank: 3, finishes: 0 },
      ],
    });

    // Match 5 was played a minute ago (a report is taken from the start, so no spec waits for one);
    // the organisers enter Meera 2nd with no finishes (42 in all, 2nd behind Arjun's 48).
    await admin('PUT', `/admin/matches/${m5.id}`, { scheduledAt: minutes(-1) });
    await admin('POST', `/admin/matches/${m5.id}/results`, {
      results: [
        { participantId: arjun.participantId, rank: 1, finishes: 0 },
        { participantId: meera.participantId, rank: 2, finishes: 0 },
        { participantId: isha.participantId, rank: 3, finishes: 0 },
      ],
    });
    await reloadReady(page);
    await expect(rank).toContainText('Rank 2 of 3 · 42 points');

    // Meera reports 2nd with 8 finishes, with her screenshot: a dispute.
    await gotoReady(page, '/dashboard?tab=past-matches');
    const report = page.getByTestId('result-report').filter({ hasText: `${GAME} · Match ${m5.number}` });
    await report.getByRole('button', { name: 'Report result' }).click();
    await report.getByLabel('Placement').fill('2');
    await report.getByLabel('Finishes').fill('8');
    await report
      .getByLabel('Screenshot')
      .setInputFiles({ name: 'result.png', mimeType: 'image/png', buffer: pngWithMetadata() });
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report.getByTestId('report-state')).toHaveText('Disputed');

    // The organiser decides it from the Disputes queue with Meera's report: 14 points, 50 in all.
    await gotoReady(p, '/admin?section=disputes');
    await p
      .getByTestId('disputes-list')
      .getByRole('listitem')
      .filter({ hasText: meera.name })
      .getByRole('button', { name: 'Decide' })
      .click();
    const dispute = p.getByTestId('dispute-detail');
    await dispute.getByRole('link', { name: 'Screenshot' }).waitFor();
    await dispute.getByRole('button', { name: 'Use report' }).click();
    await expect(dispute.getByLabel(`Finishes of ${meera.name}`)).toHaveValue('8');
    await dispute.getByRole('button', { name: 'Decide: save these final results' }).click();
    await waitForToast(p, `Dispute decided for ${GAME} match ${m5.number}; the players are told.`);
    await reloadReady(page);
    await expect(report.getByTestId('report-state')).toHaveText('Decided');
    await gotoReady(page, '/dashboard?tab=passes');
    await expect(rank).toContainText('Rank 1 of 3 · 50 points');

    // 4. The organiser previews the awards and closes the pool: 1st ₹25,000, 2nd ₹15,000, 3rd
    // ₹10,000 (Solo, Low Risk, Max Pass), everyone having played every match.
    await gotoReady(p, '/admin?section=pools');
    await p
      .getByRole('row')
      .filter({ hasText: GAME })
      .filter({ hasText: 'Low Risk' })
      .filter({ hasText: 'Max ₹1,500' })
      .getByRole('button', { name: /^Awards of / })
      .click();
    const dialog = p.getByRole('dialog');
    const awards = dialog.getByTestId('awards-table');
    for (const [entry, prize] of [
      [meera, '₹25,000'],
      [arjun, '₹15,000'],
      [isha, '₹10,000'],
    ] as const)
      await awards
        .getByRole('row')
        .filter({ hasText: entry.name })
        .getByRole('cell', { name: prize, exact: true })
        .waitFor();
    await dialog.getByRole('button', { name: 'Close pool' }).click();
    await waitForToast(p, 'Pool closed: 3 awards, ₹50,000 in all.');
    await dialog.getByText('Closed', { exact: true }).waitFor();

    // 5. Meera's prize on her pass card, and the final ranks on the public leaderboard.
    await reloadReady(page);
    const card = page.getByRole('tabpanel').getByRole('article', { name: GAME });
    const award = card.getByTestId('pass-award');
    await award.getByText('You won ₹25,000').waitFor();
    await award.getByText(/^Final rank 1\./).waitFor();
    await card.getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL(/\/leaderboards\/free-fire-max\/\d{4}-\d{2}\/solo\/low-1500\/\d+$/);
    await page.getByRole('heading', { level: 1, name: `${GAME} leaderboard` }).waitFor();
    expect(await leaderboardOrder(page, publicNames)).toEqual(publicNames);
    const leaderboard = page.url();
    const visitor = await browser.newContext({ baseURL: baseURL() });
    try {
      const v = await visitor.newPage();
      await gotoReady(v, leaderboard);
      expect(await leaderboardOrder(v, publicNames)).toEqual(publicNames);
    } finally {
      await visitor.close();
    }

    // 6. The same screens in Hindi.
    await useLanguage(player, 'hi');
    await gotoReady(page, '/dashboard?tab=passes');
    await expect(rank).toContainText('3 में रैंक 1 · 50 पॉइंट');
    await award.getByText('आपने ₹25,000 जीते').waitFor();
    await award.getByText(/^अंतिम रैंक 1।/).waitFor();
    await gotoReady(page, leaderboard);
    await page.getByRole('heading', { level: 1, name: `${GAME} लीडरबोर्ड` }).waitFor();
    await page.getByRole('columnheader', { name: 'रैंक', exact: true }).waitFor();
    expect(await leaderboardOrder(page, publicNames)).toEqual(publicNames);
  } finally {
    await player.close();
    await Promise.all(rivals.map((http) => http.dispose()));
  }
});
