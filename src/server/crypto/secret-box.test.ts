import { describe, expect, it } from 'vitest';
import { createSecretBox, keyId } from './secret-box.ts';

const OLD = 'a-test-secret-of-enough-length-123456';
const NEW = 'the-next-secret-of-enough-length-7890ab';
/** Sealed by the first format (no key id) under OLD for `game-credentials`, before key ids existed. */
const V1_SEALED = 'v1.2e2bA8A3rR02-45-Levb5f9k-hfMqpvXuLRzWqM-j7Vd-A';

describe('secret box', () => {
  const box = createSecretBox({ current: OLD, previous: [] }, 'gateway');

  it('opens what it sealed, with a fresh nonce each time', () => {
    const a = box.seal('rzp_live_key');
    expect(box.open(a)).toBe('rzp_live_key');
    expect(box.seal('rzp_live_key')).not.toBe(a);
    expect(a).not.toContain('rzp_live_key');
  });

  it('refuses a tampered value and another purpose', () => {
    const sealed = box.seal('secret');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox({ current: OLD, previous: [] }, 'other').open(sealed)).toThrow();
  });

  it('names the secret that sealed a value', () => {
    expect(box.seal('x').startsWith(`v2.${keyId(OLD)}.`)).toBe(true);
    expect(keyId(OLD)).toMatch(/^[\w-]{8}$/);
    expect(keyId(NEW)).not.toBe(keyId(OLD));
  });

  it('opens values of the first format, without a key id', () => {
    const purpose = 'game-credentials';
    expect(createSecretBox({ current: OLD, previous: [] }, purpose).open(V1_SEALED)).toBe('482913');
    const rotated = createSecretBox({ current: NEW, previous: [OLD] }, purpose);
    expect(rotated.open(V1_SEALED)).toBe('482913');
    expect(rotated.isCurrent(V1_SEALED)).toBe(false);
  });

  it('opens under a previous secret, seals under the current one only', () => {
    const old = createSecretBox({ current: OLD, previous: [] }, 'settings');
    const sealedBefore = old.seal('smtp-password');
    const rotated = createSecretBox({ current: NEW, previous: [OLD] }, 'settings');
    expect(rotated.open(sealedBefore)).toBe('smtp-password');
    expect(rotated.isCurrent(sealedBefore)).toBe(false);
    const sealedAfter = rotated.seal('smtp-password');
    expect(rotated.isCurrent(sealedAfter)).toBe(true);
    // The old secret alone cannot read what the new one sealed; the message says which key is missing.
    expect(() => old.open(sealedAfter)).toThrow(
      `Sealed under key ${keyId(NEW)}, which is neither APP_SECRET nor one of APP_SECRET_PREVIOUS`,
    );
    // Once the previous secret is dropped, values still sealed under it no longer open.
    expect(() => createSecretBox({ current: NEW, previous: [] }, 'settings').open(sealedBefore)).toThrow();
  });

  it('makes salted keyed digests that check a value without holding it', () => {
    const first = box.digest('482913');
    const second = box.digest('482913');
    expect(first).toMatch(new RegExp(`^d1\\.${keyId(OLD)}\\.[\\w-]{16}\\.[\\w-]{43}$`));
    expect(first).not.toBe(second);
    expect(first).not.toContain('482913');
    expect(box.matchesDigest('482913', first)).toBe(true);
    expect(box.matchesDigest('482914', first)).toBe(false);
    expect(box.matchesDigest('482913', 'garbage')).toBe(false);
    // Any change to the text fails: the MAC's first character, and the spare bits of base64url's
    // last character (the next letter of the alphabet decodes to the same bytes there).
    const [kind, id, salt, tag] = first.split('.') as [string, string, string, string];
    const swap = (c: string) => (c === 'x' ? 'y' : 'x');
    expect(box.matchesDigest('482913', [kind, id, salt, swap(tag[0]!) + tag.slice(1)].join('.'))).toBe(false);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const alias = alphabet[alphabet.indexOf(tag.at(-1)!) + 1]!;
    expect(Buffer.from(tag.slice(0, -1) + alias, 'base64url')).toEqual(Buffer.from(tag, 'base64url'));
    expect(box.matchesDigest('482913', first.slice(0, -1) + alias)).toBe(false);
    // Another purpose, or another secret, has another key.
    expect(createSecretBox({ current: OLD, previous: [] }, 'settings').matchesDigest('482913', first)).toBe(
      false,
    );
    const rotated = createSecretBox({ current: NEW, previous: [OLD] }, 'gateway');
    expect(rotated.matchesDigest('482913', first)).toBe(true);
    expect(rotated.isCurrentDigest(first)).toBe(false);
    expect(rotated.isCurrentDigest(rotated.digest('482913'))).toBe(true);
    expect(createSecretBox({ current: NEW, previous: [] }, 'gateway').matchesDigest('482913', first)).toBe(
      false,
    );
  });
});
