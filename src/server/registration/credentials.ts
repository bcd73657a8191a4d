import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { BRAND_WORD } from '../../shared/game-username.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

export { BRAND_WORD };
/** The spec's digits; more only once all 100,000 of these are taken (decision 10). */
export const USERNAME_DIGITS = 5;

const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** Brand word + 5 (or `digits`) digits from a cryptographic RNG (the database keeps them unique). */
export function generateUsername(digits = USERNAME_DIGITS): string {
  return `${BRAND_WORD}${randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0')}`;
}

/** 6 digits from a cryptographic RNG. */
export function generatePassword(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** scrypt (memory-hard), stored as `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32, SCRYPT);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
}
