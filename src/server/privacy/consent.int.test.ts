import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { PRIVACY_NOTICE_VERSION } from '../../shared/privacy.ts';
import { AppUser } from '../users/entities.ts';
import { ConsentRecord } from './entities.ts';

const { t } = adminTestAppOfFile();

const notice = (marketing: boolean, language: 'en' | 'hi' = 'en') => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  language,
  marketing,
});

const records = (userId: string) =>
  t.db.orm.em.fork().find(ConsentRecord, { userId }, { orderBy: { at: 'asc', purpose: 'asc' } });
const news = async (userId: string) =>
  (await t.db.orm.em.fork().findOneOrFail(AppUser, userId)).emailPreferences.news;
const consents = (user: TestUser) => t.app.inject({ url: '/api/me/consents', headers: user.headers });
const setMarketing = (user: TestUser, granted: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/consents',
    headers: user.headers,
    payload: { purpose: 'marketing', granted, language: 'en' },
  });

describe('consent at sign-up', () => {
  it('records every purpose against the notice shown, marketing as ticked (unticked: refused)', async () => {
    const player = await createUser(t, { privacyConsent: notice(false, 'hi') });
    const rows = await records(player.userId);
    expect(rows.map((r) => [r.purpose, r.granted]).sort()).toEqual([
      ['marketing', false],
      ['match_operations', true],
      ['payments', true],
      ['prizes_tax', true],
      ['registration', true],
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, language: 'hi', source: 'sign-up' });
    expect(await news(player.userId)).toBe(false);

    const answer = await consents(player);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, noticeAccepted: true });
    expect(answer.json().purposes).toContainEqual(
      expect.objectContaining({ purpose: 'marketing', required: false, granted: false, source: 'sign-up' }),
    );
  });

  it('turns news e-mails on with a ticked marketing box, and withdrawing is one call that turns them off', async () => {
    const player = await createUser(t, { privacyConsent: notice(true) });
    expect(await news(player.userId)).toBe(true);

    const withdrawn = await setMarketing(player, false);
    expect(withdrawn.statusCode).toBe(200);
    expect(await news(player.userId)).toBe(false);
    const marketing = (await records(player.userId)).filter((r) => r.purpose === 'marketing');
    // Append-only: the grant stays on record, the withdrawal follows it.
    expect(marketing.map((r) => [r.granted, r.source])).toEqual([
      [true, 'sign-up'],
      [false, 'profile'],
    ]);
    const state = (await consents(player))
      .json()
      .purposes.find((p: { purpose: string }) => p.purpose === 'marketing');
    expect(state).toMatchObject({ granted: false, source: 'profile' });

    expect((await setMarketing(player, true)).statusCode).toBe(200);
    expect(await news(player.userId)).toBe(true);
  });

  it('records nothing for a sign-up without the notice, or with an old one; the profile records it then', async () => {
    const unaware = await createUser(t);
    const stale = await createUser(t, { privacyConsent: { ...notice(true), noticeVersion: '2020-01-01' } });
    expect(await records(unaware.userId)).toEqual([]);
    expect(await records(stale.userId)).toEqual([]);
    expect((await consents(unaware)).json()).toMatchObject({ noticeAccepted: false });

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/me/privacy-notice',
      headers: unaware.headers,
      payload: { language: 'en', marketing: false },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await consents(unaware)).json()).toMatchObject({ noticeAccepted: true });
    expect((await records(unaware.userId)).every((r) => r.source === 'profile')).toBe(true);
  });

  it('switching news e-mails in the e-mail preferences is the same consent, recorded', async () => {
    const player = await createUser(t, { privacyConsent: notice(false) });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/clerk-sync/user/${player.userId}`,
      headers: { ...player.headers, cookie: 'lang=hi' },
      payload: { emailPreferences: { news: true } },
    });
    expect(res.statusCode).toBe(200);
    const marketing = (await records(player.userId)).filter((r) => r.purpose === 'marketing');
    expect(marketing.at(-1)).toMatchObject({ granted: true, source: 'profile', language: 'hi' });
  });

  it('refuses a required purpose as a switch: only marketing can be withdrawn', async () => {
    const player = await createUser(t, { privacyConsent: notice(false) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/consents',
      headers: player.headers,
      payload: { purpose: 'payments', granted: false, language: 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect((await records(player.userId)).filter((r) => r.purpose === 'payments')).toHaveLength(1);
  });
});
