import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { AppUser } from '../users/entities.ts';
import { generatePassword, generateUsername, hashPassword, verifyPassword } from './credentials.ts';
import { GameAccount, type Participant, type Teammate } from './entities.ts';

const MAX_USERNAME_TRIES = 20;

export interface NewCredentials {
  passwordHash: string;
  passwordSealed: string;
}

/** A fresh password, hashed and sealed: slow on purpose (scrypt), so done before any transaction. */
export async function prepareCredentials(box: SecretBox): Promise<NewCredentials> {
  const password = generatePassword();
  return { passwordHash: await hashPassword(password), passwordSealed: box.seal(password) };
}

/**
 * Stores credentials for a participant (teammate null) or one of its teammates under a fresh
 * username. The insert skips a username that is taken (ON CONFLICT DO NOTHING) and tries another,
 * so a collision never aborts the surrounding transaction.
 */
export async function issueCredentials(
  em: EntityManager,
  participant: Participant,
  teammate: Teammate | null,
  { passwordHash, passwordSealed }: NewCredentials,
): Promise<void> {
  for (let i = 0; i < MAX_USERNAME_TRIES; i++) {
    const inserted: { affectedRows: number } = await em
      .createQueryBuilder(GameAccount)
      .insert({
        id: crypto.randomUUID(),
        username: generateUsername(),
        passwordHash,
        passwordSealed,
        participant: participant.id,
        teammate: teammate?.id ?? null,
        createdAt: new Date(),
      })
      .onConflict('username')
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 1) return;
  }
  throw new Error('Could not find a free game username');
}

/**
 * The owner behind a pass's game credentials, if they are right and the pass is paid: credentials
 * open the dashboard of the account that owns the pass, never before payment.
 */
export async function verifyGameCredentials(
  em: EntityManager,
  username: string,
  password: string,
): Promise<AppUser | null> {
  const account = await em.findOne(
    GameAccount,
    { username: username.trim().toUpperCase() },
    { populate: ['participant', 'participant.owner'] },
  );
  if (!account) {
    await hashPassword(password); // same work either way: no timing hint that the username exists
    return null;
  }
  if (!(await verifyPassword(password, account.passwordHash))) return null;
  return account.participant.status === 'paid' ? (account.participant.owner ?? null) : null;
}
