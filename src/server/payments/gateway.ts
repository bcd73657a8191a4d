import type { EntityManager } from '@mikro-orm/postgresql';
import { razorpayClient, type RazorpayClient, type RazorpayCredentials } from './razorpay/client.ts';

/**
 * The payment gateway in use (decisions 3 and 12). The mock gateway is the default when Razorpay
 * is not configured: its payments wait in `mock-pending` until the player presses Mark as Paid.
 * Razorpay's payments become `success` only through a verified callback signature, a verified
 * webhook or the reconciliation job asking Razorpay, never through the public confirm call.
 */
export type PaymentGateway =
  | { name: 'mock'; mock: true }
  | { name: 'razorpay'; mock: false; credentials: RazorpayCredentials; client: RazorpayClient };

export const mockGateway: PaymentGateway = { name: 'mock', mock: true };

/** The gateway for a request: credentials may change at run time (/admin/payments/credentials). */
export type GatewayResolver = (em: EntityManager) => Promise<PaymentGateway>;

/** Razorpay with these credentials, or the mock gateway without a key id and secret. */
export function gatewayFor(credentials: RazorpayCredentials | null): PaymentGateway {
  if (!credentials) return mockGateway;
  return { name: 'razorpay', mock: false, credentials, client: razorpayClient(credentials) };
}
