import { createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

// A stand-in for Razorpay (it cannot be reached from here): the parts of its documented REST API
// that we call (Basic auth, its error envelope, ids like `order_...`, amounts in paise), a
// checkout.js whose redirect mode leads to a page with Pay and Fail payment that posts the
// browser back like Razorpay, and webhooks signed like Razorpay's that a test can hold, repeat,
// reorder, sign wrongly or send at once. `npm run razorpay:stand-in` runs it by hand.

export interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface StandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'upi';
  vpa: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface StandInRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface WebhookDelivery {
  eventId: string;
  event: string;
  body: string;
  /** The HTTP status our server answered, or 0 when it could not be reached. */
  status: number;
}

type WebhookTarget = string | ((body: string, headers: Record<string, string>) => Promise<number>);

interface PendingWebhook {
  eventId: string;
  event: string;
  body: string;
}

interface Fault {
  status: number;
  path: string | RegExp | undefined;
  /** Do the work, then answer the error: the caller never learns that it happened. */
  afterHandling: boolean;
  delayMs: number;
}

export interface StandInOptions {
  port?: number;
  host?: string;
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where webhooks go: our server's webhook URL, or a function (e.g. `injectInto(app)`). */
  webhookUrl?: WebhookTarget;
  /** Deliver each webhook as it happens (default false: they wait in `webhooks.pending()`). */
  autoDeliver?: boolean;
  /** Automatic deliveries wait a random time up to this first, as Razorpay's come late. */
  deliveryDelayMs?: number;
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids: a prefix and 14 alphanumerics (`order_NlpEbFjOIgBBMa`). */
export function razorpayId(prefix: 'order' | 'pay' | 'rfnd' | 'evt' | 'acc'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
}

export const hmacHex = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

class RazorpayApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  constructor(status: number, description: string, field?: string) {
    super(description);
    this.status = status;
    this.field = field;
  }
}

/** Razorpay's error envelope. */
function envelope(status: number, description: string, field?: string) {
  const server = status >= 500;
  return {
    error: {
      code: server ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: server ? 'NA' : 'business',
      step: server ? 'NA' : 'payment_initiation',
      reason: server ? 'NA' : 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

const now = () => Math.floor(Date.now() / 1000);
const notesOf = (value: unknown): Record<string, string> | [] =>
  value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
    : [];

export async function startRazorpayStandIn(options: StandInOptions = {}) {
  const keyId = options.keyId ?? 'rzp_test_StandIn0000001';
  const keySecret = options.keySecret ?? 'stand-in-key-secret-0123456789';
  const webhookSecret = options.webhookSecret ?? 'stand-in-webhook-secret-0123';
  const accountId = razorpayId('acc');
  let webhookTarget = options.webhookUrl;
  let autoDeliver = options.autoDeliver ?? false;
  let refundsHeld = false;

  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment>();
  const refunds = new Map<string, StandInRefund>();
  const refundKeys = new Map<string, string>();
  const requests: {
    method: string;
    path: string;
    authorized: boolean;
    body: unknown;
    headers: Record<string, unknown>;
  }[] = [];
  let faults: Fault[] = [];
  let pending: PendingWebhook[] = [];
  const delivered: WebhookDelivery[] = [];
  const inFlight = new Set<Promise<unknown>>();

  // --- what happens at Razorpay -------------------------------------------------------------

  function createOrder(input: {
    amount: number;
    currency?: string;
    receipt?: string | null;
    notes?: unknown;
  }) {
    const order: StandInOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency ?? 'INR',
      receipt: input.receipt ?? null,
      status: 'created',
      attempts: 0,
      notes: notesOf(input.notes),
      created_at: now(),
    };
    orders.set(order.id, order);
    return order;
  }

  function orderOf(orderId: string): StandInOrder {
    const order = orders.get(orderId);
    if (!order) throw new RazorpayApiError(400, 'The id provided does not exist', 'id');
    return order;
  }

  function newPayment(order: StandInOrder): StandInPayment {
    order.attempts += 1;
    order.status = order.status === 'paid' ? 'paid' : 'attempted';
    const payment: StandInPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: 'created',
      order_id: order.id,
      method: 'upi',
      vpa: 'player@okaxis',
      captured: false,
      amount_refunded: 0,
      refund_status: null,
      email: 'player@example.in',
      contact: '+919876543210',
      notes: order.notes,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    return payment;
  }

  /** The player pays: captured at once (orders auto-capture), or only authorized. */
  function pay(orderId: string, opts: { authorizeOnly?: boolean } = {}): StandInPayment {
    const order = orderOf(orderId);
    const payment = newPayment(order);
    payment.status = 'authorized';
    queueWebhook('payment.authorized', { payment });
    if (!opts.authorizeOnly) capture(payment);
    return payment;
  }

  function capture(payment: StandInPayment): void {
    const order = orderOf(payment.order_id);
    payment.status = 'captured';
    payment.captured = true;
    order.amount_paid = order.amount;
    order.amount_due = 0;
    order.status = 'paid';
    queueWebhook('payment.captured', { payment });
    queueWebhook('order.paid', { payment, order });
  }

  /** The player's payment fails (a declined UPI request). */
  function fail(orderId: string): StandInPayment {
    const payment = newPayment(orderOf(orderId));
    Object.assign(payment, {
      status: 'failed',
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment was unsuccessful as the UPI request was declined.',
      error_source: 'customer',
      error_step: 'payment_authentication',
      error_reason: 'payment_failed',
    });
    queueWebhook('payment.failed', { payment });
    return payment;
  }

  function refund(payment: StandInPayment, amount: number, notes: unknown, speed: string): StandInRefund {
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      throw new RazorpayApiError(400, 'The payment has not been captured yet');
    if (!Number.isInteger(amount) || amount < 100)
      throw new RazorpayApiError(400, 'The amount must be atleast INR 1.00', 'amount');
    if (amount > payment.amount - payment.amount_refunded)
      throw new RazorpayApiError(400, 'The refund amount provided is greater than amount captured', 'amount');
    const created: StandInRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      status: 'pending',
      speed_requested: speed,
      notes: notesOf(notes),
      created_at: now(),
    };
    refunds.set(created.id, created);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    queueWebhook('refund.created', { refund: created, payment });
    // Razorpay answers `pending`; the bank's outcome comes later (at once here, unless held).
    const answer = structuredClone(created);
    if (!refundsHeld) settleRefund(created.id, 'processed');
    return answer;
  }

  /** A held refund's outcome at the bank. */
  function settleRefund(refundId: string, status: 'processed' | 'failed'): StandInRefund {
    const held = refunds.get(refundId);
    if (!held) throw new Error(`stand-in: no refund ${refundId}`);
    held.status = status;
    const payment = payments.get(held.payment_id);
    if (status === 'failed' && payment) {
      payment.amount_refunded -= held.amount;
      payment.refund_status = payment.amount_refunded > 0 ? 'partial' : null;
      if (payment.status === 'refunded') payment.status = 'captured';
    }
    queueWebhook(`refund.${status}`, { refund: held, ...(payment ? { payment } : {}) });
    return held;
  }

  // --- webhooks ------------------------------------------------------------------------------

  function webhookBody(event: string, entities: Record<string, object>): string {
    return JSON.stringify({
      entity: 'event',
      account_id: accountId,
      event,
      contains: Object.keys(entities),
      payload: Object.fromEntries(
        Object.entries(entities).map(([k, v]) => [k, { entity: structuredClone(v) }]),
      ),
      created_at: now(),
    });
  }

  function queueWebhook(event: string, entities: Record<string, object>): void {
    const hook = {
      eventId: razorpayId('evt').replace('evt_', ''),
      event,
      body: webhookBody(event, entities),
    };
    pending.push(hook);
    if (autoDeliver && webhookTarget) {
      pending = pending.filter((h) => h !== hook);
      const delay = Math.random() * (options.deliveryDelayMs ?? 0);
      void track(
        delay ? new Promise((r) => setTimeout(r, delay)).then(() => send(hook, {})) : send(hook, {}),
      );
    }
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
    return promise;
  }

  async function send(hook: PendingWebhook, opts: { wrongSignature?: boolean }): Promise<WebhookDelivery> {
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-event-id': hook.eventId,
      'x-razorpay-signature': hmacHex(
        opts.wrongSignature ? `${webhookSecret}-wrong` : webhookSecret,
        hook.body,
      ),
      'user-agent': 'Razorpay-Webhook/v1',
    };
    let status = 0;
    if (typeof webhookTarget === 'function') status = await webhookTarget(hook.body, headers).catch(() => 0);
    else if (webhookTarget)
      status = await fetch(webhookTarget, { method: 'POST', headers, body: hook.body }).then(
        (r) => r.status,
        () => 0,
      );
    const delivery = { ...hook, status };
    delivered.push(delivery);
    return delivery;
  }

  const webhooks = {
    /** Webhooks not delivered yet, oldest first. */
    pending: () => [...pending],
    delivered: () => [...delivered],
    clear: () => {
      pending = [];
    },
    /** Resolves when every automatic delivery so far has been answered. */
    idle: async () => {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    autoDeliver: (on: boolean) => {
      autoDeliver = on;
    },
    /**
     * Delivers the pending webhooks (`only` some events), in order or reversed, each `repeat`
     * times with the same event id (Razorpay's retries), one after another or all `concurrent`.
     */
    deliver: async (
      opts: {
        only?: string[];
        order?: 'as-happened' | 'reversed';
        repeat?: number;
        concurrent?: boolean;
        wrongSignature?: boolean;
      } = {},
    ): Promise<WebhookDelivery[]> => {
      const chosen = pending.filter((h) => !opts.only || opts.only.includes(h.event));
      pending = pending.filter((h) => !chosen.includes(h));
      if (opts.order === 'reversed') chosen.reverse();
      const sends = chosen.flatMap((h) => Array.from({ length: opts.repeat ?? 1 }, () => h));
      if (opts.concurrent) return Promise.all(sends.map((h) => send(h, opts)));
      const out: WebhookDelivery[] = [];
      for (const h of sends) out.push(await send(h, opts));
      return out;
    },
    /**
     * Razorpay's retries: each event whose last delivery our server did not answer with a 2xx (it
     * was down, or answered 5xx) is sent again, with the same event id. Answers the new deliveries.
     */
    retryFailed: async (): Promise<WebhookDelivery[]> => {
      const last = new Map<string, WebhookDelivery>();
      for (const d of delivered) last.set(d.eventId, d);
      const failed = [...last.values()].filter((d) => d.status < 200 || d.status >= 300);
      const out: WebhookDelivery[] = [];
      for (const d of failed) out.push(await send(d, {}));
      return out;
    },
    /** Razorpay's signature of a body with this webhook secret. */
    sign: (body: string) => hmacHex(webhookSecret, body),
  };

  // --- the HTTP API --------------------------------------------------------------------------

  const app: FastifyInstance = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/v1/') || req.url === '/v1/checkout.js') return;
    const fault = faults.find(
      (f) => !f.path || (typeof f.path === 'string' ? req.url.includes(f.path) : f.path.test(req.url)),
    );
    if (fault) {
      faults = faults.filter((f) => f !== fault);
      if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
      if (fault.status && !fault.afterHandling)
        return reply
          .status(fault.status)
          .send(
            envelope(
              fault.status,
              'The server encountered an error. The incident has been reported to admins.',
            ),
          );
      if (fault.afterHandling) (req as FastifyRequest & { lostAnswer?: number }).lostAnswer = fault.status;
    }
    if (req.headers.authorization !== expectedAuth)
      return reply.status(401).send(envelope(400, 'Authentication failed'));
  });
  app.addHook('preHandler', async (req) => {
    if (req.url.startsWith('/v1/') && req.url !== '/v1/checkout.js')
      requests.push({
        method: req.method,
        path: req.url,
        authorized: req.headers.authorization === expectedAuth,
        body: req.body,
        headers: req.headers,
      });
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const lost = (req as FastifyRequest & { lostAnswer?: number }).lostAnswer;
    if (!lost) return payload;
    reply.status(lost).header('content-type', 'application/json');
    return JSON.stringify(
      envelope(lost, 'The server encountered an error. The incident has been reported to admins.'),
    );
  });
  app.setErrorHandler((error, _req, reply) => {
    if (error instanceof RazorpayApiError)
      return reply.status(error.status).send(envelope(error.status, error.message, error.field));
    return reply.status(400).send(envelope(400, error instanceof Error ? error.message : 'Bad request'));
  });

  const body = (req: FastifyRequest) =>
    req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const paymentOf = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new RazorpayApiError(400, 'The id provided does not exist', 'id');
    return payment;
  };

  app.post('/v1/orders', async (req) => {
    const { amount, currency, receipt, notes } = body(req);
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      throw new RazorpayApiError(400, 'The amount must be atleast INR 1.00', 'amount');
    if (currency !== 'INR') throw new RazorpayApiError(400, 'Currency is not supported', 'currency');
    if (receipt != null && (typeof receipt !== 'string' || receipt.length > 40))
      throw new RazorpayApiError(400, 'The receipt may not be greater than 40 characters.', 'receipt');
    if (notes && typeof notes === 'object' && Object.keys(notes).length > 15)
      throw new RazorpayApiError(
        400,
        'Number of fields in notes should be less than or equal to 15',
        'notes',
      );
    return createOrder({ amount, currency, receipt: receipt ?? null, notes });
  });
  app.get<{ Params: { id: string } }>('/v1/orders/:id', async (req) => orderOf(req.params.id));
  app.get<{ Params: { id: string } }>('/v1/orders/:id/payments', async (req) => {
    orderOf(req.params.id);
    const items = [...payments.values()].filter((p) => p.order_id === req.params.id);
    return { entity: 'collection', count: items.length, items };
  });
  app.get<{ Params: { id: string } }>('/v1/payments/:id', async (req) => paymentOf(req.params.id));
  app.post<{ Params: { id: string } }>('/v1/payments/:id/capture', async (req) => {
    const payment = paymentOf(req.params.id);
    const { amount } = body(req);
    if (payment.status !== 'authorized')
      throw new RazorpayApiError(400, 'This payment has already been captured');
    if (amount !== payment.amount)
      throw new RazorpayApiError(400, 'Capture amount must be equal to the amount authorized', 'amount');
    capture(payment);
    return payment;
  });
  app.post<{ Params: { id: string } }>('/v1/payments/:id/refund', async (req) => {
    const payment = paymentOf(req.params.id);
    const key = req.headers['x-refund-idempotency'];
    const known = typeof key === 'string' ? refundKeys.get(`${payment.id}:${key}`) : undefined;
    if (known) return refunds.get(known);
    const { amount, notes, speed } = body(req);
    const made = refund(
      payment,
      typeof amount === 'number' ? amount : payment.amount - payment.amount_refunded,
      notes,
      typeof speed === 'string' ? speed : 'normal',
    );
    if (typeof key === 'string') refundKeys.set(`${payment.id}:${key}`, made.id);
    return made;
  });
  app.get<{ Params: { id: string } }>('/v1/refunds/:id', async (req) => {
    const found = refunds.get(req.params.id);
    if (!found) throw new RazorpayApiError(400, 'The id provided does not exist', 'id');
    return found;
  });

  // --- checkout ------------------------------------------------------------------------------

  app.get('/v1/checkout.js', async (_req, reply) =>
    reply.type('application/javascript').send(checkoutScript),
  );
  app.get<{ Querystring: Record<string, string> }>('/checkout', async (req, reply) => {
    const { key_id: key, order_id: orderId = '', callback_url: callbackUrl = '' } = req.query;
    const order = orders.get(orderId);
    if (key !== keyId || !order || !callbackUrl)
      return reply.status(400).type('text/html').send(page('Checkout', '<p>Invalid checkout options.</p>'));
    const hidden = `<input type="hidden" name="order_id" value="${escapeHtml(order.id)}"><input type="hidden" name="callback_url" value="${escapeHtml(callbackUrl)}">`;
    return reply.type('text/html').send(
      page(
        'Razorpay stand-in',
        `<h1>Razorpay (stand-in)</h1><p>${escapeHtml(req.query.name ?? '')}</p>
<p>${escapeHtml(req.query.description ?? '')}</p><p class="amount">₹${(order.amount / 100).toFixed(2)}</p>
<form method="post" action="/checkout/pay">${hidden}<button type="submit">Pay</button></form>
<form method="post" action="/checkout/fail">${hidden}<button type="submit" class="secondary">Fail payment</button></form>`,
      ),
    );
  });
  app.post('/checkout/pay', async (req, reply) => {
    const { order_id: orderId, callback_url: callbackUrl } = body(req) as Record<string, string>;
    const payment = pay(orderOf(orderId ?? '').id);
    return reply.type('text/html').send(postBack(callbackUrl ?? '', callbackFields(payment)));
  });
  app.post('/checkout/fail', async (req, reply) => {
    const { order_id: orderId, callback_url: callbackUrl } = body(req) as Record<string, string>;
    const payment = fail(orderOf(orderId ?? '').id);
    return reply.type('text/html').send(
      postBack(callbackUrl ?? '', {
        'error[code]': payment.error_code ?? '',
        'error[description]': payment.error_description ?? '',
        'error[source]': payment.error_source ?? '',
        'error[step]': payment.error_step ?? '',
        'error[reason]': payment.error_reason ?? '',
        'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: payment.order_id }),
      }),
    );
  });

  /** What Razorpay posts to the callback URL after a successful payment. */
  function callbackFields(payment: StandInPayment) {
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: payment.order_id,
      razorpay_signature: hmacHex(keySecret, `${payment.order_id}|${payment.id}`),
    };
  }

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : options.port}`;

  return {
    url,
    keyId,
    keySecret,
    webhookSecret,
    /**
     * Only the addresses (always from the environment): the keys are left to an admin to store
     * at /admin/payments/credentials.
     */
    endpoints: { RAZORPAY_API_URL: url, RAZORPAY_CHECKOUT_URL: `${url}/v1/checkout.js` },
    /** The lines that point our server at this stand-in. */
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: url,
      RAZORPAY_CHECKOUT_URL: `${url}/v1/checkout.js`,
    },
    orders,
    payments,
    refunds,
    requests,
    createOrder,
    pay,
    fail,
    settleRefund,
    callbackFields,
    webhooks,
    setWebhookTarget: (target: WebhookTarget) => {
      webhookTarget = target;
    },
    /** Refunds stay `pending` until `settleRefund` (default: processed at once). */
    holdRefunds: (on = true) => {
      refundsHeld = on;
    },
    /**
     * The next `count` API calls (matching `path`) answer `status` (default 500), or are handled
     * and then answer it (`afterHandling`: the answer is lost), or wait `delayMs` first.
     */
    failNext: (
      count = 1,
      opts: { status?: number; path?: string | RegExp; afterHandling?: boolean; delayMs?: number } = {},
    ) => {
      for (let i = 0; i < count; i++)
        faults.push({
          status: opts.status ?? (opts.delayMs && !opts.afterHandling ? 0 : 500),
          path: opts.path,
          afterHandling: opts.afterHandling ?? false,
          delayMs: opts.delayMs ?? 0,
        });
    },
    reset: () => {
      orders.clear();
      payments.clear();
      refunds.clear();
      refundKeys.clear();
      requests.length = 0;
      faults = [];
      pending = [];
      delivered.length = 0;
      refundsHeld = false;
    },
    close: async () => {
      await webhooks.idle();
      await app.close();
    },
  };
}

/** A webhook target that hands deliveries to a Fastify app in the same process (`app.inject`). */
export function injectInto(app: FastifyInstance, path = '/api/payments/razorpay/webhook') {
  return async (body: string, headers: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: path, headers, payload: body })).statusCode;
}

// checkout.js: `new Razorpay(options).open()` in redirect mode leads the browser to the stand-in's
// checkout page; Razorpay's own shows its modal, then posts the browser to `callback_url` too.
const checkoutScript = `(function () {
  var base = document.currentScript ? new URL(document.currentScript.src).origin : '';
  function Razorpay(options) { this.options = options || {}; }
  Razorpay.prototype.open = function () {
    var o = this.options;
    var q = new URLSearchParams({
      key_id: o.key || '', order_id: o.order_id || '', callback_url: o.callback_url || '',
      name: o.name || '', description: o.description || ''
    });
    window.location.assign(base + '/checkout?' + q.toString());
  };
  Razorpay.prototype.on = function () {};
  window.Razorpay = Razorpay;
})();
`;

function postBack(callbackUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return page(
    'Returning to the merchant',
    `<p>Returning to the merchant…</p><form id="back" method="post" action="${escapeHtml(callbackUrl)}">${inputs}<noscript><button>Continue</button></noscript></form>
<script>document.getElementById('back').submit()</script>`,
  );
}

function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px}
button{width:100%;min-height:48px;margin:8px 0;font-size:1rem;background:#3395ff;color:#fff;border:0;border-radius:8px}
.secondary{background:#e11d48}.amount{font-size:2rem;font-weight:700}</style></head><body>${content}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
