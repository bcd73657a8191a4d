import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CONSENT_PURPOSES,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_PURPOSES,
  type ConsentPurpose,
  type ConsentSource,
  type ConsentState,
} from '../../shared/privacy.ts';
import type { Locale } from '../../shared/locale.ts';
import { ConsentRecord } from './entities.ts';

// Consent records (docs/decisions/0027-invoices-and-data-rights.md, "Notice and consent"): the
// lower layer, used by users/service.ts when an account is made and when marketing changes.

/**
 * Appends one record per purpose given; the history is never rewritten. Each record is later than
 * the account's last one, so "the latest row per purpose" is never a tie, however fast the clicks.
 */
export async function appendConsents(
  em: EntityManager,
  userId: string,
  choices: Partial<Record<ConsentPurpose, boolean>>,
  how: { language: Locale; source: ConsentSource },
): Promise<void> {
  const last = await em.findOne(ConsentRecord, { userId }, { orderBy: { at: 'desc' }, fields: ['at'] });
  const now = new Date();
  const at = last && last.at.getTime() >= now.getTime() ? new Date(last.at.getTime() + 1) : now;
  for (const purpose of CONSENT_PURPOSES) {
    const granted = choices[purpose];
    if (granted === undefined) continue;
    em.create(ConsentRecord, {
      userId,
      purpose,
      granted,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: how.language,
      at,
      source: how.source,
    });
  }
}

/** The sign-up's choices: every required purpose granted, the optional ones as ticked. */
export function signUpChoices(marketing: boolean): Record<ConsentPurpose, boolean> {
  return {
    registration: true,
    payments: true,
    prizes_tax: true,
    match_operations: true,
    marketing,
  };
}

/** Whether any consent was ever recorded for this account (accounts older than the notice have none). */
export async function hasConsentRecords(em: EntityManager, userId: string): Promise<boolean> {
  return (await em.count(ConsentRecord, { userId })) > 0;
}

/** Each purpose's current state: its latest record. */
export async function consentStates(em: EntityManager, userId: string): Promise<ConsentState[]> {
  const rows = await em.find(ConsentRecord, { userId }, { orderBy: { at: 'asc' } });
  const latest = new Map<ConsentPurpose, ConsentRecord>();
  for (const row of rows) latest.set(row.purpose, row);
  return CONSENT_PURPOSES.map((purpose) => {
    const row = latest.get(purpose);
    return {
      purpose,
      required: PRIVACY_PURPOSES[purpose].required,
      granted: row?.granted ?? null,
      noticeVersion: row?.noticeVersion ?? null,
      at: row?.at ?? null,
      source: row?.source ?? null,
    };
  });
}

/** The whole history, oldest first, for the player's data download. */
export async function consentHistory(em: EntityManager, userId: string): Promise<ConsentRecord[]> {
  return em.find(ConsentRecord, { userId }, { orderBy: { at: 'asc', purpose: 'asc' } });
}
