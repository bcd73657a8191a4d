import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AppServices } from '../../services.ts';
import {
  handleRazorpayXWebhook,
  isValidPayoutWebhookSignature,
  PayoutWebhookPayloadError,
} from './webhooks.ts';

export const RAZORPAYX_WEBHOOK_PATH = '/api/webhooks/razorpayx';

/**
 * RazorpayX's payout webhooks (decision 26), authenticated by their signature over the raw body,
 * never by a session. Forged or unreadable: 400 and nothing changes.
 */
export function mountRazorpayXRoutes(
  app: FastifyInstance,
  deps: { db: Database; services: AppServices },
): void {
  const { db, services } = deps;
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(RAZORPAYX_WEBHOOK_PATH, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers['x-razorpay-signature'];
      const eventId = req.headers['x-razorpay-event-id'];
      const em = db.orm.em.fork();
      const secret = (await services.payoutGateway(em))?.credentials.webhookSecret;
      if (!secret)
        return reply.status(503).send({
          error: 'RazorpayX webhooks are not configured here.',
          code: 'SERVICE_UNAVAILABLE',
          requestId: req.id,
        });
      if (typeof signature !== 'string' || !isValidPayoutWebhookSignature(secret, raw, signature))
        return reply
          .status(400)
          .send({ error: 'The webhook signature is not valid.', code: 'BAD_REQUEST', requestId: req.id });
      if (typeof eventId !== 'string' || !/^[\w.-]{1,100}$/.test(eventId))
        return reply
          .status(400)
          .send({ error: 'The webhook has no event id.', code: 'BAD_REQUEST', requestId: req.id });
      try {
        return { status: await handleRazorpayXWebhook(em, eventId, JSON.parse(raw) as unknown) };
      } catch (error) {
        if (error instanceof PayoutWebhookPayloadError || error instanceof SyntaxError)
          return reply.status(400).send({ error: error.message, code: 'BAD_REQUEST', requestId: req.id });
        throw error;
      }
    });
  });
}
