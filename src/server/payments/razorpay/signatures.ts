import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's documented signatures: hex HMAC-SHA256, compared in constant time.

/** Checkout (the callback): HMAC of `order_id|payment_id` with the key secret. */
export function isValidCheckoutSignature(
  keySecret: string,
  fields: { orderId: string; paymentId: string; signature: string },
): boolean {
  return matches(hmac(keySecret, `${fields.orderId}|${fields.paymentId}`), fields.signature);
}

/** Webhooks: HMAC of the raw request body with the webhook secret (X-Razorpay-Signature). */
export function isValidWebhookSignature(webhookSecret: string, rawBody: string, signature: string): boolean {
  return matches(hmac(webhookSecret, rawBody), signature);
}

function hmac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
