import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../services.ts';
import { DEVICE_PURPOSE, rememberDevice, signInKey } from './device-cookie.ts';
import { throttled, type AttemptOutcome } from './login-throttle.ts';
import type { DelayKey } from './sign-in-delays.ts';

/**
 * One attempt at an account's secret (a password, a code) under the throttle: per IP, and per
 * account or, from a known device of the account, per device. A successful sign-in (`signsIn`)
 * makes the browser a known device of the account.
 */
export async function guardedAttempt<T>(
  em: EntityManager,
  services: AppServices,
  http: { req: FastifyRequest; reply: FastifyReply },
  account: DelayKey,
  attempt: () => Promise<T>,
  outcome: (result: T) => AttemptOutcome,
  signsIn = true,
): Promise<T> {
  const signer = services.signedLinks(DEVICE_PURPOSE);
  const counted = signInKey(http.req, signer, account);
  const result = await throttled(em, http.req.ip, counted, attempt, outcome);
  if (signsIn && outcome(result) === 'success') rememberKnownDevice(services, http, account);
  return result;
}

/** After a successful sign-in: the browser is a known device of the account (device-cookie.ts). */
export function rememberKnownDevice(
  services: AppServices,
  http: { req: FastifyRequest; reply: FastifyReply },
  account: DelayKey,
): void {
  rememberDevice(http, services.signedLinks(DEVICE_PURPOSE), account, services.secureCookies);
}
