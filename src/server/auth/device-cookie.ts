import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LinkSigner } from '../crypto/signed-links.ts';
import { LOCAL_COOKIE_PREFIX } from './identity.ts';
import type { DelayKey } from './sign-in-delays.ts';

/**
 * Known devices (decisions/0020-sign-in-throttles.md): a browser that signed in to an account
 * holds a proof of it, so the account's wait, which anyone can cause by guessing, does not keep
 * its owner out. The proof is signed with the app secret (crypto/signed-links.ts) and bound to
 * the account's throttle key; its attempts are counted under a key of their own, so a stolen
 * cookie buys no more guesses than the account has.
 */
export const DEVICE_COOKIE = `${LOCAL_COOKIE_PREFIX}.device`;
export const DEVICE_PURPOSE = 'known-device';
const DEVICE_DAYS = 365;
/** Accounts one browser is remembered for (a family's shared phone); the oldest goes first. */
const MAX_ACCOUNTS = 5;
const SEPARATOR = '~';

/** The account's tag in a proof: the throttle key hashed, so the cookie does not carry the e-mail. */
const tagOf = (account: DelayKey) => createHash('sha256').update(account.key).digest('hex').slice(0, 32);

interface Proof {
  text: string;
  deviceId: string;
  tag: string;
}

function validProofs(req: FastifyRequest, signer: LinkSigner): Proof[] {
  const value = req.cookies[DEVICE_COOKIE];
  if (!value || value.length > 2000) return [];
  const now = new Date();
  return value.split(SEPARATOR).flatMap((text) => {
    const check = signer.verify(text, now);
    const [deviceId, tag] = check.ok ? check.subject.split('-') : [];
    return deviceId && tag ? [{ text, deviceId, tag }] : [];
  });
}

/** The key an attempt at `account` is counted under: its known device's, else the account's. */
export function signInKey(req: FastifyRequest, signer: LinkSigner, account: DelayKey): DelayKey {
  const tag = tagOf(account);
  const proof = validProofs(req, signer).find((p) => p.tag === tag);
  return proof ? { key: `device:${proof.deviceId}`, rule: account.rule } : account;
}

/** After a successful sign-in: this browser is a known device of the account from now on. */
export function rememberDevice(
  http: { req: FastifyRequest; reply: FastifyReply },
  signer: LinkSigner,
  account: DelayKey,
  secure: boolean,
): void {
  const tag = tagOf(account);
  const expires = new Date(Date.now() + DEVICE_DAYS * 24 * 60 * 60 * 1000);
  const fresh = signer.sign(`${randomBytes(12).toString('hex')}-${tag}`, expires);
  const others = validProofs(http.req, signer)
    .filter((p) => p.tag !== tag)
    .map((p) => p.text);
  const value = [fresh, ...others].slice(0, MAX_ACCOUNTS).join(SEPARATOR);
  void http.reply.setCookie(DEVICE_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires,
  });
}
