import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { fillPool } from '../../../test/support/fillers.ts';
import { admitAll } from '../../../test/support/matches.ts';
import { registerAndPay, soloPayload, squadPayload } from '../../../test/support/registration.ts';
import { createClientTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { renderPage } from '../../client/entry-server.tsx';
import { leaderboardPath } from '../../shared/leaderboard-paths.ts';
import { seedGames } from '../games/seed.ts';
import { tablesOf } from '../db/kysely.ts';
import { QualifierGroup } from '../qualifiers/entities.ts';
import type { PoolStanding } from './entities.ts';

// The public leaderboard page of a pool (docs/decisions/0025-championship-rules.md, "Standings"):
// rendered on the server from the source's renderer, public names only, both languages, a 404 page
// for an unknown pool, and kept hot until a new result comes in.

const SHELL =
  '<!doctype html><html lang="en"><head><title>Arena</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let admin: TestUser;
let base: string;

beforeAll(async () => {
  t = await createClientTestApp({ 'index.html': SHELL }, { pageRenderer: renderPage });
  await seedGames(t.db.orm.em.fork());
  admin = await createUser(t, { role: 'admin' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const PLAYERS = [
  { name: 'Meera Iyer', phone: '9876500001', email: 'meera.iyer@example.in' },
  { name: 'Rohan Kapoor', phone: '9876500002', email: 'rohan.kapoor@example.in' },
  { name: 'Sana Qureshi', phone: '9876500003', email: 'sana.qureshi@example.in' },
];

interface Pool {
  users: TestUser[];
  ids: string[];
  matches: { id: string; number: number; groupId: string }[];
  path: string;
}

async function poolOf(payloads: Parameters<typeof registerAndPay>[2][]): Promise<Pool> {
  const users: TestUser[] = [];
  const ids: string[] = [];
  for (const payload of payloads) {
    const user = await createUser(t, { name: payload!.name });
    users.push(user);
    ids.push(await registerAndPay(t, user, payload));
  }
  const scheduled = await requestAs(t, admin, 'POST', '/admin/matches/schedule', { participantId: ids[0] });
  const matches = (scheduled.json().matches as { id: string; number: number; groupId: string }[]).sort(
    (a, b) => a.number - b.number,
  );
  const group = await t.db.orm.em
    .fork()
    .findOneOrFail(QualifierGroup, matches[0]!.groupId, { populate: ['qualifier.game'] });
  const first = payloads[0]!;
  const path = leaderboardPath({
    game: group.qualifier.game.slug,
    month: group.qualifier.month,
    format: first.playFormat,
    tier: first.riskCategory,
    pass: first.priceCategory,
    pool: group.number,
  });
  return { users, ids, matches, path };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(base + url, { headers: { accept: 'text/html', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      })
      .on('error', reject);
  });
}

const isHot = (answer: Answer) => answer.headers['x-request-id'] === undefined;

/** The page as the hot path answers it (the first asks fill it in the background). */
async function hot(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let i = 0; i < 200; i++) {
    const answer = await get(url, headers);
    if (isHot(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} never became hot`);
}

/** The names in the standings table, top to bottom (the row headers). */
const namesIn = (html: string) =>
  [...html.matchAll(/<th scope="row"[^>]*><bdi>([^<]*)<\/bdi>/g)].map((match) => match[1]);

/** A match's results: the players in `order` finished 1st, 2nd, ... with 1 finish each unless told. */
async function results(pool: Pool, match: number, order: number[], finishes: number[] = []) {
  const matchId = pool.matches[match]!.id;
  await admitAll(t, admin, matchId, pool.ids);
  return requestAs(t, admin, 'POST', `/admin/matches/${matchId}/results`, {
    results: order.map((player, i) => ({
      participantId: pool.ids[player]!,
      rank: i + 1,
      finishes: finishes[i] ?? 1,
    })),
  });
}

/** A head-to-head match: `winner` beat `loser` 13 to 7. */
async function duel(pool: Pool, match: number, winner: number, loser: number) {
  const matchId = pool.matches[match]!.id;
  await admitAll(t, admin, matchId, pool.ids);
  const [w, l] = [pool.ids[winner]!, pool.ids[loser]!];
  return requestAs(t, admin, 'POST', `/admin/matches/${matchId}/results`, {
    results: [
      { participantId: w, outcome: 'win', opponentId: l, scoreFor: 13, scoreAgainst: 7 },
      { participantId: l, outcome: 'loss', opponentId: w, scoreFor: 7, scoreAgainst: 13 },
    ],
  });
}

let lobbyPool = '';

describe('the leaderboard page of a lobby-placement pool', () => {
  let pool: Pool;
  beforeAll(async () => {
    pool = await poolOf(PLAYERS.map((player) => soloPayload({ ...player, selectedGame: 'bgmi' })));
    lobbyPool = pool.path;
  });

  it('says the standings come with the first result, before there is one', async () => {
    const page = await get(pool.path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-boot="intent"');
    expect(page.body).toContain('BGMI leaderboard');
    expect(page.body).toContain('Standings appear here after the pool&#x27;s first result.');
    expect(page.body).toContain('3 of 280 places taken');
  });

  it('shows the standings in rank order with public names only, never a real name, phone or e-mail', async () => {
    // Sana chose a public name; the others show the default (first name, last name's initial).
    await trpcAs(t, pool.users[2]).users.profile.update.mutate({
      name: 'Sana Qureshi',
      phone: '',
      gender: null,
      dateOfBirth: null,
      city: '',
      state: '',
      publicName: 'Chakra Queen',
    });
    const recorded = await results(pool, 0, [1, 2, 0]);
    expect(recorded.statusCode, recorded.body).toBe(200);

    const page = await get(pool.path);
    expect(page.status).toBe(200);
    expect(namesIn(page.body)).toEqual(['Rohan K.', 'Chakra Queen', 'Meera I.']);
    for (const { name, phone, email } of PLAYERS) {
      expect(page.body).not.toContain(name);
      expect(page.body).not.toContain(phone);
      expect(page.body).not.toContain(email);
    }
    // The tie-break columns of lobby placement, and the pool's facts.
    for (const text of ['Rank', 'Points', 'Played', 'Wins', 'Finishes', 'Pool 1', 'High Risk', 'Max Pass'])
      expect(page.body).toContain(text);
    expect(page.body).not.toContain('Buchholz');
    expect(page.body).toMatch(/<title>BGMI leaderboard, pool 1 \| [^<]+<\/title>/);
  });

  it('is drawn in Hindi for the lang cookie', async () => {
    const page = await get(pool.path, { cookie: 'lang=hi' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="hi-IN"');
    expect(page.body).toContain('BGMI लीडरबोर्ड');
    expect(page.body).toContain('पूल 1');
    expect(page.body).toContain('रैंक');
    expect(namesIn(page.body)).toEqual(['Rohan K.', 'Chakra Queen', 'Meera I.']);
  });

  it('is kept hot, and shows a new result at once', async () => {
    const before = await hot(pool.path);
    expect(namesIn(before.body)).toEqual(['Rohan K.', 'Chakra Queen', 'Meera I.']);

    // Meera wins the next match with 5 finishes: 6 + 15 = 21 points, ahead of Rohan's 11 + 6 = 17
    // and Sana's 7 + 7 = 14.
    expect((await results(pool, 1, [0, 2, 1], [5])).statusCode).toBe(200);
    expect(namesIn((await get(pool.path)).body)).toEqual(['Meera I.', 'Rohan K.', 'Chakra Queen']);
    expect(namesIn((await hot(pool.path)).body)).toEqual(['Meera I.', 'Rohan K.', 'Chakra Queen']);
  });
});

describe('the leaderboard page of a squad pool', () => {
  it("shows the captain's public name and the teammates as + N, never a teammate's name", async () => {
    const pool = await poolOf([
      squadPayload(3, { ...PLAYERS[0]!, selectedGame: 'bgmi' }),
      squadPayload(3, { ...PLAYERS[1]!, selectedGame: 'bgmi' }),
    ]);
    expect((await results(pool, 0, [1, 0])).statusCode).toBe(200);
    const page = await get(pool.path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Squad');
    expect(page.body).toContain('Lite Pass');
    expect(namesIn(page.body)).toEqual(['Rohan K.', 'Meera I.']);
    expect(page.body.match(/<\/bdi><span class="text-muted-foreground"> <!-- -->\+ 3<\/span>/g)).toHaveLength(
      2,
    );
    expect(page.body).not.toContain('Teammate 1');
    expect(page.body).not.toContain('mate1@example.in');
  });
});

describe('the leaderboard page of a head-to-head pool', () => {
  it('shows Buchholz and score difference as its tie-breaks', async () => {
    const pool = await poolOf(
      PLAYERS.slice(0, 2).map((player) => soloPayload({ ...player, selectedGame: 'valorant' })),
    );
    expect((await duel(pool, 0, 0, 1)).statusCode).toBe(200);
    const page = await get(pool.path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Buchholz');
    expect(page.body).toContain('Score diff.');
    expect(page.body).not.toContain('>Finishes<');
  });
});

describe('the leaderboard page of a pool with more than 50 ranked', () => {
  /** The rows the page's inlined client state carries (each row has one scoreDifference). */
  const stateRows = (html: string) => html.match(/scoreDifference/g)?.length ?? 0;

  it('carries the first 50 rows and links the rest (?all=1), which come drawn in full', async () => {
    const pool = await poolOf([soloPayload({ ...PLAYERS[0]!, selectedGame: 'free-fire-max' })]);
    const group = pool.matches[0]!.groupId;
    const ids = [pool.ids[0]!, ...(await fillPool(t, group, pool.ids[0]!, 59))];
    await tablesOf<typeof PoolStanding>(t.db.orm.em.fork())
      .insertInto('pool_standing')
      .values(
        ids.map((id, i) => ({
          id: crypto.randomUUID(),
          group_id: group,
          participant_id: id,
          rank: i + 1,
          points: 600 - i,
          matches_played: 1,
          wins: i === 0 ? 1 : 0,
          placement_points: 0,
          finishes: 0,
          buchholz: 0,
          score_difference: 0,
          updated_at: new Date(),
        })),
      )
      .execute();

    const page = await get(pool.path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('60 of 280 places taken');
    expect(namesIn(page.body)).toHaveLength(50);
    expect(namesIn(page.body)[0]).toBe('Meera I.');
    expect(stateRows(page.body)).toBe(50);
    expect(page.body).toContain(`href="${pool.path}?all=1"`);
    expect(page.body).toContain('Show all 60 entries');

    const all = await get(`${pool.path}?all=1`);
    expect(all.status).toBe(200);
    expect(namesIn(all.body)).toHaveLength(60);
    expect(stateRows(all.body)).toBe(60);
    expect(all.body).not.toContain('Show all');
  });
});

describe('an unknown pool', () => {
  it.each([
    ['a pool number no pool has', () => lobbyPool.replace(/\/1$/, '/99')],
    ['another tier and pass', () => lobbyPool.replace('/high-1500/', '/low-500/')],
    ['another month', () => lobbyPool.replace(/\/\d{4}-\d{2}\//, '/2020-01/')],
    ['an unknown game', () => lobbyPool.replace('/bgmi/', '/no-such-game/')],
    ['a segment that names nothing', () => lobbyPool.replace('/high-1500/', '/high-999/')],
    ['a pool that is not a number', () => lobbyPool.replace(/\/1$/, '/first')],
  ])('is the 404 page: %s', async (_, pathOf) => {
    const path = pathOf();
    expect(path).not.toBe(lobbyPool);
    const page = await get(path);
    expect(page.status).toBe(404);
    expect(page.body).toContain('Page Not Found');
    expect(page.body).not.toContain('Standings appear');
  });
});
