import type { APIRequestContext, Page } from '@playwright/test';
import { soloPayload } from '../support/registration.ts';
import { adminApi, type AdminApi } from './content-admin.ts';
import {
  baseURL,
  buyPassByApi,
  expect,
  gotoReady,
  newAccount,
  randomMobile,
  reloadReady,
  signedUp,
  test,
  unique,
  useLanguage,
} from './fixtures.ts';

// A pool's public leaderboard (docs/decisions/0025-championship-rules.md, "Standings"): results
// recorded through the API, the page opened at 412 px in English and Hindi, and reached from the
// dashboard's pass card. Team Fight Tactics, Low Risk, Lite Pass: no other spec plays that game.

let admin: AdminApi;
const others: APIRequestContext[] = [];
test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(async () => {
  await Promise.all(others.map((http) => http.dispose()));
});

const pass = (name: string) =>
  soloPayload({
    name,
    email: `${unique()}@example.in`,
    phone: randomMobile(),
    selectedGame: 'team-fight-tactics',
    riskCategory: 'lr',
    priceCategory: '500',
  });

/** Sets the signed-in player's public name (the profile's tRPC mutation, as the Profile tab does). */
async function setPublicName(http: APIRequestContext, name: string, publicName: string): Promise<void> {
  const res = await http.post('/trpc/users.profile.update', {
    data: {
      json: { name, phone: '', gender: null, dateOfBirth: null, city: '', state: '', publicName },
    },
    headers: { origin: baseURL() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The public names in the standings table, top to bottom, of those given. */
async function order(p: Page, names: string[]): Promise<string[]> {
  const rows = await p.getByRole('table').getByRole('rowheader').allTextContents();
  return rows.map((row) => names.find((name) => row.startsWith(name))).filter((name) => name !== undefined);
}

test.describe('public leaderboard', () => {
  test.use({ accountName: 'Kavya Nair' });

  test('shows the standings in rank order at 412 px, in English and Hindi, linked from the dashboard', async ({
    playerPage: p,
    account,
    context,
    browser,
  }) => {
    // Three players of one pool, each with a public name of this run.
    const tag = unique().replace(/\d/g, 'x');
    const names = [`Kavya ${tag}`, `Arjun ${tag}`, `Isha ${tag}`];
    const ids = [await buyPassByApi(p.request, pass('Kavya Nair'))];
    await setPublicName(p.request, 'Kavya Nair', names[0]!);
    for (const [i, real] of ['Arjun Mehta', 'Isha Rao'].entries()) {
      const http = await signedUp(newAccount(real));
      others.push(http);
      ids.push(await buyPassByApi(http, pass(real)));
      await setPublicName(http, real, names[i + 1]!);
    }

    // Match 1's results: Arjun first, Isha second, Kavya third.
    const { matches } = await admin<{ matches: { id: string; number: number }[] }>(
      'POST',
      '/admin/matches/schedule',
      { participantId: ids[0] },
    );
    matches.sort((a, b) => a.number - b.number);
    // The organisers admit the three (results are only for checked-in entries).
    for (const match of matches.slice(0, 2))
      for (const participantId of ids)
        await admin('POST', `/admin/matches/${match.id}/check-ins`, { participantId });
    await admin('POST', `/admin/matches/${matches[0]!.id}/results`, {
      results: [ids[1], ids[2], ids[0]].map((participantId, i) => ({
        participantId,
        rank: i + 1,
        finishes: 3 - i,
      })),
    });

    // The dashboard's pass card links the pool's leaderboard.
    await gotoReady(p, '/dashboard?tab=passes');
    const card = p.getByRole('tabpanel').getByRole('article', { name: 'Team Fight Tactics' });
    await card.getByRole('link', { name: 'Leaderboard' }).click();
    await p.waitForURL(/\/leaderboards\/team-fight-tactics\/\d{4}-\d{2}\/solo\/low-500\/\d+$/);
    await p.getByRole('heading', { level: 1, name: 'Team Fight Tactics leaderboard' }).waitFor();
    expect(await order(p, names)).toEqual([names[1], names[2], names[0]]);
    const url = p.url();

    // A visitor without an account, on a phone (412 px): the page comes whole from the server.
    const visitor = await browser.newContext({ baseURL: baseURL(), viewport: { width: 412, height: 915 } });
    try {
      const v = await visitor.newPage();
      const response = await gotoReady(v, url);
      expect(response?.status()).toBe(200);
      await v.getByRole('heading', { level: 1, name: 'Team Fight Tactics leaderboard' }).waitFor();
      for (const text of ['Solo', 'Low Risk', 'Lite Pass ₹500'])
        await v.getByText(text, { exact: true }).first().waitFor();
      for (const column of ['Rank', 'Player', 'Points', 'Played', 'Wins', 'Finishes'])
        await v.getByRole('columnheader', { name: column, exact: true }).waitFor();
      expect(await order(v, names)).toEqual([names[1], names[2], names[0]]);
      // Nobody's real name is on it.
      for (const real of ['Kavya Nair', 'Arjun Mehta', 'Isha Rao'])
        await expect(v.getByText(real)).toHaveCount(0);
      // Nothing wider than the phone: the table scrolls inside its own box if it must.
      expect(await v.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

      // The next result moves Kavya to the top, at once.
      await admin('POST', `/admin/matches/${matches[1]!.id}/results`, {
        results: [{ participantId: ids[0], rank: 1, finishes: 12 }],
      });
      await reloadReady(v);
      expect(await order(v, names)).toEqual([names[0], names[1], names[2]]);

      // In Hindi.
      await useLanguage(visitor, 'hi');
      await reloadReady(v);
      await v.getByRole('heading', { level: 1, name: 'Team Fight Tactics लीडरबोर्ड' }).waitFor();
      await v.getByRole('columnheader', { name: 'रैंक', exact: true }).waitFor();
      expect(await order(v, names)).toEqual([names[0], names[1], names[2]]);
    } finally {
      await visitor.close();
    }

    // The player's own page in Hindi too.
    await useLanguage(context, 'hi');
    await reloadReady(p);
    await p.getByRole('heading', { level: 1, name: 'Team Fight Tactics लीडरबोर्ड' }).waitFor();
    expect(account.name).toBe('Kavya Nair');
  });

  test('answers an unknown pool with the 404 page', async ({ page: p }) => {
    const response = await gotoReady(p, '/leaderboards/team-fight-tactics/2020-01/solo/low-500/9');
    expect(response?.status()).toBe(404);
    await p.getByText('Page Not Found').first().waitFor();
  });
});
