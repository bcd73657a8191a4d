import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

// A stand-in for MSG91's flow API (issue 28; it cannot be reached from here): `POST /api/v5/flow`
// with the `authkey` header and `{template_id, short_url, recipients: [{mobiles, VAR1...}]}`,
// answering `{type: "success", message: <request id>}` or `{type: "error", message}` like MSG91.
// It records every message, can fail the next N calls with a 5xx, and sends delivery reports (DLRs)
// back in MSG91's webhook v2 shape (a form field `data` holding a JSON array). `npm run
// sms:stand-in` runs it by hand.

export interface StandInSms {
  requestId: string;
  templateId: string;
  sender: string | null;
  mobile: string;
  variables: Record<string, string>;
  at: Date;
}

/** Where DLRs go: our server's webhook URL, or a function (e.g. a Fastify app's inject). */
export type DlrTarget = string | ((body: string, contentType: string) => Promise<number>);

export interface Msg91StandInOptions {
  port?: number;
  host?: string;
  authKey?: string;
  /** Where delivery reports are posted; none are sent without it. */
  dlrUrl?: DlrTarget;
  /** Report each message delivered as soon as it is sent (the demo). */
  autoDeliver?: boolean;
}

export type Msg91StandIn = Awaited<ReturnType<typeof startMsg91StandIn>>;

/** MSG91's request ids: 24 hexadecimal characters. */
const requestId = () => randomBytes(12).toString('hex');

const MOBILE = /^91[6-9]\d{9}$/;

export async function startMsg91StandIn(options: Msg91StandInOptions = {}) {
  const authKey = options.authKey ?? 'stand-in-msg91-authkey-0123456789';
  let dlrTarget = options.dlrUrl;
  const messages: StandInSms[] = [];
  const requests: { authorized: boolean; body: unknown }[] = [];
  let failures: { status: number }[] = [];
  const dlrAnswers: number[] = [];

  const app = Fastify({ logger: false });

  app.post('/api/v5/flow', async (req, reply) => {
    const authorized = req.headers.authkey === authKey;
    requests.push({ authorized, body: req.body });
    const fault = failures.shift();
    if (fault) return reply.status(fault.status).send({ type: 'error', message: 'Internal Server Error' });
    if (!authorized) return reply.status(401).send({ type: 'error', message: 'Authentication failure' });
    const problem = flowProblem(req.body);
    if (problem) return reply.status(400).send({ type: 'error', message: problem });
    const body = req.body as { template_id: string; sender?: string; recipients: Record<string, string>[] };
    const id = requestId();
    for (const { mobiles, ...variables } of body.recipients)
      for (const mobile of String(mobiles).split(','))
        messages.push({
          requestId: id,
          templateId: body.template_id,
          sender: body.sender ?? null,
          mobile,
          variables,
          at: new Date(),
        });
    if (options.autoDeliver) void report(id, 'delivered').catch(() => undefined);
    return { type: 'success', message: id };
  });

  /** Posts a DLR for a request, as MSG91's webhook v2 does. */
  async function report(id: string, outcome: 'delivered' | 'failed', failedReason = 'Absent subscriber') {
    if (!dlrTarget) throw new Error('The MSG91 stand-in has no DLR URL.');
    const sms = messages.filter((m) => m.requestId === id);
    const data = JSON.stringify([
      {
        senderId: sms[0]?.sender ?? 'ARENAC',
        requestId: id,
        report: sms.map((m) => ({
          date: istNow(),
          number: m.mobile,
          status: outcome === 'delivered' ? '1' : '2',
          desc: outcome === 'delivered' ? 'DELIVERED' : 'FAILED',
          failedReason: outcome === 'delivered' ? '' : failedReason,
        })),
        userId: '270000',
        campaignName: 'API',
      },
    ]);
    const body = new URLSearchParams({ data }).toString();
    const contentType = 'application/x-www-form-urlencoded';
    const status =
      typeof dlrTarget === 'string'
        ? (await fetch(dlrTarget, { method: 'POST', headers: { 'content-type': contentType }, body })).status
        : await dlrTarget(body, contentType);
    dlrAnswers.push(status);
    return status;
  }

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : options.port}`;

  return {
    url,
    authKey,
    /** The lines that point our server at this stand-in. */
    env: { MSG91_AUTH_KEY: authKey, MSG91_BASE_URL: url },
    messages,
    requests,
    dlrAnswers,
    report,
    setDlrTarget: (target: DlrTarget) => {
      dlrTarget = target;
    },
    /** The next `count` calls answer `status` (default 500), as MSG91 does when it is down. */
    failNext: (count = 1, status = 500) => {
      for (let i = 0; i < count; i++) failures.push({ status });
    },
    reset: () => {
      messages.length = 0;
      requests.length = 0;
      dlrAnswers.length = 0;
      failures = [];
    },
    close: () => app.close(),
  };
}

/** What is wrong with a flow request, in MSG91's words where it has them, or null. */
function flowProblem(body: unknown): string | null {
  if (!body || typeof body !== 'object') return 'Invalid JSON';
  const b = body as Record<string, unknown>;
  if (typeof b.template_id !== 'string' || !b.template_id) return 'Template ID missing';
  if (b.short_url !== undefined && b.short_url !== '0' && b.short_url !== '1')
    return 'short_url must be 0 or 1';
  if (!Array.isArray(b.recipients) || !b.recipients.length) return 'Recipients missing';
  for (const r of b.recipients as unknown[]) {
    const problem = recipientProblem(r);
    if (problem) return problem;
  }
  return null;
}

function recipientProblem(r: unknown): string | null {
  if (!r || typeof r !== 'object') return 'Invalid recipient';
  const { mobiles, ...vars } = r as Record<string, unknown>;
  if (typeof mobiles !== 'string' || !mobiles.split(',').every((m) => MOBILE.test(m)))
    return 'Mobile number is invalid';
  for (const [name, value] of Object.entries(vars))
    if (!/^VAR\d+$/.test(name) || typeof value !== 'string') return `Invalid variable ${name}`;
  return null;
}

/** "2024-05-22 10:06:20" in India's time, as MSG91 writes dates. */
function istNow(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}
