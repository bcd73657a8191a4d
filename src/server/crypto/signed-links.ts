import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Keyring } from './secret-box.ts';

/**
 * Short-lived proofs for a link a browser opens without a header (a file download): whom it was
 * made for and until when, signed with HMAC-SHA256 under a key of the link's own purpose derived
 * from the app secret, so a link made for one purpose opens nothing else and nobody without the
 * secret can make or stretch one. Format: `<subject>.<expires, unix seconds>.<base64url mac>`.
 *
 * Only the current APP_SECRET signs and checks: a link lives minutes, so after a rotation the
 * holder asks for a new one rather than the previous secret being trusted a while longer.
 */
/** The query parameter that carries a signed link's proof; request logs leave its value out. */
export const SIGNED_LINK_PARAM = 'link';

export interface LinkSigner {
  sign(subject: string, expiresAt: Date): string;
  /** The subject when the proof is whole and unexpired at `now`; otherwise why not. */
  verify(proof: string, now: Date): LinkCheck;
}

export type LinkCheck = { ok: true; subject: string } | { ok: false; reason: 'invalid' | 'expired' };

/** What a subject may be: an id, never anything with the format's dot in it. */
const SUBJECT = /^[\w-]{1,100}$/;
const PROOF = /^([\w-]{1,100})\.(\d{1,12})\.([\w-]{43})$/;

export function createLinkSigner(keyring: Keyring, purpose: string): LinkSigner {
  const key = Buffer.from(hkdfSync('sha256', keyring.current, 'arena-signed-link', purpose, 32));
  const mac = (subject: string, expires: string) =>
    createHmac('sha256', key).update(`${subject}.${expires}`).digest('base64url');

  return {
    sign(subject, expiresAt) {
      if (!SUBJECT.test(subject)) throw new Error(`A link's subject must match ${SUBJECT}`);
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      return `${subject}.${expires}.${mac(subject, expires)}`;
    },
    verify(proof, now) {
      const [, subject, expires, given] = PROOF.exec(proof) ?? [];
      if (!subject || !expires || !given) return { ok: false, reason: 'invalid' };
      // Compared as text in constant time: base64url's last character carries spare bits, and a
      // proof whose text was changed must not pass even when its bytes decode the same.
      const wanted = Buffer.from(mac(subject, expires));
      const actual = Buffer.from(given);
      if (wanted.length !== actual.length || !timingSafeEqual(wanted, actual))
        return { ok: false, reason: 'invalid' };
      // Checked after the signature: a forged expiry is "invalid", never "expired".
      if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, subject };
    },
  };
}
