import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { recordDeliveryReport, type DeliveryReport } from '../reports.ts';

// The providers' delivery reports (issue 28). MSG91 does not sign its DLR webhook, so its URL
// carries a secret token (MSG91_WEBHOOK_TOKEN) that only the MSG91 panel knows. WhatsApp signs each
// POST with `X-Hub-Signature-256: sha256=HMAC-SHA256(app secret, raw body)` and checks the URL
// once with a GET echoing `hub.challenge`. Reports are idempotent: a repeat changes nothing.

export const MSG91_WEBHOOK_PATH = '/api/webhooks/msg91/:token';
export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

export interface PhoneWebhookConfig {
  MSG91_WEBHOOK_TOKEN?: string | undefined;
  WHATSAPP_APP_SECRET?: string | undefined;
  WHATSAPP_VERIFY_TOKEN?: string | undefined;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const refuse = (req: FastifyRequest, reply: FastifyReply, status: 400 | 401 | 404, error: string) =>
  reply.status(status).send({
    error,
    code: status === 401 ? 'UNAUTHORIZED' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
    requestId: req.id,
  });

export function mountPhoneWebhooks(
  app: FastifyInstance,
  deps: { db: Database; config: PhoneWebhookConfig },
): void {
  const { db, config } = deps;
  app.register(async (scope) => {
    // Raw bodies: WhatsApp's signature is over the exact bytes; MSG91's v2 DLR is a form field.
    for (const type of ['application/json', 'application/x-www-form-urlencoded'])
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
        done(null, body),
      );

    scope.post<{ Params: { token: string } }>(MSG91_WEBHOOK_PATH, async (req, reply) => {
      const expected = config.MSG91_WEBHOOK_TOKEN;
      if (!expected || !sameSecret(req.params.token, expected))
        return refuse(req, reply, 404, 'No such webhook.');
      const reports = msg91Reports(typeof req.body === 'string' ? req.body : '', req.headers['content-type']);
      if (!reports) return refuse(req, reply, 400, 'The delivery report could not be read.');
      const em = db.orm.em.fork();
      let matched = 0;
      for (const report of reports) if (await recordDeliveryReport(em, report)) matched += 1;
      return { received: reports.length, matched };
    });

    scope.get<{ Querystring: Record<string, string | undefined> }>(
      WHATSAPP_WEBHOOK_PATH,
      async (req, reply) => {
        const q = req.query;
        const expected = config.WHATSAPP_VERIFY_TOKEN;
        if (q['hub.mode'] !== 'subscribe' || !expected || !sameSecret(q['hub.verify_token'] ?? '', expected))
          return refuse(req, reply, 401, 'The verify token does not match.');
        return reply.type('text/plain').send(q['hub.challenge'] ?? '');
      },
    );

    scope.post(WHATSAPP_WEBHOOK_PATH, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const secret = config.WHATSAPP_APP_SECRET;
      const signature = req.headers['x-hub-signature-256'];
      if (!secret || typeof signature !== 'string' || !sameSecret(signature, whatsAppSignature(secret, raw)))
        return refuse(req, reply, 401, 'The webhook signature is not valid.');
      let payload: unknown;
      try {
        payload = JSON.parse(raw);
      } catch {
        return refuse(req, reply, 400, 'The webhook is not JSON.');
      }
      const reports = whatsAppReports(payload);
      const em = db.orm.em.fork();
      let matched = 0;
      for (const report of reports) if (await recordDeliveryReport(em, report)) matched += 1;
      return { received: reports.length, matched };
    });
  });
}

/** What WhatsApp puts in X-Hub-Signature-256 for this body. */
export const whatsAppSignature = (appSecret: string, rawBody: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;

/** A field of a provider's JSON as text: strings and numbers only. */
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** MSG91's DLR status codes (its webhook help): 1 delivered; 2 failed, 9 NDNC, 16/25 rejected, 17 blocked. */
const MSG91_FAILED = new Map([
  ['2', 'Failed'],
  ['9', 'NDNC'],
  ['16', 'Rejected'],
  ['17', 'Blocked number'],
  ['25', 'Rejected'],
]);

interface Msg91Report {
  requestId?: unknown;
  status?: unknown;
  desc?: unknown;
  failedReason?: unknown;
  failureReason?: unknown;
  date?: unknown;
  deliveryTime?: unknown;
  report?: Msg91Report[];
}

/**
 * The reports in an MSG91 DLR, in any of its webhook's shapes: v2 (a form field `data` holding a
 * JSON array of requests, each with `report` entries), v3 and the new webhook (one JSON object per
 * number). Null when unreadable; statuses still in flight are left out.
 */
export function msg91Reports(raw: string, contentType: string | undefined): DeliveryReport[] | null {
  const parsed = parseMsg91(raw, contentType);
  if (parsed === undefined) return null;
  const requests = (Array.isArray(parsed) ? parsed : [parsed]) as Msg91Report[];
  if (!requests.every((r) => r && typeof r === 'object')) return null;
  const reports: DeliveryReport[] = [];
  for (const request of requests) {
    const entries = Array.isArray(request.report) ? request.report : [request];
    for (const entry of entries) {
      const report = msg91Report(text(request.requestId) || text(entry.requestId), entry);
      if (report) reports.push(report);
    }
  }
  return reports;
}

/** The DLR's JSON: the body itself, or the JSON string in its `data` field (webhook v2); undefined when unreadable. */
function parseMsg91(raw: string, contentType: string | undefined): unknown {
  try {
    const parsed: unknown = contentType?.includes('x-www-form-urlencoded')
      ? JSON.parse(new URLSearchParams(raw).get('data') ?? '')
      : JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'data' in parsed && typeof parsed.data === 'string')
      return JSON.parse(parsed.data) as unknown;
    return parsed;
  } catch {
    return undefined;
  }
}

function msg91Report(requestId: string, entry: Msg91Report): DeliveryReport | null {
  if (!requestId) return null;
  const status = text(entry.status);
  const desc = text(entry.desc).toUpperCase();
  const when = new Date(`${(text(entry.date) || text(entry.deliveryTime)).replace(' ', 'T')}+05:30`);
  const at = Number.isNaN(when.getTime()) ? new Date() : when;
  if (status === '1' || desc === 'DELIVERED')
    return { channel: 'sms', providerMessageId: requestId, status: 'delivered', at };
  const failed = MSG91_FAILED.get(status) ?? (/FAIL|REJECT|BLOCK/.test(desc) ? desc : undefined);
  if (!failed) return null;
  const why = text(entry.failedReason) || text(entry.failureReason);
  return {
    channel: 'sms',
    providerMessageId: requestId,
    status: 'failed',
    reason: why ? `${failed}: ${why}` : failed,
    at,
  };
}

interface WhatsAppStatus {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown; error_data?: { details?: unknown } }[];
}

/** The delivered / read / failed statuses in a WhatsApp webhook (`entry[].changes[].value.statuses[]`). */
export function whatsAppReports(payload: unknown): DeliveryReport[] {
  const entries = (payload as { entry?: { changes?: { value?: { statuses?: WhatsAppStatus[] } }[] }[] })
    ?.entry;
  if (!Array.isArray(entries)) return [];
  const statuses = entries.flatMap((e) => (e.changes ?? []).flatMap((c) => c.value?.statuses ?? []));
  return statuses.flatMap((s): DeliveryReport[] => {
    if (typeof s.id !== 'string') return [];
    const at = new Date(Number(s.timestamp) * 1000 || Date.now());
    if (s.status === 'delivered' || s.status === 'read')
      return [{ channel: 'whatsapp', providerMessageId: s.id, status: 'delivered', at }];
    if (s.status !== 'failed') return [];
    const error = s.errors?.[0];
    const reason = error
      ? `(#${text(error.code)}) ${text(error.title) || text(error.message)}${text(error.error_data?.details) ? `: ${text(error.error_data?.details)}` : ''}`
      : undefined;
    return [
      { channel: 'whatsapp', providerMessageId: s.id, status: 'failed', ...(reason ? { reason } : {}), at },
    ];
  });
}
