import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IdentityResolver } from '../../auth/index.ts';
import type { Database } from '../../db/database.ts';
import { isUuid } from '../../db/columns.ts';
import { registrationSummary } from '../../registration/service.ts';
import type { AppServices } from '../../services.ts';
import { Payment } from '../entities.ts';
import { ensureOrder } from '../service.ts';
import { isPaid, isWaiting, lockPayment, settlePaid } from '../settle.ts';
import { checkoutPage, checkoutScript, messagePage } from './checkout-page.ts';
import { isValidCheckoutSignature, isValidWebhookSignature } from './signatures.ts';
import { handleRazorpayWebhook, WebhookPayloadError } from './webhooks.ts';

export const CALLBACK_PATH = '/api/payments/razorpay/callback';
export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

/** Why a payment did not complete, for the wizard's failure view (`payment_error`). */
export type PaymentErrorCode = 'failed' | 'signature' | 'refunding' | 'unknown';

/** Where the browser lands after Razorpay: the wizard's last step, or its payment step with why. */
export const successView = (paymentId: string) => `/?register=1&step=complete&payment=${paymentId}`;
export const failureView = (paymentId: string | null, code: PaymentErrorCode) =>
  `/?register=1&step=payment${paymentId ? `&payment=${paymentId}` : ''}&payment_error=${code}`;

/**
 * Razorpay's three ways in (decision 12): our checkout page that opens Razorpay Checkout in
 * redirect mode, the callback Razorpay posts the browser to, and the webhook. The callback and
 * the webhook are authenticated by Razorpay's signatures, never by a session. `siteUrl` is the
 * site's one configured address (auth/setup.ts): absolute URLs are never built from a request's
 * Host or X-Forwarded-Host, which whoever sends the request chooses.
 */
export function mountRazorpayRoutes(
  app: FastifyInstance,
  deps: { db: Database; services: AppServices; resolve: IdentityResolver; siteUrl: string },
): void {
  const { db, services, resolve } = deps;
  const origin = new URL(deps.siteUrl).origin;

  app.get('/pay/open-checkout.js', async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(checkoutScript),
  );

  app.get<{ Params: { paymentId: string } }>('/pay/:paymentId', async (req, reply) => {
    const em = db.orm.em.fork();
    const payment = isUuid(req.params.paymentId) ? await em.findOne(Payment, req.params.paymentId) : null;
    if (!payment)
      return html(reply.status(404), messagePage('Payment not found', 'This payment link is not valid.'));
    if (isPaid(payment.status)) return reply.redirect(successView(payment.id), 303);
    if (!isWaiting(payment.status)) return reply.redirect(failureView(payment.id, 'failed'), 303);
    if (payment.gateway !== 'razorpay') return reply.redirect(failureView(payment.id, 'unknown'), 303);
    const gateway = await services.paymentGateway(em);
    if (gateway.name !== 'razorpay')
      return html(
        reply.status(503),
        messagePage(
          'Payments are paused',
          'Online payments are not available right now. Please try again later.',
        ),
      );
    await ensureOrder(em, payment, gateway);
    const registration = payment.participant ? await registrationSummary(em, payment.participant.id) : null;
    // Contact details only for their owner: the page's address alone must not show them.
    const caller = await resolve(req).catch(() => null);
    const own = registration && caller && caller.pass === null && caller.userId === payment.owner?.id;
    const { credentials } = gateway;
    reply.header('content-security-policy', checkoutPolicy(credentials.checkoutUrl, credentials.apiUrl));
    reply.header('cache-control', 'no-store');
    return html(
      reply,
      checkoutPage({
        amount: payment.amount,
        description: registration
          ? `${registration.gameName} pass (₹${registration.passPrice})`
          : 'Championship pass',
        backUrl: failureView(payment.id, 'unknown').replace(/&payment_error=unknown$/, ''),
        checkoutUrl: credentials.checkoutUrl,
        options: {
          key: credentials.keyId,
          order_id: payment.gatewayReference,
          amount: payment.amount * 100,
          currency: 'INR',
          name: 'Arena Championships',
          description: registration ? `${registration.gameName} championship pass` : 'Championship pass',
          callback_url: `${origin}${CALLBACK_PATH}?payment=${payment.id}`,
          redirect: true,
          prefill: own
            ? { name: registration.name, email: registration.email, contact: `+91${registration.phone}` }
            : {},
          notes: { payment_id: payment.id },
          theme: { color: '#7c3aed' },
        },
      }),
    );
  });

  app.register(async (scope) => {
    // Razorpay posts the browser back as a form; the webhook's signature is over the raw body.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );

    scope.post<{ Querystring: { payment?: string }; Body: Record<string, string> | undefined }>(
      CALLBACK_PATH,
      async (req, reply) => {
        const form = typeof req.body === 'object' && req.body ? req.body : {};
        const em = db.orm.em.fork();
        const { orderId, byOrder, payment } = await callbackPayment(em, form, req.query.payment);
        if (!payment) return reply.redirect(failureView(null, 'unknown'), 303);

        const paymentId = form.razorpay_payment_id;
        const signature = form.razorpay_signature;
        if (!paymentId || !signature || !orderId) {
          // Razorpay's failure post (error[...]) is not signed: it changes nothing here; the
          // payment.failed webhook or the reconciliation job settles the payment.
          req.log.info({ paymentId: payment.id, code: form['error[code]'] }, 'razorpay checkout failed');
          return reply.redirect(failureView(payment.id, 'failed'), 303);
        }
        const gateway = await services.paymentGateway(em);
        const valid =
          gateway.name === 'razorpay' &&
          byOrder !== null &&
          isValidCheckoutSignature(gateway.credentials.keySecret, { orderId, paymentId, signature });
        if (!valid) {
          req.log.warn({ paymentId: payment.id }, 'razorpay callback with a bad signature');
          return reply.redirect(failureView(payment.id, 'signature'), 303);
        }
        const outcome = await em.transactional(async (tx) =>
          settlePaid(tx, await lockPayment(tx, payment.id), {
            source: 'callback',
            detail: `Razorpay payment ${paymentId}`,
            gatewayPaymentId: paymentId,
          }),
        );
        return reply.redirect(
          outcome === 'refunding' ? failureView(payment.id, 'refunding') : successView(payment.id),
          303,
        );
      },
    );

    scope.post(WEBHOOK_PATH, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers['x-razorpay-signature'];
      const eventId = req.headers['x-razorpay-event-id'];
      const em = db.orm.em.fork();
      const gateway = await services.paymentGateway(em);
      const secret = gateway.name === 'razorpay' ? gateway.credentials.webhookSecret : null;
      if (!secret)
        return reply.status(503).send({
          error: 'Razorpay webhooks are not configured here.',
          code: 'SERVICE_UNAVAILABLE',
          requestId: req.id,
        });
      if (typeof signature !== 'string' || !isValidWebhookSignature(secret, raw, signature))
        return reply
          .status(400)
          .send({ error: 'The webhook signature is not valid.', code: 'BAD_REQUEST', requestId: req.id });
      if (typeof eventId !== 'string' || !/^[\w.-]{1,100}$/.test(eventId))
        return reply
          .status(400)
          .send({ error: 'The webhook has no event id.', code: 'BAD_REQUEST', requestId: req.id });
      try {
        const outcome = await handleRazorpayWebhook(em, eventId, JSON.parse(raw) as unknown);
        return { status: outcome };
      } catch (error) {
        if (error instanceof WebhookPayloadError || error instanceof SyntaxError)
          return reply.status(400).send({ error: error.message, code: 'BAD_REQUEST', requestId: req.id });
        throw error;
      }
    });
  });
}

function html(reply: FastifyReply, page: string) {
  return reply.type('text/html; charset=utf-8').send(page);
}

/** The checkout page runs Razorpay's script, which frames and posts to Razorpay's hosts. */
function checkoutPolicy(checkoutUrl: string, apiUrl: string): string {
  const razorpay = [new URL(checkoutUrl).origin, new URL(apiUrl).origin, 'https://*.razorpay.com'].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${razorpay}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src 'self' ${razorpay}`,
    `frame-src ${razorpay}`,
    `form-action 'self' ${razorpay}`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The payment a checkout callback is about: the one of its Razorpay order (signed posts, and
 * failure posts naming the order in their metadata), else the one our callback URL names, which
 * proves nothing and is used only to show the player which payment did not complete.
 */
async function callbackPayment(
  em: EntityManager,
  form: Record<string, string>,
  hint: string | undefined,
): Promise<{ orderId: string | null; byOrder: Payment | null; payment: Payment | null }> {
  const orderId = form.razorpay_order_id ?? orderInErrorMetadata(form['error[metadata]']);
  const byOrder = orderId
    ? await em.findOne(Payment, { gateway: 'razorpay', gatewayReference: orderId })
    : null;
  if (byOrder || !hint || !isUuid(hint)) return { orderId, byOrder, payment: byOrder };
  return { orderId, byOrder, payment: await em.findOne(Payment, { id: hint, gateway: 'razorpay' }) };
}

function orderInErrorMetadata(metadata: string | undefined): string | null {
  if (!metadata) return null;
  try {
    const parsed = JSON.parse(metadata) as { order_id?: unknown };
    return typeof parsed.order_id === 'string' ? parsed.order_id : null;
  } catch {
    return null;
  }
}
