import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { createClientTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { renderPage } from '../../client/entry-server.tsx';
import { poolSize } from '../../shared/championship-rules.ts';
import { seedGames } from '../games/seed.ts';
import { seedPages } from './seed.ts';

// The Game Policy page publishes the championship's rules (docs/decisions/0025-championship-rules.md)
// with every number from the settings and game data: a changed game shows on the server-rendered
// page (also a hot one) at once, in English and in Hindi.

const SHELL =
  '<!doctype html><html lang="en"><head><title>Arena</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let admin: TestUser;
let base: string;

beforeAll(async () => {
  t = await createClientTestApp({ 'index.html': SHELL }, { pageRenderer: renderPage });
  await seedGames(t.db.orm.em.fork());
  await seedPages(t.db.orm.em.fork());
  admin = await createUser(t, { role: 'admin' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + url, { headers: { accept: 'text/html', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      })
      .on('error', reject);
  });
}

/** The text of the page's markup, tags dropped (numbers sit in table cells). */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the Game Policy page', () => {
  it('publishes the rules with the numbers of the settings, and a changed game at once, in both languages', async () => {
    const before = await get('/game-policy');
    expect(before.status).toBe(200);
    expect(before.body).toContain('Championship rules');
    expect(text(before.body)).toContain(`${poolSize('solo', 'hr', '1500')}`);
    expect(text(before.body)).toContain('60 to 15');
    // Served again (hot), then a game's check-in changes: the next page says so.
    await get('/game-policy');
    const games = (await t.app.inject({ url: '/api/games' })).json<
      { id: string; slug: string; name: string; category: string }[]
    >();
    const bgmi = games.find((g) => g.slug === 'bgmi')!;
    const changed = await requestAs(t, admin, 'PUT', `/admin/games/${bgmi.id}`, {
      slug: bgmi.slug,
      name: bgmi.name,
      category: bgmi.category,
      checkInOpensMinutes: 45,
      placementPoints: [12, 7, 5],
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const after = text((await get('/game-policy')).body);
    expect(after).toContain('45 to 15');
    expect(after).toContain('1: 12, 2: 7, 3: 5, lower places 0');
    const api = (await t.app.inject({ url: '/api/championship-rules' })).json<{
      games: { name: string; checkInOpensMinutes: number }[];
    }>();
    expect(api.games.find((g) => g.name === bgmi.name)?.checkInOpensMinutes).toBe(45);

    const hindi = await get('/game-policy', { cookie: 'lang=hi' });
    expect(hindi.body).toContain('चैंपियनशिप के नियम');
    expect(text(hindi.body)).toContain('45 से 15');
  });
});
