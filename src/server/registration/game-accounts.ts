import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretBox } from '../crypto/secret-box.ts';
import { tablesOf } from '../db/kysely.ts';
import { sql } from '../db/sql.ts';
import {
  BRAND_WORD,
  USERNAME_DIGITS,
  generatePassword,
  generateUsername,
  verifyScryptPassword,
} from './credentials.ts';
import { GameAccount, type Participant, type Teammate } from './entities.ts';

/** Random draws of one length before looking further (few collide until the space is crowded). */
const RANDOM_TRIES = 8;
/** 10^9 usernames: more than the product will ever hand out. */
const MAX_USERNAME_DIGITS = 9;

export interface NewCredentials {
  passwordHash: string;
  passwordSealed: string;
}

/**
 * A fresh password, with its keyed digest for sign-in and sealed for showing to its owner
 * (decision 13: a random 6-digit secret gains nothing from a slow hash next to its sealed copy).
 */
export function prepareCredentials(box: SecretBox): NewCredentials {
  const password = generatePassword();
  return { passwordHash: box.digest(password), passwordSealed: box.seal(password) };
}

/**
 * Stores credentials for a participant (teammate null) or one of its teammates under a fresh
 * username. The insert skips a username that is taken (ON CONFLICT DO NOTHING) and tries another,
 * so a collision never aborts the surrounding transaction. It never fails for lack of a username
 * (decision 10): after a few random draws that collide, it picks at random among docs/product.md's
 * 5-digit usernames still free, and only when none is left does it draw longer ones.
 */
export async function issueCredentials(
  em: EntityManager,
  participant: Participant,
  teammate: Teammate | null,
  { passwordHash, passwordSealed }: NewCredentials,
): Promise<void> {
  const claim = async (username: string): Promise<boolean> => {
    const inserted: { affectedRows: number } = await em
      .createQueryBuilder(GameAccount)
      .insert({
        id: crypto.randomUUID(),
        username,
        passwordHash,
        passwordSealed,
        participant: participant.id,
        teammate: teammate?.id ?? null,
        createdAt: new Date(),
      })
      .onConflict('username')
      .ignore()
      .execute('run');
    return inserted.affectedRows === 1;
  };
  for (let digits = USERNAME_DIGITS; digits <= MAX_USERNAME_DIGITS; digits++) {
    for (let i = 0; i < RANDOM_TRIES; i++) if (await claim(generateUsername(digits))) return;
    if (digits !== USERNAME_DIGITS) continue;
    // Crowded: the free ones, until none is left (another registration may take one meanwhile).
    for (let free = await freeUsername(em); free; free = await freeUsername(em))
      if (await claim(free)) return;
  }
  throw new Error(`Every game username of up to ${MAX_USERNAME_DIGITS} digits is taken`);
}

/**
 * Credentials for a registration's players at once: one insert of them all under fresh usernames,
 * then `issueCredentials` one by one for any whose username was taken meanwhile.
 */
export async function issueAllCredentials(
  em: EntityManager,
  participant: Participant,
  players: [teammate: Teammate | null, credentials: NewCredentials][],
): Promise<void> {
  const usernames = new Set<string>();
  while (usernames.size < players.length) usernames.add(generateUsername(USERNAME_DIGITS));
  const rows = [...usernames].map((username, i) => {
    const [teammate, credentials] = players[i]!;
    return {
      id: crypto.randomUUID(),
      username,
      password_hash: credentials.passwordHash,
      password_sealed: credentials.passwordSealed,
      participant_id: participant.id,
      teammate_id: teammate?.id ?? null,
      created_at: new Date(),
    };
  });
  const inserted = await tablesOf<typeof GameAccount>(em)
    .insertInto('game_account')
    .values(rows)
    .onConflict((conflict) => conflict.column('username').doNothing())
    .returning('id')
    .execute();
  const issued = new Set(inserted.map((row) => row.id));
  for (const [i, row] of rows.entries())
    if (!issued.has(row.id)) await issueCredentials(em, participant, ...players[i]!);
}

/**
 * A random 5-digit username nobody holds, or null when all 100,000 are taken. Raw SQL on our own
 * table: the free ones are found against `generate_series`, which the query builders lack.
 */
async function freeUsername(em: EntityManager): Promise<string | null> {
  const [row] = await sql<{ username: string }[]>(
    em,
    `select u.username from (
       select ? || lpad(n::text, ?, '0') as username from generate_series(0, ? - 1) n
     ) u
     where not exists (select 1 from game_account a where a.username = u.username)
     order by random() limit 1`,
    [BRAND_WORD, USERNAME_DIGITS, 10 ** USERNAME_DIGITS],
  );
  return row?.username ?? null;
}

/** The game account behind a pass's credentials: which registration, which of its players, whose. */
export interface VerifiedGameAccount {
  gameAccountId: string;
  participantId: string;
  teammateId: string | null;
  ownerId: string;
}

/**
 * The game account of these credentials, if they are right and the pass is paid: credentials open
 * the dashboard of their pass, never before payment.
 */
export async function verifyGameCredentials(
  em: EntityManager,
  box: SecretBox,
  username: string,
  password: string,
): Promise<VerifiedGameAccount | null> {
  const account = await em.findOne(
    GameAccount,
    { username: username.trim().toUpperCase() },
    { populate: ['participant'] },
  );
  if (!account) {
    box.matchesDigest(password, box.digest('')); // same work either way: no hint that the username exists
    return null;
  }
  const stored = account.passwordHash;
  const matches = stored.startsWith('scrypt$')
    ? await verifyScryptPassword(password, stored)
    : box.matchesDigest(password, stored);
  if (!matches) return null;
  const owner = account.participant.owner;
  if (account.participant.status !== 'paid' || !owner) return null;
  return {
    gameAccountId: account.id,
    participantId: account.participant.id,
    teammateId: account.teammate?.id ?? null,
    ownerId: owner.id,
  };
}
