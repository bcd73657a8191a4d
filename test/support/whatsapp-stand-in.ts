import { createHmac, randomBytes } from 'node:crypto';
import Fastify from 'fastify';

// A stand-in for the WhatsApp Business Cloud API (issue 28): `POST /{phone-number-id}/messages`
// with a Bearer token and a template message, answering like the Graph API (`{messaging_product,
// contacts, messages: [{id: "wamid..."}]}`, or its error envelope with Meta's codes). It records
// every message, can fail the next N calls, and sends status webhooks (sent, delivered, read,
// failed) signed with `X-Hub-Signature-256` as Meta does. `npm run whatsapp:stand-in` runs it.

export interface StandInWhatsApp {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  at: Date;
}

export type StatusTarget = string | ((body: string, headers: Record<string, string>) => Promise<number>);

export interface WhatsAppStandInOptions {
  port?: number;
  host?: string;
  phoneNumberId?: string;
  accessToken?: string;
  appSecret?: string;
  verifyToken?: string;
  webhookUrl?: StatusTarget;
  /** Send `delivered` for each message as soon as it is sent (the demo). */
  autoDeliver?: boolean;
}

export type WhatsAppStandIn = Awaited<ReturnType<typeof startWhatsAppStandIn>>;

const graphError = (code: number, message: string, details?: string) => ({
  error: {
    message,
    type: 'OAuthException',
    code,
    ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
    fbtrace_id: randomBytes(8).toString('base64url'),
  },
});

export async function startWhatsAppStandIn(options: WhatsAppStandInOptions = {}) {
  const phoneNumberId = options.phoneNumberId ?? '106540352242922';
  const accessToken = options.accessToken ?? 'stand-in-whatsapp-access-token-0123456789';
  const appSecret = options.appSecret ?? 'stand-in-whatsapp-app-secret';
  const verifyToken = options.verifyToken ?? 'stand-in-whatsapp-verify-token';
  let target = options.webhookUrl;
  const messages: StandInWhatsApp[] = [];
  const requests: { authorized: boolean; body: unknown }[] = [];
  let failures: { status: number; code: number; message: string }[] = [];
  const webhookAnswers: number[] = [];

  const app = Fastify({ logger: false });

  app.post<{ Params: { version: string; id: string } }>('/:version/:id/messages', async (req, reply) => {
    const authorized = req.headers.authorization === `Bearer ${accessToken}`;
    requests.push({ authorized, body: req.body });
    const fault = failures.shift();
    if (fault) return reply.status(fault.status).send(graphError(fault.code, fault.message));
    if (!authorized)
      return reply
        .status(401)
        .send(graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
    if (req.params.id !== phoneNumberId)
      return reply.status(400).send(graphError(100, 'Unsupported post request. Object does not exist.'));
    const problem = templateProblem(req.body);
    if (problem) return reply.status(400).send(graphError(100, '(#100) Invalid parameter', problem));
    const body = req.body as {
      to: string;
      template: {
        name: string;
        language: { code: string };
        components?: { parameters: { text: string }[] }[];
      };
    };
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    messages.push({
      id,
      to: body.to,
      template: body.template.name,
      language: body.template.language.code,
      parameters: (body.template.components ?? []).flatMap((c) => c.parameters.map((p) => p.text)),
      at: new Date(),
    });
    if (options.autoDeliver) void status(id, 'delivered').catch(() => undefined);
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id, message_status: 'accepted' }],
    };
  });

  /** The webhook Meta posts for a message's status, signed with the app secret. */
  function statusBody(id: string, state: 'sent' | 'delivered' | 'read' | 'failed') {
    const message = messages.find((m) => m.id === id);
    return JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
                statuses: [
                  {
                    id,
                    status: state,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: message?.to ?? '',
                    ...(state === 'failed'
                      ? {
                          errors: [
                            {
                              code: 131026,
                              title: 'Message undeliverable',
                              message: 'Message undeliverable',
                              error_data: { details: 'Message Undeliverable.' },
                            },
                          ],
                        }
                      : {}),
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  }

  const sign = (body: string, secret = appSecret) =>
    `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

  /** Posts a status webhook; `signWith` signs it with another secret (a forgery). */
  async function status(id: string, state: 'sent' | 'delivered' | 'read' | 'failed', signWith?: string) {
    if (!target) throw new Error('The WhatsApp stand-in has no webhook URL.');
    const body = statusBody(id, state);
    const headers = { 'content-type': 'application/json', 'x-hub-signature-256': sign(body, signWith) };
    const answer =
      typeof target === 'string'
        ? (await fetch(target, { method: 'POST', headers, body })).status
        : await target(body, headers);
    webhookAnswers.push(answer);
    return answer;
  }

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  // Graph paths start with the API version; the stand-in answers on any.
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : options.port}/v21.0`;

  return {
    url,
    phoneNumberId,
    accessToken,
    appSecret,
    verifyToken,
    env: {
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: accessToken,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
      WHATSAPP_BASE_URL: url,
    },
    messages,
    requests,
    webhookAnswers,
    status,
    statusBody,
    sign,
    setWebhookTarget: (next: StatusTarget) => {
      target = next;
    },
    /** The next `count` calls fail: by default 500 with Graph code 131000 ("Something went wrong"). */
    failNext: (count = 1, fault: { status?: number; code?: number; message?: string } = {}) => {
      for (let i = 0; i < count; i++)
        failures.push({
          status: fault.status ?? 500,
          code: fault.code ?? 131000,
          message: fault.message ?? 'Something went wrong',
        });
    },
    reset: () => {
      messages.length = 0;
      requests.length = 0;
      webhookAnswers.length = 0;
      failures = [];
    },
    close: () => app.close(),
  };
}

/** What is wrong with a template message request, or null. */
function templateProblem(body: unknown): string | null {
  const b = (body ?? {}) as Record<string, unknown>;
  if (b.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof b.to !== 'string' || !/^\d{8,15}$/.test(b.to)) return 'to must be a phone number';
  if (b.type !== 'template') return 'only template messages may start a conversation';
  const t = (b.template ?? {}) as Record<string, unknown>;
  if (typeof t.name !== 'string' || !t.name) return 'template.name is required';
  const language = t.language as { code?: unknown } | undefined;
  if (typeof language?.code !== 'string') return 'template.language.code is required';
  return componentsProblem(t.components ?? []);
}

function componentsProblem(components: unknown): string | null {
  if (!Array.isArray(components)) return 'template.components must be an array';
  for (const c of components as { type?: unknown; parameters?: unknown }[]) {
    if (c.type !== 'body') return 'only body components are used';
    if (!Array.isArray(c.parameters)) return 'parameters must be an array';
    for (const p of c.parameters as { type?: unknown; text?: unknown }[])
      if (p.type !== 'text' || typeof p.text !== 'string' || !p.text)
        return 'each parameter is a non-empty text';
  }
  return null;
}
