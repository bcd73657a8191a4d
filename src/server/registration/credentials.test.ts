import { describe, expect, it } from 'vitest';
import { BRAND_WORD, generatePassword, generateUsername, verifyScryptPassword } from './credentials.ts';

/** `123456` hashed by the first version of game credentials (scrypt N=16384, r=8, p=1). */
const SCRYPT_HASH = 'scrypt$16384$8$1$dZpq4mrRYccwgadqMbygFw$pCJpe810RmI_QGrIv1WT1ZfYqbzeasARmUhhEUuOReo';

describe('game credentials', () => {
  it('makes usernames of the brand word and 5 digits, and 6-digit passwords', () => {
    for (let i = 0; i < 200; i++) {
      expect(generateUsername()).toMatch(new RegExp(`^${BRAND_WORD}\\d{5}$`));
      expect(generatePassword()).toMatch(/^\d{6}$/);
    }
  });

  it('draws longer usernames when asked (a full 5-digit space, decision 10)', () => {
    for (let i = 0; i < 50; i++) expect(generateUsername(6)).toMatch(new RegExp(`^${BRAND_WORD}\\d{6}$`));
  });

  it('still checks a password against a scrypt hash of the first kind', async () => {
    expect(await verifyScryptPassword('123456', SCRYPT_HASH)).toBe(true);
    expect(await verifyScryptPassword('123457', SCRYPT_HASH)).toBe(false);
    expect(await verifyScryptPassword('123456', 'garbage')).toBe(false);
  });
});
