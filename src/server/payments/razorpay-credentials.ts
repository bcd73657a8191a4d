import type { EntityManager } from '@mikro-orm/postgresql';
import { maskSecret } from '../../shared/settings.ts';
import type { PaymentCredentialsInput, PaymentCredentialsView } from '../../shared/admin-payments.ts';
import type { Actor } from '../audit/service.ts';
import { writeThenInvalidate } from '../cache/read-cache.ts';
import type { Config } from '../config.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { removeSetting, writeSetting } from '../settings/index.ts';
import { storedSettings } from '../settings/service.ts';
import { gatewayFor, type GatewayResolver, type PaymentGateway } from './gateway.ts';
import type { RazorpayCredentials } from './razorpay/client.ts';

// Razorpay's credentials (decision 12): each from the environment when set there, else from the
// site settings an admin stored through /admin/payments/credentials (sealed at rest), else none.
// Without a key id and a key secret the mock gateway takes payments. Razorpay's addresses come
// from the environment only (else Razorpay's own): the API receives the key secret, so an address
// set from the console could collect it, or answer "captured" for money never paid (issue 24).

export const DEFAULT_RAZORPAY_API_URL = 'https://api.razorpay.com';

const SETTINGS = {
  keyId: 'RAZORPAY_KEY_ID',
  keySecret: 'RAZORPAY_KEY_SECRET',
  webhookSecret: 'RAZORPAY_WEBHOOK_SECRET',
} as const;
type Field = keyof typeof SETTINGS;
const FIELDS = Object.keys(SETTINGS) as Field[];
const SECRET_FIELDS: readonly Field[] = ['keySecret', 'webhookSecret'];

type Source = { value: string | null; source: 'environment' | 'admin' | 'default' | null };
type Sourced = Record<Field | 'apiUrl', Source>;

async function sourced(em: EntityManager, config: Config, box: SecretBox): Promise<Sourced> {
  const stored = await storedSettings(em, box, Object.values(SETTINGS));
  const fields = {} as Sourced;
  for (const field of FIELDS) {
    const env = config[SETTINGS[field]];
    const admin = stored[SETTINGS[field]];
    fields[field] = env
      ? { value: env, source: 'environment' }
      : admin
        ? { value: admin, source: 'admin' }
        : { value: null, source: null };
  }
  // Never a stored value, even one an earlier version let an admin set.
  fields.apiUrl = config.RAZORPAY_API_URL
    ? { value: config.RAZORPAY_API_URL, source: 'environment' }
    : { value: DEFAULT_RAZORPAY_API_URL, source: 'default' };
  return fields;
}

/** The credentials in force, or null (the mock gateway) without a key id and secret. */
export async function effectiveRazorpayCredentials(
  em: EntityManager,
  config: Config,
  box: SecretBox,
): Promise<RazorpayCredentials | null> {
  const { keyId, keySecret, webhookSecret, apiUrl } = await sourced(em, config, box);
  if (!keyId.value || !keySecret.value) return null;
  return {
    keyId: keyId.value,
    keySecret: keySecret.value,
    webhookSecret: webhookSecret.value,
    apiUrl: apiUrl.value ?? DEFAULT_RAZORPAY_API_URL,
    checkoutUrl: config.RAZORPAY_CHECKOUT_URL,
  };
}

/**
 * The gateway for a request, from the credentials in force now (an admin's change applies to
 * the next request); the client is built again only when they change.
 */
export function gatewayResolver(config: Config, box: SecretBox): GatewayResolver {
  let last: { key: string; gateway: PaymentGateway } | null = null;
  return async (em) => {
    const credentials = await effectiveRazorpayCredentials(em, config, box);
    const key = JSON.stringify(credentials);
    if (last?.key !== key) last = { key, gateway: gatewayFor(credentials) };
    return last.gateway;
  };
}

/**
 * GET /admin/payments/credentials: the key id and API address in full (the address read only,
 * with where it comes from), secrets masked.
 */
export async function credentialsView(
  em: EntityManager,
  config: Config,
  box: SecretBox,
): Promise<PaymentCredentialsView> {
  const fields = await sourced(em, config, box);
  const shown = (field: Field | 'apiUrl') => {
    const { value, source } = fields[field];
    const secret = (SECRET_FIELDS as readonly string[]).includes(field);
    return { value: value && secret ? maskSecret(value) : value, source };
  };
  return {
    active: fields.keyId.value && fields.keySecret.value ? 'razorpay' : 'mock',
    keyId: shown('keyId'),
    keySecret: shown('keySecret'),
    webhookSecret: shown('webhookSecret'),
    apiUrl: shown('apiUrl'),
  };
}

/**
 * PUT /admin/payments/credentials: stores (sealed) or clears the fields given, in one
 * transaction, audited as setting changes with masked values. The environment still wins. An
 * address is refused by the input's schema: it is the environment's.
 */
export async function putCredentials(
  em: EntityManager,
  config: Config,
  box: SecretBox,
  actor: Actor,
  input: PaymentCredentialsInput,
): Promise<PaymentCredentialsView> {
  await writeThenInvalidate(em, 'settings', async (tx) => {
    for (const field of FIELDS) {
      const value = input[field];
      if (value === undefined) continue;
      if (value === null) await removeSetting(tx, actor, SETTINGS[field]);
      else await writeSetting(tx, box, actor, { name: SETTINGS[field], value });
    }
  });
  return credentialsView(em.fork(), config, box);
}

/** The credentials' reads and writes, bound to this process's configuration (services.ts). */
export interface PaymentCredentialsService {
  view(em: EntityManager): Promise<PaymentCredentialsView>;
  put(em: EntityManager, actor: Actor, input: PaymentCredentialsInput): Promise<PaymentCredentialsView>;
}

export function paymentCredentialsService(config: Config, box: SecretBox): PaymentCredentialsService {
  return {
    view: (em) => credentialsView(em, config, box),
    put: (em, actor, input) => putCredentials(em, config, box, actor, input),
  };
}
