import type { EntityManager } from '@mikro-orm/postgresql';
import { RETENTION_NOTICE_HOURS, retentionDays } from '../../shared/grievances.ts';
import { indiaDate } from '../../shared/india-time.ts';
import { recordAudit } from '../audit/service.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Mailer } from '../mail/mailer.ts';
import { storedSettings } from '../settings/service.ts';
import { AppUser } from './entities.ts';

// Retention (DPDP Rules 2025, Rule 8 and the Third Schedule; docs/decisions/0027-invoices-and-data-rights.md):
// an account with no activity for INACTIVE_ACCOUNT_RETENTION_DAYS is erased, after an e-mail
// 48 hours before. Activity is `lastActiveAt`: any request with the account's session (or a pass
// session it owns), noted at most once an hour (activity.ts); before it was noted, the record's
// creation. Off unless the setting is set. Admins are never erased, nor accounts owed a prize or
// with a payout in flight (their money is still moving: they are looked at again the next day).

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** At most this many accounts are warned or erased per run; the next run takes the rest. */
const BATCH = 200;
/** The retention job's actor in the audit log. */
export const RETENTION_ACTOR = 'retention-job';

export interface RetentionResult {
  /** Null when the setting is off. */
  days: number | null;
  warned: number;
  erased: number;
  /** Inactive, but an admin or owed a prize (or a payout in flight). */
  kept: number;
}

export interface RetentionOptions {
  settingsBox: SecretBox;
  mailer: Mailer;
  /** Erases an account everywhere (privacy's erasure; passed in, as privacy builds on users). */
  erase: (em: EntityManager, userId: string) => Promise<unknown>;
  /** Which of these accounts are owed a prize or have a payout in flight (prizes'). */
  owedPrizes: (em: EntityManager, userIds: string[]) => Promise<Set<string>>;
  now?: Date;
}

/** The day's run of the retention job. */
export async function sweepInactiveAccounts(
  em: EntityManager,
  options: RetentionOptions,
): Promise<RetentionResult> {
  const settings = await storedSettings(em, options.settingsBox, ['INACTIVE_ACCOUNT_RETENTION_DAYS']);
  const days = retentionDays(settings.INACTIVE_ACCOUNT_RETENTION_DAYS);
  const result: RetentionResult = { days, warned: 0, erased: 0, kept: 0 };
  if (days === null) return result;
  const now = options.now ?? new Date();
  const inactiveSince = new Date(now.getTime() - days * DAY_MS);

  const erased = await eraseWarned(em, options, now, inactiveSince);
  result.erased = erased.erased;
  result.kept += erased.kept;
  const warned = await warnInactive(em, options, now, inactiveSince, days);
  result.warned = warned.warned;
  result.kept += warned.kept;
  return result;
}

/** Accounts inactive since before `cutoff`, never warned or warned `warned`. */
const inactive = (cutoff: Date, warned: 'warned' | 'not warned') => ({
  role: 'user' as const,
  retentionWarnedAt: warned === 'warned' ? { $ne: null } : null,
  $or: [{ lastActiveAt: { $lt: cutoff } }, { lastActiveAt: null, createdAt: { $lt: cutoff } }],
});

async function withoutPrizes(em: EntityManager, options: RetentionOptions, users: AppUser[]) {
  const owed = await options.owedPrizes(
    em,
    users.map((u) => u.id),
  );
  return { free: users.filter((u) => !owed.has(u.id)), kept: owed.size };
}

async function warnInactive(
  em: EntityManager,
  options: RetentionOptions,
  now: Date,
  inactiveSince: Date,
  days: number,
): Promise<{ warned: number; kept: number }> {
  // Warned 48 hours ahead: inactive for the period less those hours.
  const cutoff = new Date(inactiveSince.getTime() + RETENTION_NOTICE_HOURS * HOUR_MS);
  const fork = em.fork();
  const users = await fork.find(AppUser, inactive(cutoff, 'not warned'), {
    limit: BATCH,
    orderBy: { id: 'asc' },
  });
  const { free, kept } = await withoutPrizes(fork, options, users);
  let warned = 0;
  for (const user of free) {
    // Set before the e-mail goes: a crash between the two never sends it twice.
    const marked = await fork.nativeUpdate(
      AppUser,
      { id: user.id, retentionWarnedAt: null },
      { retentionWarnedAt: now },
    );
    if (marked === 0) continue;
    warned += 1;
    if (user.email) await sendWarning(fork, options.mailer, user.email, days, now);
  }
  return { warned, kept };
}

async function eraseWarned(
  em: EntityManager,
  options: RetentionOptions,
  now: Date,
  inactiveSince: Date,
): Promise<{ erased: number; kept: number }> {
  const fork = em.fork();
  const candidates = await fork.find(AppUser, inactive(inactiveSince, 'warned'), {
    limit: BATCH,
    orderBy: { id: 'asc' },
  });
  // The warning's 48 hours have passed, and no activity since it (activity clears the warning).
  const due = candidates.filter(
    (user) => user.retentionWarnedAt!.getTime() + RETENTION_NOTICE_HOURS * HOUR_MS <= now.getTime(),
  );
  const { free, kept } = await withoutPrizes(fork, options, due);
  let erased = 0;
  for (const user of free) {
    const lastActiveAt = user.lastActiveAt ?? user.createdAt;
    await options.erase(fork, user.id);
    // Its own transaction after the erasure: the audit row names no personal data, only the id.
    await fork.fork().transactional(async (tx) => {
      recordAudit(tx, { userId: RETENTION_ACTOR }, 'user.retention_erase', {
        entity: 'AppUser',
        entityId: user.id,
        before: { lastActiveAt, warnedAt: user.retentionWarnedAt },
        after: null,
      });
    });
    erased += 1;
  }
  return { erased, kept };
}

async function sendWarning(em: EntityManager, mailer: Mailer, to: string, days: number, now: Date) {
  const on = indiaDate(new Date(now.getTime() + RETENTION_NOTICE_HOURS * HOUR_MS));
  try {
    await mailer.send(em.fork(), {
      to,
      subject: 'Your Arena Championships account will be erased in 48 hours',
      text:
        `You have not signed in to Arena Championships for ${days} days. As the law asks of us, ` +
        `we erase the personal data of accounts inactive that long: your account will be erased on ` +
        `${on} (48 hours from now). To keep it, just sign in before then. Records the law makes us ` +
        `keep (invoices, tax deducted on prizes) stay, tied to no name.\n\n` +
        `आपने ${days} दिनों से Arena Championships में साइन इन नहीं किया है। कानून के अनुसार हम इतने ` +
        `समय से निष्क्रिय खातों का व्यक्तिगत डेटा मिटा देते हैं: आपका खाता ${on} को (अब से 48 घंटे बाद) ` +
        `मिटा दिया जाएगा। इसे बनाए रखने के लिए उससे पहले बस साइन इन करें। कानून द्वारा रखे जाने वाले ` +
        `रिकॉर्ड (इनवॉइस, पुरस्कारों पर काटा गया कर) बिना नाम के रहेंगे।`,
    });
  } catch {
    // The outbox row keeps the failed delivery; the warning stands (the erasure waits 48 hours).
  }
}
