import { z } from 'zod';
import { registrationDraftSchema } from '../../shared/registration-draft.ts';
import type { RegistrationDraft } from './draft.ts';

// The draft on this device: localStorage per account (docs/product.md#registration-rules-and-constants keeps registration data in
// the browser per user id). The server keeps a copy too (registrationDraft.*); the newer wins.

const KEY_PREFIX = 'arena:registration-draft:';

/** What this device keeps, checked like the server's copy: storage is input too. */
const localDraftSchema = z.object({
  draft: registrationDraftSchema,
  updatedAt: z.number().int().nonnegative(),
});

export interface StoredDraft {
  draft: RegistrationDraft;
  updatedAt: number;
}

export function readLocalDraft(userId: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(KEY_PREFIX + userId);
    if (!raw) return null;
    // A damaged entry or one of an older shape is no draft; unknown fields are dropped.
    const parsed = localDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Private mode or a damaged entry: no local copy.
    return null;
  }
}

export function writeLocalDraft(userId: string, stored: StoredDraft): void {
  try {
    localStorage.setItem(KEY_PREFIX + userId, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the server copy still keeps the draft.
  }
}

export function removeLocalDraft(userId: string): void {
  try {
    localStorage.removeItem(KEY_PREFIX + userId);
  } catch {
    // Nothing to remove where storage is refused.
  }
}

/** The newer of two copies; on a tie the local one (it is what this device shows). */
export function newerDraft(local: StoredDraft | null, server: StoredDraft | null): StoredDraft | null {
  if (!server) return local;
  if (!local) return server;
  return server.updatedAt > local.updatedAt ? server : local;
}
