import { betterAuth } from 'better-auth';
import { emailOTP, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { requestOrigin, siteOrigins, type SitePolicy } from '../http/same-origin.ts';
import { LOCAL_COOKIE_PREFIX } from './identity.ts';
import type { RateLimitStorage } from '../cache/redis.ts';
import { signedBearer } from './signed-bearer.ts';
import { warnOfOutage } from '../db/unavailable.ts';
import {
  PRIVACY_NOTICE_VERSION,
  SIGN_UP_CONSENT_FIELD,
  signUpConsentSchema,
  type SignUpConsent,
} from '../../shared/privacy.ts';

export interface LocalAuthOptions {
  pool: Pool;
  secret: string;
  /** The site's own address: cookies, links. */
  baseURL: string;
  /** Which origins are the site itself (PUBLIC_URL, or the request's own; the Vite dev server). */
  site: SitePolicy;
  sendOtp: (email: string, otp: string, type: string) => Promise<void>;
  /** Someone signed up with the address of an existing account: tell its owner. */
  sendSignUpNotice: (email: string) => Promise<void>;
  /** Runs work the provider does after answering (its e-mails); see background-tasks.ts. */
  runInBackground: (task: Promise<unknown>) => void;
  /**
   * After the provider creates an account: make our user record, with the consents the sign-up
   * request carried (undefined when it carried none, or for another notice version).
   */
  onUserCreated: (
    user: { id: string; email: string; name: string },
    consent: SignUpConsent | undefined,
  ) => Promise<void>;
  /** After the provider deleted an account: remove our record and everything hanging off it. */
  onUserDeleted: (authUserId: string) => Promise<void>;
  /** After the provider ended sessions (signing out, revoking, a new password, a deleted account). */
  onSessionsEnded: () => void;
  log: FastifyBaseLogger;
  /** Where the rate limits are counted when not in the database (Redis, with several instances). */
  rateLimitStorage?: RateLimitStorage | undefined;
}

/** Header through which we hand Better Auth the client IP Fastify derived (never the client's). */
const CLIENT_IP_HEADER = 'x-arena-client-ip';
/** Likewise the origin the request reached us at (its protocol and Host). */
const OWN_ORIGIN_HEADER = 'x-arena-own-origin';
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The provider's own per-IP limits, per minute. One address can be a carrier NAT with hundreds of
 * players behind it, so they stop a flood, not a crowd: guessing at one account is held back by
 * its growing delays (login-throttle.ts), which no number of addresses gets round.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 100 },
  '/sign-in/email-otp': { window: 60, max: 100 },
  // The code confirming a new account's address signs in too.
  '/email-otp/verify-email': { window: 60, max: 100 },
  '/sign-up/email': { window: 60, max: 30 },
  '/email-otp/send-verification-otp': { window: 60, max: 30 },
  '/forget-password/email-otp': { window: 60, max: 30 },
  '/email-otp/request-password-reset': { window: 60, max: 30 },
  '/change-password': { window: 60, max: 30 },
  // The second step of a sign-in with two-factor on; each try also counts against the account
  // (the plugin locks it for 15 minutes after 10 wrong codes in a row).
  '/two-factor/verify-totp': { window: 60, max: 30 },
  '/two-factor/verify-backup-code': { window: 60, max: 30 },
};

/** How long an e-mailed one-time code works (its e-mail says 10 minutes). */
export const ONE_TIME_CODE_MS = 10 * 60 * 1000;

/** The name authenticator apps show next to the codes (otpauth URI's issuer). */
export const TWO_FACTOR_ISSUER = 'Arena Championships';
/** Better Auth's two-factor table under our naming (see the migration TwoFactor). */
export const TWO_FACTOR_TABLE = 'auth_two_factor';

/**
 * A request's headers for the provider, with the client IP and the request's own origin that
 * Fastify derived (honouring TRUST_PROXY) in headers of ours; values the client sent in those
 * headers are dropped.
 */
export function providerHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === OWN_ORIGIN_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  const own = requestOrigin(req);
  if (own) headers.set(OWN_ORIGIN_HEADER, own);
  return headers;
}

/**
 * The origins the provider trusts for a request: the site's (see http/same-origin.ts), and the
 * request's Origin itself when the browser says the page is of the same origin.
 */
function trustedOrigins(site: SitePolicy, headers: Headers | undefined): string[] {
  const origins = siteOrigins(site, headers?.get(OWN_ORIGIN_HEADER) ?? null);
  const origin = headers?.get('origin');
  if (origin && headers?.get('sec-fetch-site') === 'same-origin') origins.push(origin);
  return origins;
}

/**
 * The local identity provider: Better Auth on our database. E-mail + password (scrypt), e-mail
 * one-time codes for passwordless accounts, database sessions (revocable), signed bearer tokens
 * for API clients, and per-IP rate limits kept in the database (or Redis) so they hold across
 * restarts and instances.
 */
export function createLocalAuth(options: LocalAuthOptions) {
  const https = options.baseURL.startsWith('https:');
  return betterAuth({
    appName: 'Arena Championships',
    baseURL: options.baseURL,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    database: options.pool,
    telemetry: { enabled: false },
    // Into our structured log, not the console; a database outage once, not for every call.
    logger: {
      log: (level, message, ...args) => {
        if (!args.some((arg) => warnOfOutage(options.log, arg)))
          options.log[level]({ args }, `auth: ${message}`);
      },
    },
    trustedOrigins: (request) => trustedOrigins(options.site, request?.headers),
    // A sign-up answers alike for a taken and a new address, and neither is signed in: a new
    // account's owner gets a code that confirms the address and signs in (verify-email), the owner
    // of a taken one a notice (docs/decisions/0023-sign-up-without-enumeration.md).
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      onExistingUserSignUp: ({ user }) => options.sendSignUpNotice(user.email),
    },
    emailVerification: { sendOnSignUp: true, autoSignInAfterVerification: true },
    user: {
      modelName: 'auth_user',
      deleteUser: { enabled: true, afterDelete: (user) => options.onUserDeleted(user.id) },
    },
    session: { modelName: 'auth_session', expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: { modelName: 'auth_account' },
    verification: { modelName: 'auth_verification' },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limit',
      ...(options.rateLimitStorage ? { customStorage: options.rateLimitStorage } : {}),
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: LOCAL_COOKIE_PREFIX,
      // Better Auth skips its origin check when NODE_ENV is test; tests must see what production does.
      disableOriginCheck: false,
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      // E-mails go out after the answer, so how long one takes (or whether one is sent at all, for
      // an unknown address) does not show in the answer's timing.
      backgroundTasks: { handler: options.runInBackground },
    },
    databaseHooks: {
      // The privacy notice's choices ride in the sign-up body (both the password sign-up and the
      // e-mail code one accept extra fields), so the account and its consents are made together.
      user: {
        create: { after: (user, ctx) => options.onUserCreated(user, signUpConsentOf(ctx?.body)) },
        delete: { after: async () => options.onSessionsEnded() },
      },
      // Identities are kept briefly per token (session-cache.ts): an ended session must not be.
      session: { delete: { after: async () => options.onSessionsEnded() } },
    },
    plugins: [
      // TOTP with backup codes for organisers who move money (docs/decisions/0026-prize-payouts.md,
      // "Payout"); the secret and the codes are stored encrypted with the auth secret.
      twoFactor({
        issuer: TWO_FACTOR_ISSUER,
        twoFactorTable: TWO_FACTOR_TABLE,
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
        // A new device asks for the code again; no 30-day "trust this device" cookie.
        trustDeviceMaxAge: 1,
      }),
      // After two-factor: a sign-in it holds back for the code hands out no token.
      ...signedBearer(),
      emailOTP({
        otpLength: 6,
        expiresIn: ONE_TIME_CODE_MS / 1000,
        allowedAttempts: 5,
        // Only a hash in auth_verification: a copy of the database signs no one in.
        storeOTP: 'hashed',
        // Its own per-IP default (3 a minute on each code endpoint) is a NAT problem too.
        rateLimit: { window: 60, max: 30 },
        // The code confirming a new account's address is one of these codes too.
        overrideDefaultEmailVerification: true,
        sendVerificationOTP: ({ email, otp, type }) => options.sendOtp(email, otp, type),
      }),
    ],
  });
}

export type LocalAuth = ReturnType<typeof createLocalAuth>;

/** The consent a sign-up body carries, when it is for the notice this build shows. */
export function signUpConsentOf(body: unknown): SignUpConsent | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const parsed = signUpConsentSchema.safeParse((body as Record<string, unknown>)[SIGN_UP_CONSENT_FIELD]);
  return parsed.success && parsed.data.noticeVersion === PRIVACY_NOTICE_VERSION ? parsed.data : undefined;
}
