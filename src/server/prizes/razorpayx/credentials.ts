import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { storedSettings } from '../../settings/service.ts';
import { razorpayXClient, type RazorpayXClient, type RazorpayXCredentials } from './client.ts';

// RazorpayX's credentials (decision 26), like Razorpay's (payments/razorpay-credentials.ts): each
// from the environment when set there, else from the site settings (sealed), else none; without
// a key id, a key secret and an account number prizes are paid by hand. The API's address comes
// from the environment only: it receives the key secret.

export const DEFAULT_RAZORPAYX_API_URL = 'https://api.razorpay.com';

const SETTINGS = {
  keyId: 'RAZORPAYX_KEY_ID',
  keySecret: 'RAZORPAYX_KEY_SECRET',
  accountNumber: 'RAZORPAYX_ACCOUNT_NUMBER',
  webhookSecret: 'RAZORPAYX_WEBHOOK_SECRET',
} as const;

export async function effectiveRazorpayXCredentials(
  em: EntityManager,
  config: Config,
  box: SecretBox,
): Promise<RazorpayXCredentials | null> {
  const stored = await storedSettings(em, box, Object.values(SETTINGS));
  const value = (field: keyof typeof SETTINGS) => config[SETTINGS[field]] ?? stored[SETTINGS[field]] ?? null;
  const keyId = value('keyId');
  const keySecret = value('keySecret');
  const accountNumber = value('accountNumber');
  if (!keyId || !keySecret || !accountNumber) return null;
  return {
    keyId,
    keySecret,
    accountNumber,
    webhookSecret: value('webhookSecret'),
    apiUrl: config.RAZORPAYX_API_URL ?? DEFAULT_RAZORPAYX_API_URL,
  };
}

export interface PayoutGateway {
  credentials: RazorpayXCredentials;
  client: RazorpayXClient;
}

/** RazorpayX for a request, or null (manual payouts); the client is built again only when the credentials change. */
export type PayoutGatewayResolver = (em: EntityManager) => Promise<PayoutGateway | null>;

export function payoutGatewayResolver(config: Config, box: SecretBox): PayoutGatewayResolver {
  let last: { key: string; gateway: PayoutGateway | null } | null = null;
  return async (em) => {
    const credentials = await effectiveRazorpayXCredentials(em, config, box);
    const key = JSON.stringify(credentials);
    if (last?.key !== key)
      last = { key, gateway: credentials && { credentials, client: razorpayXClient(credentials) } };
    return last.gateway;
  };
}
