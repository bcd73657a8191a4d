import { DISPUTE_WINDOW_HOURS } from '../shared/championship-rules.ts';
import path from 'node:path';
import { z } from 'zod';

// The only module that reads process.env. Every variable has a working default so that
// `npm install && npm start` needs no .env file; README lists them all.
const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\/.+/.test(value) && URL.canParse(value), {
  message: 'must be a postgres:// or postgresql:// URL, e.g. postgres://user@127.0.0.1:5432/arena',
});

const timeoutMs = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number of milliseconds')
  .min(100, 'must be between 100 and 600000 milliseconds')
  .max(600_000, 'must be between 100 and 600000 milliseconds');

const flag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('production'),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: z.url({ error: 'must be a full URL such as https://arena.example.in' }).optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(10),
  // API calls worked on at once; the rest wait their turn before anything is parsed (http/admission.ts).
  API_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 1000')
    .max(1000, 'must be between 1 and 1000')
    .default(32),
  // API calls that may wait for a slot; past it they get 503 with Retry-After (http/admission.ts).
  API_QUEUE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 10000')
    .max(10_000, 'must be between 0 and 10000')
    .default(512),
  // Slow clients (decision 21): the headers must be in within the first (at most the second), the
  // whole request, body included, within the second, or the server answers 408; a connection
  // silent for the third during a request is closed.
  HTTP_HEADERS_TIMEOUT_MS: timeoutMs.default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: timeoutMs.default(30_000),
  HTTP_IDLE_TIMEOUT_MS: timeoutMs.default(60_000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('.data'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: z.string().default('false'),
  // Several instances share the read cache's invalidations and the sign-in rate limits through it.
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\/.+/.test(v) && URL.canParse(v), {
      message: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
    })
    .optional(),
  // Unset: seed on the embedded database only, never into a production PostgreSQL.
  SEED_DEMO: flag.optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/.+/.test(v) && URL.canParse(v), {
      message: 'must be an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Arena Championships <no-reply@arena-championships.in>'),
  CLERK_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  CLERK_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  CLERK_JWT_KEY: z
    .string()
    .includes('PUBLIC KEY', { message: 'must be the PEM public key from the Clerk dashboard' })
    .optional(),
  CLERK_AUTHORIZED_PARTIES: z.string().optional(),
  SEED_ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('admin@arena.local'),
  SEED_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  APP_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)')
    .optional(),
  // Secrets rotated out that still open sealed values until `npm run secrets:rotate` re-sealed them.
  APP_SECRET_PREVIOUS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, 'must list secrets of at least 32 characters, separated by commas')))
    .default([]),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(10_000),
  // Where notifications are sent from (decision 28): a thread of their own, off the API's event
  // loop (the default on PostgreSQL), or the main thread (the default on the embedded PGlite).
  NOTIFICATION_SENDER: z.enum(['thread', 'main'], { error: 'must be thread or main' }).optional(),
  // Razorpay (decision 12). Without a key id and secret here or in /admin/payments/credentials,
  // payments go through the mock gateway.
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must look like rzp_test_... or rzp_live_...')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'must be the key secret from the Razorpay dashboard').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  RAZORPAY_API_URL: z.url({ error: 'must be a full URL such as https://api.razorpay.com' }).optional(),
  RAZORPAY_CHECKOUT_URL: z
    .url({ error: 'must be the URL of checkout.js' })
    .default('https://checkout.razorpay.com/v1/checkout.js'),
  // RazorpayX Payouts (decision 26). Without a key id, secret and account number here or in the
  // site settings, prizes are paid by hand with the bank's UTR.
  RAZORPAYX_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must look like rzp_test_... or rzp_live_...')
    .optional(),
  RAZORPAYX_KEY_SECRET: z.string().min(8, 'must be the key secret from the RazorpayX dashboard').optional(),
  RAZORPAYX_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[0-9A-Za-z]{6,40}$/, 'must be the RazorpayX account number (or customer identifier)')
    .optional(),
  RAZORPAYX_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  RAZORPAYX_API_URL: z.url({ error: 'must be a full URL such as https://api.razorpay.com' }).optional(),
  // SMS through MSG91 (issue 28): off without the auth key. Its delivery reports come to
  // /api/webhooks/msg91/<MSG91_WEBHOOK_TOKEN> (MSG91 does not sign them).
  MSG91_AUTH_KEY: z.string().min(8, 'must be the auth key from the MSG91 panel').optional(),
  MSG91_BASE_URL: z
    .url({ error: 'must be a full URL such as https://control.msg91.com' })
    .default('https://control.msg91.com'),
  MSG91_WEBHOOK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, - or _')
    .optional(),
  // WhatsApp Business Cloud API (issue 28): off without the phone number id and access token.
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, 'must be the phone number id (digits) from Meta')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(16, 'must be the access token of the system user').optional(),
  WHATSAPP_APP_SECRET: z.string().min(8, "must be the Meta app's secret").optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  WHATSAPP_BASE_URL: z
    .url({ error: 'must be a full URL such as https://graph.facebook.com/v21.0' })
    .default('https://graph.facebook.com/v21.0'),
  // Web Push (issue 28). Without a key pair here the server makes one on first start and keeps it
  // sealed in the database, so phones stay subscribed across restarts; both or neither.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'must be a VAPID public key (base64url, 65 bytes), e.g. from npx web-push generate-vapid-keys',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (base64url, 32 bytes)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:\S+@\S+|https:\/\/\S+)$/,
      'must be a mailto: address or an https: URL push services can reach the operator at',
    )
    .optional(),
  UNPAID_REGISTRATION_TTL_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 10080 (a week)')
    .max(10_080, 'must be between 1 and 10080 (a week)')
    .default(60),
  DISPUTE_WINDOW_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 720 (30 days)')
    .max(720, 'must be between 0 and 720 (30 days)')
    .default(DISPUTE_WINDOW_HOURS),
});

// A real deployment (NODE_ENV production on PostgreSQL, or behind a proxy) names its public
// address: without it cookies would lack Secure behind a TLS proxy and absolute links would follow
// the Host header a request brings. `npm start` with no environment (production by default, on the
// embedded database, no proxy) stays the demo on http://localhost:PORT.
const deploymentSchema = envSchema.superRefine((env, ctx) => {
  const deployed = env.DATABASE_URL !== undefined || !['', 'false'].includes(env.TRUST_PROXY);
  if (env.NODE_ENV === 'production' && deployed && !env.PUBLIC_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'must be set when NODE_ENV is production and DATABASE_URL or TRUST_PROXY is set: secure cookies and every absolute link are built from it, never from the Host header a request brings (e.g. https://arena.example.in; without DATABASE_URL and TRUST_PROXY the embedded demo runs on http://localhost:PORT)',
    });
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY)
    ctx.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'must be set with its pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are one key pair',
    });
});

const SECRETS = new Set([
  'APP_SECRET',
  'APP_SECRET_PREVIOUS',
  'CLERK_SECRET_KEY',
  'SEED_ADMIN_PASSWORD',
  'SMTP_URL',
  'REDIS_URL',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'RAZORPAYX_KEY_SECRET',
  'RAZORPAYX_WEBHOOK_SECRET',
  'MSG91_AUTH_KEY',
  'MSG91_WEBHOOK_TOKEN',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'VAPID_PRIVATE_KEY',
]);

export type Config = Readonly<
  Omit<z.output<typeof envSchema>, 'TRUST_PROXY' | 'SEED_DEMO'> & {
    TRUST_PROXY: TrustProxy;
    /** Demo content, demo players and the first admin on an empty database. */
    SEED_DEMO: boolean;
    /** Absolute path of DATA_DIR. */
    dataDir: string;
  }
>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment into a Config, or throws a ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = deploymentSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = env[name] ?? '';
      // A secret is never echoed: the message may end up in a log.
      const got = SECRETS.has(name) ? `${given.length} characters` : JSON.stringify(given);
      return `${name} ${issue.message} (got ${got})`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const parsed = result.data;
  return Object.freeze({
    ...parsed,
    TRUST_PROXY: parseTrustProxy(parsed.TRUST_PROXY),
    SEED_DEMO: parsed.SEED_DEMO ?? parsed.DATABASE_URL === undefined,
    dataDir: path.resolve(parsed.DATA_DIR),
  });
}

/**
 * Fastify's trustProxy: false (the default: X-Forwarded-For is ignored), true, a hop count, or a
 * comma-separated list of proxy addresses/CIDRs.
 */
type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string): TrustProxy {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value;
}
