import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/auth.ts';
import { requestAs } from '../../../test/support/auth.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { PRIVACY_NOTICE_VERSION } from '../../shared/privacy.ts';
import { AppUser } from './entities.ts';

// The player's notification choices (issue 28): GET/PUT /api/me/notifications, the one source the
// sender reads, kept in step with the older e-mail switches; and the language messages go out in.

const { t } = adminTestAppOfFile();

const userOf = (id: string) => t.db.orm.em.fork().findOneOrFail(AppUser, id);

describe('notification preferences', () => {
  it('answers every group and channel with the defaults filled in', async () => {
    const player = await createUser(t);
    const res = await requestAs(t, player, 'GET', '/api/me/notifications');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.money).toEqual({ inApp: true, email: true, push: true, sms: true, whatsapp: true });
    expect(body.results.email).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['match', 'money', 'organiser', 'results', 'security', 'squad']);
  });

  it('saves a change, and the old e-mail switches follow it', async () => {
    const player = await createUser(t);
    const res = await requestAs(t, player, 'PUT', '/api/me/notifications', {
      match: { email: false, sms: false },
      squad: { push: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().match).toMatchObject({ email: false, sms: false, inApp: true });
    const user = await userOf(player.userId);
    expect(user.notificationPreferences).toEqual({
      match: { email: false, sms: false },
      squad: { push: false },
    });
    expect(user.emailPreferences).toMatchObject({ matchReminders: false, results: true });
    // A later change keeps the earlier ones.
    await requestAs(t, player, 'PUT', '/api/me/notifications', { match: { email: true } });
    expect((await userOf(player.userId)).notificationPreferences).toEqual({
      match: { email: true, sms: false },
      squad: { push: false },
    });
    expect((await userOf(player.userId)).emailPreferences.matchReminders).toBe(true);
  });

  it('refuses to turn off payment and account messages in the app or by e-mail, and saves nothing', async () => {
    const player = await createUser(t);
    for (const change of [{ money: { email: false } }, { security: { inApp: false } }]) {
      const res = await requestAs(t, player, 'PUT', '/api/me/notifications', {
        squad: { email: false },
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'notifications.mandatory' });
    }
    expect((await userOf(player.userId)).notificationPreferences).toBeNull();
    // Their other channels are the player's to choose.
    const ok = await requestAs(t, player, 'PUT', '/api/me/notifications', { money: { sms: false } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses groups and channels it does not know', async () => {
    const player = await createUser(t);
    const res = await requestAs(t, player, 'PUT', '/api/me/notifications', { news: { email: false } });
    expect(res.statusCode).toBe(400);
    const bad = await requestAs(t, player, 'PUT', '/api/me/notifications', { match: { fax: true } });
    expect(bad.statusCode).toBe(400);
  });

  it('is written by the old Email Preferences form too (one source)', async () => {
    const player = await createUser(t);
    const res = await requestAs(t, player, 'PUT', `/api/clerk-sync/user/${player.userId}`, {
      emailPreferences: { matchReminders: true, results: false, news: false },
    });
    expect(res.statusCode).toBe(200);
    const user = await userOf(player.userId);
    expect(user.notificationPreferences).toEqual({ match: { email: true }, results: { email: false } });
    const read = await requestAs(t, player, 'GET', '/api/me/notifications');
    expect(read.json().results.email).toBe(false);
  });

  it('needs a signed-in player', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/notifications' });
    expect(res.statusCode).toBe(401);
  });
});

describe("the player's language", () => {
  it('is the sign-up page language', async () => {
    const consent = (language: 'en' | 'hi') => ({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language,
      marketing: false,
    });
    const hindi = await createUser(t, { privacyConsent: consent('hi') });
    const english = await createUser(t, { privacyConsent: consent('en') });
    expect((await userOf(hindi.userId)).language).toBe('hi');
    expect((await userOf(english.userId)).language).toBe('en');
  });

  it('follows the language switch, idempotently', async () => {
    const player = await createUser(t);
    const first = await requestAs(t, player, 'PUT', '/api/me/language', { language: 'hi' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ language: 'hi', changed: true });
    const again = await requestAs(t, player, 'PUT', '/api/me/language', { language: 'hi' });
    expect(again.json()).toEqual({ language: 'hi', changed: false });
    expect((await userOf(player.userId)).language).toBe('hi');
    const bad = await requestAs(t, player, 'PUT', '/api/me/language', { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect((await userOf(player.userId)).language).toBe('hi');
  });

  it("is the page's language when the player saves their profile", async () => {
    const player = await createUser(t, { name: 'Asha Verma' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.profile.update',
      headers: { ...player.headers, 'content-type': 'application/json', cookie: 'lang=hi' },
      payload: JSON.stringify({
        json: { name: 'Asha Verma', phone: '', gender: null, dateOfBirth: null, city: '', state: '' },
      }),
    });
    expect(res.statusCode).toBe(200);
    expect((await userOf(player.userId)).language).toBe('hi');
  });
});

describe('the sync call', () => {
  it("stores the page's language for the caller's own record", async () => {
    const player = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clerk-sync/sync-user',
      headers: { ...player.headers, 'content-type': 'application/json', cookie: 'lang=hi' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await userOf(player.userId)).language).toBe('hi');
  });
});
