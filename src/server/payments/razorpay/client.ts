// A small client for the parts of Razorpay's REST API we use (docs/decisions/0012-razorpay.md: the official SDK
// hard-codes its host, compares signatures with `===` and loses network errors). Amounts are in
// paise here, as on the wire; the rest of the app counts whole rupees.

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  /** Null: webhooks are refused (nothing can verify them). */
  webhookSecret: string | null;
  apiUrl: string;
  checkoutUrl: string;
}

export interface RazorpayOrder {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string> | unknown[];
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method?: string;
  amount_refunded?: number;
  captured?: boolean;
  error_code?: string | null;
  error_description?: string | null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  amount: number;
  currency: string;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  notes?: Record<string, string> | unknown[];
  created_at: number;
}

interface Collection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

/** Razorpay answered with an error (its envelope's code and description). */
export class RazorpayError extends Error {
  override name = 'RazorpayError';
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, description: string) {
    super(description);
    this.status = status;
    this.code = code;
  }
  /** A 5xx, a 409 (a request with the same idempotency key still running) or a 429: ask again later. */
  get retryable(): boolean {
    return this.status >= 500 || this.status === 409 || this.status === 429;
  }
}

/** Razorpay could not be reached, or did not answer in time: what happened there is unknown. */
export class RazorpayUnreachable extends Error {
  override name = 'RazorpayUnreachable';
  readonly retryable = true;
}

const TIMEOUT_MS = 10_000;

export interface RazorpayClient {
  createOrder(order: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder>;
  orderPayments(orderId: string): Promise<RazorpayPayment[]>;
  payment(paymentId: string): Promise<RazorpayPayment>;
  capture(paymentId: string, amount: number): Promise<RazorpayPayment>;
  /** A refund; the same idempotency key and body never refund twice (X-Refund-Idempotency). */
  refund(
    paymentId: string,
    refund: { amount: number; notes: Record<string, string> },
    idempotencyKey: string,
  ): Promise<RazorpayRefund>;
  refundOf(refundId: string): Promise<RazorpayRefund>;
}

export function razorpayClient(
  credentials: Pick<RazorpayCredentials, 'keyId' | 'keySecret' | 'apiUrl'>,
  options: { timeoutMs?: number } = {},
): RazorpayClient {
  const base = credentials.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/v1${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RazorpayUnreachable(`Razorpay did not answer ${method} ${path}`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const envelope = parseJson(text) as { error?: { code?: string; description?: string } } | null;
      throw new RazorpayError(
        response.status,
        envelope?.error?.code ?? 'SERVER_ERROR',
        envelope?.error?.description ?? `Razorpay answered ${response.status} to ${method} ${path}`,
      );
    }
    const parsed = parseJson(text);
    if (parsed === null)
      throw new RazorpayError(
        response.status,
        'SERVER_ERROR',
        `Razorpay answered ${method} ${path} with no JSON`,
      );
    return parsed as T;
  }

  const id = (value: string) => encodeURIComponent(value);
  return {
    createOrder: (order) => call('POST', '/orders', order),
    orderPayments: async (orderId) =>
      (await call<Collection<RazorpayPayment>>('GET', `/orders/${id(orderId)}/payments`)).items,
    payment: (paymentId) => call('GET', `/payments/${id(paymentId)}`),
    capture: (paymentId, amount) =>
      call('POST', `/payments/${id(paymentId)}/capture`, { amount, currency: 'INR' }),
    refund: (paymentId, refund, idempotencyKey) =>
      call(
        'POST',
        `/payments/${id(paymentId)}/refund`,
        { ...refund, speed: 'normal' },
        {
          'x-refund-idempotency': idempotencyKey,
        },
      ),
    refundOf: (refundId) => call('GET', `/refunds/${id(refundId)}`),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
