import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { createClientTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { renderPage } from '../../client/entry-server.tsx';
import { seedGames } from '../games/seed.ts';
import { seedPages } from '../pages/seed.ts';

// Issue 27, wording that reads as an e-sport: the tiers' names and lines are settings an organiser
// edits in both languages (the product's words when unset), and the registration number under the
// Online Gaming Act shows in every page's footer once set. Both reach the API and the HTML the
// server renders, in English and in Hindi, as soon as they are written.

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

function page(url: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(base + url, { headers: { accept: 'text/html', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      })
      .on('error', reject);
  });
}

/** The text of the page's markup, tags and scripts (the data the page was drawn from) dropped. */
const text = (html: string) =>
  html
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const hindi = { cookie: 'lang=hi' };

async function trpc<T>(path: string): Promise<T> {
  const res = await t.app.inject({ url: `/trpc/${path}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: { json: T } } }>().result.data.json;
}

async function set(name: string, value: string) {
  const res = await requestAs(t, admin, 'PUT', `/admin/env/${name}`, { value });
  expect(res.statusCode, res.body).toBe(200);
}

async function unset(name: string) {
  const res = await requestAs(t, admin, 'DELETE', `/admin/env/${name}`);
  expect(res.statusCode, res.body).toBe(200);
}

const UNSET = { name: { en: null, hi: null }, line: { en: null, hi: null } };

describe('tier texts', () => {
  it("are the product words when unset, the organiser's in both languages once set, and fall back again", async () => {
    expect((await t.app.inject('/api/tiers')).json()).toEqual({ hr: UNSET, lr: UNSET });
    const before = text(await page('/'));
    expect(before.includes('High Risk'), 'High Risk').toBe(true);
    expect(before.includes('10% win chance'), '10% win chance').toBe(true);
    expect(text(await page('/', hindi)).includes('हाई रिस्क'), 'हाई रिस्क').toBe(true);

    await set('TIER_HIGH_NAME_EN', '  Pro Tier ');
    await set('TIER_HIGH_NAME_HI', 'प्रो टियर');
    await set('TIER_HIGH_LINE_EN', 'Prizes for the top 10% of places');
    await set('TIER_HIGH_LINE_HI', 'शीर्ष 10% स्थानों के लिए इनाम');
    const texts = {
      hr: {
        name: { en: 'Pro Tier', hi: 'प्रो टियर' },
        line: { en: 'Prizes for the top 10% of places', hi: 'शीर्ष 10% स्थानों के लिए इनाम' },
      },
      lr: UNSET,
    };
    expect((await t.app.inject('/api/tiers')).json()).toEqual(texts);
    expect(await trpc('settings.tiers')).toEqual(texts);

    const english = text(await page('/'));
    expect(english.includes('Pro Tier'), 'Pro Tier').toBe(true);
    expect(english.includes('Prizes for the top 10% of places'), 'Prizes for the top 10% of places').toBe(
      true,
    );
    expect(english.includes('High Risk'), 'High Risk').toBe(false);
    expect(english.includes('Low Risk'), 'Low Risk').toBe(true);
    expect(english.includes('30% win chance'), '30% win chance').toBe(true);
    const inHindi = text(await page('/', hindi));
    expect(inHindi.includes('प्रो टियर'), 'प्रो टियर').toBe(true);
    expect(inHindi.includes('शीर्ष 10% स्थानों के लिए इनाम'), 'शीर्ष 10% स्थानों के लिए इनाम').toBe(true);
    expect(inHindi.includes('हाई रिस्क'), 'हाई रिस्क').toBe(false);
    // The championship rules' pool table names the tiers from the same source.
    expect(text(await page('/game-policy')).includes('Pro Tier'), 'Pro Tier').toBe(true);

    // The landing's "How it works" names the tiers too.
    expect(english.includes('pick Pro Tier or Low Risk'), 'pick Pro Tier or Low Risk').toBe(true);

    for (const name of ['TIER_HIGH_NAME_EN', 'TIER_HIGH_NAME_HI', 'TIER_HIGH_LINE_EN', 'TIER_HIGH_LINE_HI'])
      await unset(name);
    expect((await t.app.inject('/api/tiers')).json()).toEqual({ hr: UNSET, lr: UNSET });
    const after = text(await page('/'));
    expect(after.includes('High Risk'), 'High Risk').toBe(true);
    expect(after.includes('10% win chance'), '10% win chance').toBe(true);
    expect(after.includes('Pro Tier'), 'Pro Tier').toBe(false);
  });

  it('refuses an empty or overlong text and changes nothing', async () => {
    const empty = await requestAs(t, admin, 'PUT', '/admin/env/TIER_LOW_NAME_EN', { value: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toBe(
      'TIER_LOW_NAME_EN: Give the tier a name, or remove the setting to show the default.',
    );
    const long = await requestAs(t, admin, 'PUT', '/admin/env/TIER_LOW_LINE_HI', { value: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect((await t.app.inject('/api/tiers')).json()).toEqual({ hr: UNSET, lr: UNSET });
  });
});

describe('the registration number under the Online Gaming Act', () => {
  it('shows in the footer of every page once set, in both languages, and nothing when unset', async () => {
    expect((await trpc<{ registration: string | null }>('footer.view')).registration).toBeNull();
    expect(text(await page('/')).includes('Registered e-sport'), 'Registered e-sport').toBe(false);
    expect(text(await page('/', hindi)).includes('पंजीकृत ई-स्पोर्ट'), 'पंजीकृत ई-स्पोर्ट').toBe(false);

    await set('PROGA_REGISTRATION_NUMBER', 'OGAI/ES/2026/000042');
    expect((await trpc<{ registration: string | null }>('footer.view')).registration).toBe(
      'OGAI/ES/2026/000042',
    );
    for (const url of ['/', '/game-policy', '/blog'])
      expect(text(await page(url)), url).toContain('Registered e-sport: OGAI/ES/2026/000042');
    expect(
      text(await page('/', hindi)).includes('पंजीकृत ई-स्पोर्ट: OGAI/ES/2026/000042'),
      'पंजीकृत ई-स्पोर्ट: OGAI/ES/2026/000042',
    ).toBe(true);

    await unset('PROGA_REGISTRATION_NUMBER');
    expect((await trpc<{ registration: string | null }>('footer.view')).registration).toBeNull();
    expect(text(await page('/')).includes('Registered e-sport'), 'Registered e-sport').toBe(false);
  });
});
