import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) for values we must be able to read again: gateway keys,
 * secret settings, game passwords shown to their owner. Each purpose gets its own key derived from
 * the app secret, so a key leaked for one purpose opens nothing else.
 * Format: `v2.<key id>.` + base64url(iv | tag | ciphertext). The key id names the app secret that
 * sealed the value, so a value sealed under a previous secret still opens while `npm run
 * secrets:rotate` moves it to the current one (docs/decisions/0009-secret-rotation.md). Values of
 * the first format, `v1.` without a key id, open with whichever secret of the keyring fits.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
  /** Whether a sealed value is in the current format under the current secret. */
  isCurrent(sealed: string): boolean;
  /**
   * A keyed, salted digest of a value for checking it later without reading it back: HMAC-SHA256
   * under a key of its own derived from the app secret (decision 13). Format:
   * `d1.<key id>.` + base64url(salt) + `.` + base64url(mac).
   */
  digest(value: string): string;
  /** Whether `value` is what `digest` was made of (under APP_SECRET or APP_SECRET_PREVIOUS). */
  matchesDigest(value: string, digest: string): boolean;
  /** Whether a digest was made under the current secret. */
  isCurrentDigest(digest: string): boolean;
}

/** APP_SECRET seals and opens; APP_SECRET_PREVIOUS only opens, until a rotation is done. */
export interface Keyring {
  current: string;
  previous: readonly string[];
}

const V1 = 'v1.';
const V2 = 'v2.';
const D1 = 'd1.';

/** A short public name for a secret: a one-way derivation, so it says nothing about the secret. */
export function keyId(secret: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'arena-key-id', '', 6)).toString('base64url');
}

/** The start of every digest made under the keyring's current secret. */
export function currentDigestPrefix(keyring: Keyring): string {
  return `${D1}${keyId(keyring.current)}.`;
}

/** The start of every value sealed under the keyring's current secret. */
export function currentPrefix(keyring: Keyring): string {
  return `${V2}${keyId(keyring.current)}.`;
}

export function createSecretBox(keyring: Keyring, purpose: string): SecretBox {
  const derive = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'arena-secret-box', purpose, 32));
  const current = { id: keyId(keyring.current), key: derive(keyring.current) };
  const keys = new Map([[current.id, current.key]]);
  for (const secret of keyring.previous) {
    const id = keyId(secret);
    if (!keys.has(id)) keys.set(id, derive(secret));
  }
  const prefix = `${V2}${current.id}.`;
  const deriveMac = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'arena-digest', purpose, 32));
  const macKeys = new Map([[current.id, deriveMac(keyring.current)]]);
  for (const secret of keyring.previous)
    if (!macKeys.has(keyId(secret))) macKeys.set(keyId(secret), deriveMac(secret));
  const mac = (key: Buffer, salt: Buffer, value: string) =>
    createHmac('sha256', key).update(salt).update(value, 'utf8').digest();
  const digestPrefix = `${D1}${current.id}.`;

  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (sealed.startsWith(V2)) {
        const dot = sealed.indexOf('.', V2.length);
        const id = sealed.slice(V2.length, dot);
        const key = dot > 0 ? keys.get(id) : undefined;
        if (!key)
          throw new Error(
            `Sealed under key ${id}, which is neither APP_SECRET nor one of APP_SECRET_PREVIOUS`,
          );
        return decrypt(key, sealed.slice(dot + 1));
      }
      if (sealed.startsWith(V1)) {
        const body = sealed.slice(V1.length);
        for (const key of keys.values()) {
          try {
            return decrypt(key, body);
          } catch {
            // Not this one: try the next secret of the keyring.
          }
        }
        throw new Error('No secret of the keyring opens this value');
      }
      throw new Error('Unknown secret format');
    },
    isCurrent(sealed) {
      return sealed.startsWith(prefix);
    },
    digest(value) {
      const salt = randomBytes(12);
      return `${digestPrefix}${salt.toString('base64url')}.${mac(macKeys.get(current.id)!, salt, value).toString('base64url')}`;
    },
    matchesDigest(value, digest) {
      const [kind, id, salt, expected] = digest.split('.');
      const key = id ? macKeys.get(id) : undefined;
      if (`${kind}.` !== D1 || !key || !salt || !expected) return false;
      // Compared as text: base64url's last character carries spare bits, and a digest whose text
      // was changed must not match even when its bytes decode the same.
      const wanted = Buffer.from(expected);
      const actual = Buffer.from(mac(key, Buffer.from(salt, 'base64url'), value).toString('base64url'));
      return wanted.length === actual.length && timingSafeEqual(wanted, actual);
    },
    isCurrentDigest(digest) {
      return digest.startsWith(digestPrefix);
    },
  };
}

function decrypt(key: Buffer, body: string): string {
  const raw = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
