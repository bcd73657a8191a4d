import { describe, expect, it } from 'vitest';
import { createLinkSigner } from './signed-links.ts';

const keyring = { current: 'unit-test-secret-0123456789abcdef', previous: [] };
const signer = createLinkSigner(keyring, 'user-export');
const subject = '3f1c2a9e-5b7d-4e21-9c3a-0d8e6f4b2a10';
const now = new Date('2026-11-25T10:00:00Z');
const inFiveMinutes = new Date(now.getTime() + 5 * 60_000);

describe('signed links', () => {
  it('gives back the subject of a whole, unexpired proof', () => {
    const proof = signer.sign(subject, inFiveMinutes);
    expect(proof).toMatch(new RegExp(`^${subject}\\.\\d+\\.[\\w-]{43}$`));
    expect(signer.verify(proof, now)).toEqual({ ok: true, subject });
  });

  it('says expired from the second it runs out, and only for a proof that is otherwise whole', () => {
    const proof = signer.sign(subject, inFiveMinutes);
    expect(signer.verify(proof, new Date(inFiveMinutes.getTime() - 1000)).ok).toBe(true);
    expect(signer.verify(proof, inFiveMinutes)).toEqual({ ok: false, reason: 'expired' });
    const [, expires, mac] = proof.split('.');
    const stretched = `${subject}.${Number(expires) + 3600}.${mac}`;
    expect(signer.verify(stretched, inFiveMinutes)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a proof whose subject, expiry or signature was changed', () => {
    const proof = signer.sign(subject, inFiveMinutes);
    const [, expires, mac] = proof.split('.') as [string, string, string];
    const other = '00000000-0000-4000-8000-000000000000';
    const lastFlipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    // The last character's spare bits: a different text that may decode to the same bytes.
    const spareBits = mac.slice(0, -1) + String.fromCharCode(mac.charCodeAt(42) ^ 1);
    for (const tampered of [
      `${other}.${expires}.${mac}`,
      `${subject}.${Number(expires) - 1}.${mac}`,
      `${subject}.${expires}.${lastFlipped}`,
      `${subject}.${expires}.${spareBits}`,
      `${subject}.${expires}.${mac}x`,
      `${subject}.${expires}`,
      '',
      'not a proof',
    ])
      expect(signer.verify(tampered, now), tampered).toEqual({ ok: false, reason: 'invalid' });
  });

  it('opens nothing for another purpose or under another secret', () => {
    const proof = signer.sign(subject, inFiveMinutes);
    expect(createLinkSigner(keyring, 'other-purpose').verify(proof, now).ok).toBe(false);
    const rotated = { current: 'another-secret-0123456789abcdef0123', previous: [keyring.current] };
    expect(createLinkSigner(rotated, 'user-export').verify(proof, now).ok).toBe(false);
  });

  it('signs only subjects without the format separator', () => {
    expect(() => signer.sign('a.b', inFiveMinutes)).toThrow(/subject/);
  });
});
