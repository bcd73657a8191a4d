import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { siteUrl } from '../auth/setup.ts';
import { createLinkSigner } from '../crypto/signed-links.ts';
import { AppUser } from '../users/entities.ts';
import { unsubscribeLinks, unsubscribeToken, UNSUBSCRIBE_PURPOSE } from './unsubscribe.ts';

// Unsubscribe links work without signing in and only for that purpose (issue 28): the token names
// one player and one group, for e-mail; nothing else can be done with it.

const { t } = adminTestAppOfFile();

const links = () => unsubscribeLinks(t.app.services.signedLinks(UNSUBSCRIBE_PURPOSE), siteUrl(t.config));
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const preferencesOf = async (user: TestUser) =>
  (await t.db.orm.em.fork().findOneOrFail(AppUser, user.userId)).notificationPreferences;

/** The one-click POST a mail client sends (RFC 8058): no cookie, no Origin. */
const oneClick = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('one-click unsubscribe', () => {
  it("turns off the link's group's e-mails for its player only, signed out, idempotently", async () => {
    const player = await createUser(t);
    const other = await createUser(t);
    const url = links().unsubscribeUrlFor(player.userId, 'results')!;
    expect(url).toMatch(/^http.*\/api\/notifications\/unsubscribe\?token=/);
    for (let i = 0; i < 2; i++) {
      const res = await oneClick(tokenOf(url));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ unsubscribed: true, group: 'results', channel: 'email' });
    }
    expect(await preferencesOf(player)).toEqual({ results: { email: false } });
    const user = await t.db.orm.em.fork().findOneOrFail(AppUser, player.userId);
    expect(user.emailPreferences.results).toBe(false);
    expect(await preferencesOf(other)).toBeNull();
  });

  it('has no link for payment and account e-mails, and a forged one changes nothing', async () => {
    const player = await createUser(t);
    expect(links().unsubscribeUrlFor(player.userId, 'money')).toBeNull();
    expect(links().unsubscribeUrlFor(player.userId, 'security')).toBeNull();
    // Signed right, but for a mandatory group: still refused.
    const signer = t.app.services.signedLinks(UNSUBSCRIBE_PURPOSE);
    const res = await oneClick(unsubscribeToken(signer, player.userId, 'money', new Date()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'unsubscribe.link_invalid' });
    expect(await preferencesOf(player)).toBeNull();
  });

  it('refuses a tampered, expired or other-purpose token and changes nothing', async () => {
    const player = await createUser(t);
    const victim = await createUser(t);
    const token = tokenOf(links().unsubscribeUrlFor(player.userId, 'match')!);
    // Another player's id, or another group, under the same signature.
    const forged = [
      token.replace(player.userId, victim.userId),
      token.replace('_match.', '_squad.'),
      token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'),
      'nonsense',
    ];
    for (const bad of forged) {
      const res = await oneClick(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'unsubscribe.link_invalid' });
    }
    // A link signed for another purpose (the user export's) is no unsubscribe link.
    const exportSigner = t.app.services.signedLinks('users.export');
    const other = await oneClick(exportSigner.sign(`${player.userId}_match`, new Date(Date.now() + 60_000)));
    expect(other.statusCode).toBe(400);
    // Expired.
    const signer = t.app.services.signedLinks(UNSUBSCRIBE_PURPOSE);
    const old = unsubscribeToken(signer, player.userId, 'match', new Date(Date.now() - 400 * 24 * 3600_000));
    const expired = await oneClick(old);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ reason: 'unsubscribe.link_expired' });
    expect(await preferencesOf(player)).toBeNull();
    expect(await preferencesOf(victim)).toBeNull();
    // A token made with another secret is refused too.
    const stranger = createLinkSigner(
      { current: 'another-secret-0123456789abcdef-xyz', previous: [] },
      UNSUBSCRIBE_PURPOSE,
    );
    expect((await oneClick(unsubscribeToken(stranger, player.userId, 'match', new Date()))).statusCode).toBe(
      400,
    );
  });
});

describe('the unsubscribe page', () => {
  it("asks first, then says what was turned off and undoes it, in the player's language", async () => {
    const player = await createUser(t);
    await t.db.orm.em.fork().nativeUpdate(AppUser, { id: player.userId }, { language: 'hi' });
    const token = tokenOf(links().unsubscribeUrlFor(player.userId, 'match')!);

    const page = await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('मैच रिमाइंडर');
    // Opening the link (a mail scanner does) changes nothing.
    expect(await preferencesOf(player)).toBeNull();

    const form = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: '/unsubscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, action }).toString(),
      });
    const done = await form('unsubscribe');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('अब आपको मैच रिमाइंडर के ई-मेल नहीं मिलेंगे');
    expect(await preferencesOf(player)).toEqual({ match: { email: false } });

    const undone = await form('undo');
    expect(undone.statusCode).toBe(200);
    expect(await preferencesOf(player)).toEqual({ match: { email: true } });

    // The page follows the language the browser chose.
    const english = await t.app.inject({
      method: 'GET',
      url: `/unsubscribe?token=${token}`,
      headers: { cookie: 'lang=en' },
    });
    expect(english.body).toContain('Stop match reminder e-mails');
  });

  it('says a bad link is not valid', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/unsubscribe?token=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('not valid');
  });
});
