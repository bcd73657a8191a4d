import { describe, expect, it } from 'vitest';
import {
  BRAND_WORD,
  generatePassword,
  generateUsername,
  hashPassword,
  verifyPassword,
} from './credentials.ts';

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

  it('hashes with scrypt and checks a password', async () => {
    const hash = await hashPassword('123456');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('123456');
    expect(await verifyPassword('123456', hash)).toBe(true);
    expect(await verifyPassword('123457', hash)).toBe(false);
    expect(await verifyPassword('123456', 'garbage')).toBe(false);
  });
});
