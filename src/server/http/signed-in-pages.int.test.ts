import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { createClientTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { renderPage } from '../../client/entry-server.tsx';
import { seedGames } from '../games/seed.ts';

// The signed-in player's own pages rendered on the server (issue 29, part 2; decisions 16 and 29):
// the dashboard and the profile from that player's reads, never anyone else's, never kept by a
// cache; the landing page signed in as whole as signed out, and the same for everyone. For a
// visitor without a session, or with a cookie that opens none, the signed-in area is left to the
// app.

const SHELL =
  '<!doctype html><html lang="en"><head><title>Arena</title></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

let t: TestApp;

beforeAll(async () => {
  t = await createClientTestApp({ 'index.html': SHELL }, { pageRenderer: renderPage });
  await seedGames(t.db.orm.em.fork());
});
afterAll(() => t.close());

interface Player {
  user: TestUser;
  /** The session cookie their browser holds. */
  cookie: string;
  /** Their pass's game credentials. */
  credentials: { gameUsername: string; gamePassword: string };
}

/** A player with a paid solo pass, signed in in a browser. */
async function paidPlayer(name: string, email: string): Promise<Player> {
  const user = await createUser(t, { name, email });
  await registerAndPay(t, user, soloPayload({ name, email }));
  const passes = await trpcAs(t, user).dashboard.passes.query({ limit: 10 });
  const token = user.headers.authorization.replace('Bearer ', '');
  return {
    user,
    cookie: `arena.session_token=${encodeURIComponent(token)}`,
    credentials: passes.items[0]!.credentials!,
  };
}

function page(url: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
}

/** What #root holds, as text. */
function textOf(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script type="application/json"'));
  return root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

let meera: Player;
let rohan: Player;

beforeAll(async () => {
  meera = await paidPlayer('Meera Iyer', 'meera.signed-in@example.in');
  rohan = await paidPlayer('Rohan Kapoor', 'rohan.signed-in@example.in');
});

describe("the signed-in player's pages, rendered on the server", () => {
  it("draws the dashboard's passes with the player's own credentials, for them alone", async () => {
    const res = await page('/dashboard?tab=passes', meera.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.body).toContain('<div id="root" data-boot="intent" data-drawn-at="');
    expect(res.body).toContain('<title>Member Dashboard | Arena Championships</title>');
    const text = textOf(res.body);
    expect(text).toContain('Member Dashboard');
    expect(text).toContain(`Username ${meera.credentials.gameUsername}`);
    expect(text).toContain(`Password ${meera.credentials.gamePassword}`);
    // Nothing of another player's, in the page or in its data.
    expect(res.body).not.toContain(rohan.credentials.gameUsername);
    expect(res.body).not.toContain(rohan.user.email);

    const his = await page('/dashboard?tab=passes', rohan.cookie);
    expect(textOf(his.body)).toContain(`Username ${rohan.credentials.gameUsername}`);
    expect(his.body).not.toContain(meera.credentials.gameUsername);
    expect(his.body).not.toContain(meera.user.email);
  });

  it("draws the dashboard's overview whole: the page needs no JavaScript to be read", async () => {
    const res = await page('/dashboard', meera.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-boot="intent"');
    expect(res.body).not.toContain('<noscript>');
    expect(textOf(res.body)).toContain('BGMI · Solo');
    // The data it was drawn from is in the page, for the app to take it over unchanged.
    expect(res.body).toContain('"dashboard","overview"');
  });

  it("draws the profile with the player's own details", async () => {
    const res = await page('/profile', meera.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('data-boot="intent"');
    expect(res.body).toContain(meera.user.email);
    expect(res.body).not.toContain(rohan.user.email);
    // The form's fields are drawn filled in, not left for the app to fill.
    expect(res.body).toMatch(/<input[^>]*autoComplete="given-name"[^>]*value="Meera"/);
    expect(res.body).toMatch(/<input[^>]*autoComplete="family-name"[^>]*value="Iyer"/);
  });

  it('speaks the language the player chose', async () => {
    const res = await page('/dashboard', `${meera.cookie}; lang=hi`);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(textOf(res.body)).toContain('मेंबर डैशबोर्ड');
  });

  it('draws a public page for a signed-in player whole and the same as for anyone, the header waiting for the app', async () => {
    for (const url of ['/', '/blog']) {
      const res = await page(url, meera.cookie);
      expect(res.statusCode).toBe(200);
      // The same for everyone: it may be kept for reading offline, and loads the app on intent.
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root" data-boot="intent" data-drawn-at="');
      expect(res.body).not.toContain('"auth","session"');
      expect(res.body).not.toContain(meera.user.email);
      expect(res.body).not.toContain('Meera');
      // Neither signed in nor signed out until the app has read the session.
      expect(textOf(res.body)).not.toContain('Sign In');
    }

    const signedOut = await page('/');
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    expect(signedOut.body).toContain('data-boot="intent" data-signed-out="true"');
    expect(textOf(signedOut.body)).toContain('Sign In');
  });

  it('loads the app at once on a public page with a section for the signed-in (their own grievances)', async () => {
    const signedIn = await page('/grievance', meera.cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(signedIn.body).toContain('<div id="root" data-boot="now" data-drawn-at="');
    expect(signedIn.body).not.toContain(meera.user.email);

    const signedOut = await page('/grievance');
    expect(signedOut.body).toContain('data-boot="intent" data-signed-out="true"');
  });

  it('draws time-relative text for the moment it writes down, which the app hydrates with', async () => {
    const before = Date.now();
    const res = await page('/dashboard', meera.cookie);
    const drawnAt = Number(/data-drawn-at="(\d+)"/.exec(res.body)?.[1]);
    expect(drawnAt).toBeGreaterThanOrEqual(before);
    expect(drawnAt).toBeLessThanOrEqual(Date.now());
  });

  it('leaves the signed-in area to the app for a visitor without a session', async () => {
    for (const url of ['/dashboard', '/profile']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('leaves the signed-in area to the app for a cookie that opens no session', async () => {
    const forged = await page('/dashboard?tab=passes', 'arena.session_token=forged.token');
    expect(forged.statusCode).toBe(200);
    expect(forged.headers['cache-control']).toBe('no-cache');
    expect(forged.body).toContain('<div id="root"></div>');
  });

  it('stops showing the page once the player has signed out', async () => {
    const leaving = await paidPlayer('Sana Qureshi', 'sana.signed-in@example.in');
    expect((await page('/dashboard?tab=passes', leaving.cookie)).body).toContain(
      leaving.credentials.gameUsername,
    );
    const out = await requestAs(t, leaving.user, 'POST', '/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    const after = await page('/dashboard?tab=passes', leaving.cookie);
    expect(after.headers['cache-control']).toBe('no-cache');
    expect(after.body).toContain('<div id="root"></div>');
  });
});
