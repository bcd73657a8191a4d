// Coming back from the payment gateway (decision 12): our server's callback sends the browser to
// the wizard's last step (`step=complete&payment=ID`) or to its payment step with why it did not
// complete (`step=payment&payment=ID&payment_error=...`). Read once, then dropped from the URL.

export const PAYMENT_PARAM = 'payment';
export const PAYMENT_ERROR_PARAM = 'payment_error';

export const RETURN_ERRORS = {
  failed: 'Your payment did not go through, and no money was taken. Please try again.',
  signature:
    'We could not confirm this payment with Razorpay. If money left your account, we will confirm or refund it within 15 minutes; you can also try again.',
  refunding:
    'This registration was already paid or has closed, so this payment will be refunded in full to where it came from.',
  unknown: 'We could not find this payment. Please try again.',
} as const;

export type ReturnError = keyof typeof RETURN_ERRORS;

export type GatewayReturn =
  | { outcome: 'paid'; paymentId: string }
  | { outcome: 'failed'; paymentId: string | null; error: ReturnError };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readGatewayReturn(search: string): GatewayReturn | null {
  const params = new URLSearchParams(search);
  const raw = params.get(PAYMENT_PARAM);
  const paymentId = raw && UUID.test(raw) ? raw : null;
  const error = params.get(PAYMENT_ERROR_PARAM);
  if (error !== null)
    return {
      outcome: 'failed',
      paymentId,
      error: error in RETURN_ERRORS ? (error as ReturnError) : 'unknown',
    };
  if (paymentId && params.get('step') === 'complete') return { outcome: 'paid', paymentId };
  return null;
}

/** The query without the gateway's return: a reload must not show the notice again. */
export function withoutGatewayReturn(params: URLSearchParams): URLSearchParams {
  params.delete(PAYMENT_PARAM);
  params.delete(PAYMENT_ERROR_PARAM);
  return params;
}
