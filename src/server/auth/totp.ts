import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * RFC 6238 time-based codes as Better Auth's two-factor plugin makes them (HMAC-SHA1, 6 digits,
 * 30-second steps; the key is the stored secret's UTF-8 bytes, which the otpauth URI carries in
 * base32). Written here because a money-out call needs to know which step a code belongs to, so
 * that a code once spent is refused (auth/second-factor.ts); the plugin only says yes or no.
 */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;

export const totpStep = (at: number = Date.now()): number => Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);

export function hotp(key: Uint8Array, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 15;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * The step of `code` within one step either side of now (clock drift), or null. All three are
 * computed and compared in constant time, so timing does not tell which one matched.
 */
export function matchingStep(secret: string, code: string, at: number = Date.now()): number | null {
  const key = Buffer.from(secret, 'utf8');
  const given = Buffer.from(code.padEnd(DIGITS, ' ').slice(0, DIGITS));
  const now = totpStep(at);
  let found: number | null = null;
  for (const step of [now - 1, now, now + 1]) {
    const same = timingSafeEqual(given, Buffer.from(hotp(key, step))) && code.length === DIGITS;
    if (same && found === null) found = step;
  }
  return found;
}

/** The secret an otpauth URI carries (RFC 4648 base32), as the bytes the codes are made with. */
export function secretOfUri(uri: string): Uint8Array {
  const encoded = new URL(uri).searchParams.get('secret') ?? '';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of encoded.toUpperCase().replace(/=+$/, '')) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error('not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}
