import type { EntityManager } from '@mikro-orm/postgresql';
import { payoutDeadlineDays } from '../../shared/payouts.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { storedSettings } from '../settings/service.ts';

/** The days after a pool's close by which its prizes are paid (the setting PAYOUT_DEADLINE_DAYS). */
export async function payoutDeadlineDaysNow(em: EntityManager, settingsBox: SecretBox): Promise<number> {
  const settings = await storedSettings(em, settingsBox, ['PAYOUT_DEADLINE_DAYS']);
  return payoutDeadlineDays(settings.PAYOUT_DEADLINE_DAYS);
}
