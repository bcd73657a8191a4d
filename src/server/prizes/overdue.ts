import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretBox } from '../crypto/secret-box.ts';
import { emit } from '../notifications/service.ts';
import { organiserIds } from '../users/index.ts';
import { INDIA_TIME_ZONE } from '../../shared/india-time.ts';
import { payoutDeadlineDaysNow } from './deadline.ts';
import { Payout, PoolClose, PrizeAward } from './entities.ts';

// Claimed prizes not paid by the payout deadline (the pool's close + PAYOUT_DEADLINE_DAYS, decision
// 26) are the organisers' to act on: a daily job tells them how many, once per day in India.

const DAY_MS = 24 * 60 * 60 * 1000;
const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE });
const indiaDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE });

/** Tells every organiser of the claims past the deadline and in no live payout; answers how many. */
export async function tellOverdueClaims(
  em: EntityManager,
  settingsBox: SecretBox,
  now = new Date(),
): Promise<number> {
  const days = await payoutDeadlineDaysNow(em, settingsBox);
  const closedBefore = new Date(now.getTime() - days * DAY_MS);
  const closes = await em.find(PoolClose, { closedAt: { $lt: closedBefore } }, { fields: ['group'] });
  if (!closes.length) return 0;
  const claims = await em.find(
    PrizeAward,
    { status: 'claimed', group: { $in: closes.map((c) => c.group.id) } },
    { orderBy: { claimedAt: 'asc' } },
  );
  const inPayout = new Set(
    (await em.find(Payout, { openAward: { $in: claims.map((a) => a.id) } }, { fields: ['openAward'] })).map(
      (p) => p.openAward,
    ),
  );
  const overdue = claims.filter((claim) => !inPayout.has(claim.id));
  if (!overdue.length) return 0;
  await em.fork().transactional(async (tx) =>
    emit(tx, {
      type: 'organiser.claims-overdue',
      key: `organiser.claims-overdue:${indiaDay.format(now)}`,
      userIds: await organiserIds(tx),
      params: {
        count: overdue.length,
        days,
        oldest: indiaDate.format(overdue[0]!.claimedAt ?? overdue[0]!.createdAt),
      },
      path: '/admin?section=payouts',
    }),
  );
  return overdue.length;
}
