import { randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { BRAND_WORD } from '../../shared/game-username.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

export { BRAND_WORD };
/** docs/product.md's digits; more only once all 100,000 of these are taken (decision 10). */
export const USERNAME_DIGITS = 5;

const SCRYPT_MAXMEM = 64 * 1024 * 1024;

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

/**
 * Checks a password against a hash of the first kind, `scrypt$N$r$p$salt$hash`. New hashes are
 * the secret box's keyed digests (decision 13); `npm run secrets:rotate` replaces old ones.
 */
export async function verifyScryptPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_MAXMEM,
  });
  return timingSafeEqual(actual, expected);
}
