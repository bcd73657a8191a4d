import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { AuditLog } from '../audit/entities.ts';
import { SEAL_PURPOSE } from '../crypto/sealed-columns.ts';
import { OutboxMessage } from '../mail/entities.ts';
import { AppUser } from './entities.ts';
import { sweepInactiveAccounts } from './retention.ts';
import { eraseAccount } from '../privacy/service.ts';
import { accountsOwedPrizes } from '../prizes/index.ts';

// The retention job (DPDP Rules 2025, Rule 8): accounts inactive past the setting's days are
// warned 48 hours ahead, once, then erased unless they came back; off unless the setting is set.
// The clock is the job's `now`; an account's inactivity is its `lastActiveAt`, set back here.

const made = adminTestAppOfFile();
const DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const WARNING = 'Your Arena Championships account will be erased in 48 hours';

const sweep = (now: Date) =>
  sweepInactiveAccounts(made.t.db.orm.em.fork(), {
    settingsBox: made.t.app.services.secretBox(SEAL_PURPOSE.settings),
    mailer: made.t.app.services.mailer,
    erase: eraseAccount,
    owedPrizes: accountsOwedPrizes,
    now,
  });

async function lastActive(user: TestUser, at: Date) {
  await made.t.db.orm.em.fork().nativeUpdate(AppUser, { id: user.userId }, { lastActiveAt: at });
}
const record = (user: TestUser) => made.t.db.orm.em.fork().findOne(AppUser, user.userId);
const warnings = (user: TestUser) =>
  made.t.db.orm.em.fork().count(OutboxMessage, { to: user.email, subject: WARNING });
const setRetention = (value: string | null) =>
  value === null
    ? requestAs(made.t, made.admin, 'DELETE', '/admin/env/INACTIVE_ACCOUNT_RETENTION_DAYS')
    : requestAs(made.t, made.admin, 'PUT', '/admin/env/INACTIVE_ACCOUNT_RETENTION_DAYS', { value });

describe('the retention job', () => {
  it('is off by default: nobody is warned or erased, however long inactive', async () => {
    const player = await createUser(made.t);
    await lastActive(player, new Date(Date.now() - 10 * 365 * DAY_MS));
    expect(await sweep(new Date())).toEqual({ days: null, warned: 0, erased: 0, kept: 0 });
    expect(await record(player)).not.toBeNull();
    expect(await warnings(player)).toBe(0);
    // 0 is off too.
    expect((await setRetention('0')).statusCode).toBe(200);
    expect((await sweep(new Date())).days).toBeNull();
    await setRetention(null);
    await lastActive(player, new Date());
  });

  it('warns once 48 hours ahead, erases after them, and spares one who signed in meanwhile', async () => {
    expect((await setRetention(String(DAYS))).statusCode).toBe(200);
    const gone = await createUser(made.t);
    const back = await createUser(made.t);
    const fresh = await createUser(made.t);
    const admin = await createUser(made.t, { role: 'admin' });
    const now = Date.now();
    // Inactive for the period less a day: inside the 48 hours' notice.
    for (const user of [gone, back, admin]) await lastActive(user, new Date(now - (DAYS - 1) * DAY_MS));
    await lastActive(fresh, new Date(now - (DAYS - 3) * DAY_MS));

    const first = await sweep(new Date(now));
    expect(first).toMatchObject({ days: DAYS, erased: 0 });
    expect(await warnings(gone)).toBe(1);
    expect(await warnings(back)).toBe(1);
    expect(await warnings(fresh)).toBe(0);
    expect(await warnings(admin)).toBe(0);
    expect((await record(gone))!.retentionWarnedAt).toEqual(new Date(now));

    // A day later: not erased yet (48 hours not passed), and not warned again.
    await sweep(new Date(now + 24 * HOUR_MS));
    expect(await record(gone)).not.toBeNull();
    expect(await warnings(gone)).toBe(1);

    // `back` signs in (a request with its session): activity withdraws the warning.
    expect((await requestAs(made.t, back, 'GET', '/api/notifications/unread-count')).statusCode).toBe(200);
    expect((await record(back))!.retentionWarnedAt).toBeNull();

    const after = await sweep(new Date(now + 49 * HOUR_MS));
    expect(after.erased).toBe(1);
    expect(await record(gone)).toBeNull();
    expect(await record(back)).not.toBeNull();
    expect(await record(admin)).not.toBeNull();
    expect(await made.t.db.orm.em.fork().find(AuditLog, { entityId: gone.userId })).toEqual([
      expect.objectContaining({ action: 'user.retention_erase', actorId: 'retention-job', after: null }),
    ]);
    await setRetention(null);
  });
});
