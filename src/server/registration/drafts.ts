import type { EntityManager } from '@mikro-orm/postgresql';
import type { RegistrationDraftData } from '../../shared/registration-draft.ts';
import { AppError } from '../errors.ts';
import { sql } from '../db/sql.ts';
import { RegistrationDraft } from './entities.ts';

/** A draft is a few hundred bytes; anything near this is not a registration. */
const MAX_DRAFT_BYTES = 16 * 1024;

export async function findDraft(
  em: EntityManager,
  userId: string,
): Promise<{ draft: RegistrationDraftData; updatedAt: Date } | null> {
  const row = await em.findOne(RegistrationDraft, { owner: userId });
  return row ? { draft: row.data, updatedAt: row.updatedAt } : null;
}

/**
 * Keeps the player's draft. Saves arrive out of order from a phone on a slow network, so an older
 * copy never replaces a newer one: one statement that writes only when `updatedAt` is later (raw
 * SQL: an `on conflict ... where` upsert, which the ORM cannot write).
 */
export async function saveDraft(
  em: EntityManager,
  userId: string,
  draft: RegistrationDraftData,
  updatedAt: Date,
): Promise<void> {
  const json = JSON.stringify(draft);
  if (new TextEncoder().encode(json).length > MAX_DRAFT_BYTES)
    throw new AppError('BAD_REQUEST', 'This registration draft is too large to save.', {
      reason: 'registration.draft_too_large',
    });
  await sql(
    em,
    `insert into registration_draft (owner_id, data, updated_at) values (?, ?::jsonb, ?)
     on conflict (owner_id) do update set data = excluded.data, updated_at = excluded.updated_at
     where registration_draft.updated_at < excluded.updated_at`,
    [userId, json, updatedAt],
    'run',
  );
}

export async function clearDraft(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(RegistrationDraft, { owner: userId });
}
