import { randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { hmacHex, razorpayId } from './razorpay-stand-in.ts';

// A stand-in for RazorpayX Payouts (it cannot be reached from here): the parts of its documented
// API we call (Basic auth, its error envelope, contacts, fund accounts, payouts with the mandatory
// X-Payout-Idempotency header: the same key answers the same payout, never a second), payouts
// that go `processing` and then, by themselves or when a test says, `processed` with a UTR,
// `failed` or `reversed`, and `payout.*` webhooks signed like RazorpayX's that a test can hold,
// repeat, reorder, redeliver or sign wrongly. `npm run razorpayx:stand-in` runs it by hand, with
// the same controls over HTTP under /_control.

export interface StandInContact {
  id: string;
  entity: 'contact';
  name: string;
  email: string | null;
  type: string | null;
  reference_id: string | null;
  active: true;
  created_at: number;
}

export interface StandInFundAccount {
  id: string;
  entity: 'fund_account';
  contact_id: string;
  account_type: 'vpa' | 'bank_account';
  vpa?: { address: string };
  bank_account?: { name: string; ifsc: string; account_number: string };
  active: true;
  created_at: number;
}

export interface StandInPayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  notes: Record<string, string> | [];
  fees: number;
  tax: number;
  status: 'queued' | 'processing' | 'processed' | 'reversed' | 'failed' | 'rejected' | 'cancelled';
  purpose: string;
  utr: string | null;
  mode: string;
  reference_id: string | null;
  narration: string | null;
  batch_id: null;
  status_details: { description: string | null; source: string | null; reason: string | null } | null;
  created_at: number;
}

export interface PayoutWebhookDelivery {
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
  path: string | undefined;
  /** Do the work, then answer the error: the caller never learns that it happened. */
  afterHandling: boolean;
}

export interface RazorpayXStandInOptions {
  port?: number;
  host?: string;
  keyId?: string;
  keySecret?: string;
  accountNumber?: string;
  webhookSecret?: string;
  webhookUrl?: WebhookTarget;
  /** Deliver each webhook as it happens (default false: they wait in `webhooks.pending()`). */
  autoDeliver?: boolean;
  /** Payouts are processed (with a UTR) as soon as they are made (default false: `process(id)`). */
  autoProcess?: boolean;
}

export type RazorpayXStandIn = Awaited<ReturnType<typeof startRazorpayXStandIn>>;

class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  constructor(status: number, description: string, field?: string) {
    super(description);
    this.status = status;
    this.field = field;
  }
}

function envelope(status: number, description: string, field?: string) {
  const server = status >= 500;
  return {
    error: {
      code: server ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: server ? 'NA' : 'business',
      step: server ? 'NA' : 'payout_initiation',
      reason: server ? 'NA' : 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

const now = () => Math.floor(Date.now() / 1000);
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const utrOf = () => Array.from({ length: 12 }, () => randomInt(10)).join('');
const VPA = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export async function startRazorpayXStandIn(options: RazorpayXStandInOptions = {}) {
  const keyId = options.keyId ?? 'rzp_test_StandInX000001';
  const keySecret = options.keySecret ?? 'stand-in-x-key-secret-0123456789';
  const accountNumber = options.accountNumber ?? '7878780080316316';
  const webhookSecret = options.webhookSecret ?? 'stand-in-x-webhook-secret-0123';
  const accountId = razorpayId('acc');
  let webhookTarget = options.webhookUrl;
  let autoDeliver = options.autoDeliver ?? false;
  let autoProcess = options.autoProcess ?? false;

  const contacts = new Map<string, StandInContact>();
  const fundAccounts = new Map<string, StandInFundAccount>();
  const payouts = new Map<string, StandInPayout>();
  /** Idempotency key → payout id. */
  const payoutKeys = new Map<string, string>();
  const requests: { method: string; path: string; body: unknown; headers: Record<string, unknown> }[] = [];
  let faults: Fault[] = [];
  let pending: PendingWebhook[] = [];
  const delivered: PayoutWebhookDelivery[] = [];
  const inFlight = new Set<Promise<unknown>>();

  // --- what happens at RazorpayX --------------------------------------------------------------

  function createContact(input: Record<string, unknown>): StandInContact {
    const name = text(input.name);
    if (!name || name.length < 3) throw new ApiError(400, 'The name must be at least 3 characters.', 'name');
    // RazorpayX answers the existing contact for the same details.
    const same = [...contacts.values()].find(
      (c) => c.name === name && c.email === text(input.email) && c.reference_id === text(input.reference_id),
    );
    if (same) return same;
    const contact: StandInContact = {
      id: razorpayId('acc').replace('acc_', 'cont_'),
      entity: 'contact',
      name,
      email: text(input.email),
      type: text(input.type),
      reference_id: text(input.reference_id),
      active: true,
      created_at: now(),
    };
    contacts.set(contact.id, contact);
    return contact;
  }

  function createFundAccount(input: Record<string, unknown>): StandInFundAccount {
    const contactId = text(input.contact_id) ?? '';
    if (!contacts.has(contactId)) throw new ApiError(400, 'The id provided does not exist', 'contact_id');
    const type = input.account_type;
    let details: Pick<StandInFundAccount, 'vpa' | 'bank_account'>;
    if (type === 'vpa') {
      const address = text((input.vpa as Record<string, unknown> | undefined)?.address) ?? '';
      if (!VPA.test(address))
        throw new ApiError(400, 'Invalid VPA. Please enter a valid Virtual Payment Address', 'vpa');
      details = { vpa: { address } };
    } else if (type === 'bank_account') {
      const bank = (input.bank_account ?? {}) as Record<string, unknown>;
      const ifsc = text(bank.ifsc) ?? '';
      const number = text(bank.account_number) ?? '';
      if (!IFSC.test(ifsc)) throw new ApiError(400, 'The ifsc must be 11 characters.', 'ifsc');
      if (!/^[0-9A-Za-z]{5,35}$/.test(number))
        throw new ApiError(400, 'The account number is invalid.', 'account_number');
      details = { bank_account: { name: text(bank.name) ?? '', ifsc, account_number: number } };
    } else throw new ApiError(400, 'The account type field is invalid.', 'account_type');
    const same = [...fundAccounts.values()].find(
      (f) =>
        f.contact_id === contactId &&
        JSON.stringify([f.vpa, f.bank_account]) === JSON.stringify([details.vpa, details.bank_account]),
    );
    if (same) return same;
    const account: StandInFundAccount = {
      id: razorpayId('acc').replace('acc_', 'fa_'),
      entity: 'fund_account',
      contact_id: contactId,
      account_type: type,
      ...details,
      active: true,
      created_at: now(),
    };
    fundAccounts.set(account.id, account);
    return account;
  }

  /** RazorpayX's checks of a new payout, each with its error. */
  function validPayout(input: Record<string, unknown>) {
    if (input.account_number !== accountNumber)
      throw new ApiError(400, 'The account number is invalid.', 'account_number');
    const fund = fundAccounts.get(text(input.fund_account_id) ?? '');
    if (!fund) throw new ApiError(400, 'The id provided does not exist', 'fund_account_id');
    const amount = input.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      throw new ApiError(400, 'The amount must be atleast INR 1.00', 'amount');
    if (input.currency !== 'INR') throw new ApiError(400, 'Currency is not supported', 'currency');
    const mode = text(input.mode) ?? '';
    if (!['UPI', 'IMPS', 'NEFT', 'RTGS'].includes(mode)) throw new ApiError(400, 'Invalid mode.', 'mode');
    if ((mode === 'UPI') !== (fund.account_type === 'vpa'))
      throw new ApiError(400, `${mode} is not supported for ${fund.account_type} fund accounts.`, 'mode');
    if (mode === 'IMPS' && amount > 5_00_000_00)
      throw new ApiError(400, 'The amount exceeds the IMPS limit of INR 5,00,000.', 'amount');
    return { fund, amount, mode, ...validReferences(input) };
  }

  function validReferences(input: Record<string, unknown>) {
    if (!text(input.purpose)) throw new ApiError(400, 'The purpose field is required.', 'purpose');
    const reference = text(input.reference_id);
    if (reference && reference.length > 40)
      throw new ApiError(400, 'The reference id may not be greater than 40 characters.', 'reference_id');
    const narration = text(input.narration);
    if (narration && !/^[A-Za-z0-9 ]{1,30}$/.test(narration))
      throw new ApiError(
        400,
        'The narration may only contain letters, digits and spaces (30 at most).',
        'narration',
      );
    return { reference, narration };
  }

  function createPayout(input: Record<string, unknown>, key: string | undefined): StandInPayout {
    if (!key) throw new ApiError(400, 'The X-Payout-Idempotency header is required.');
    const known = payoutKeys.get(key);
    if (known) {
      const payout = payouts.get(known)!;
      if (payout.amount !== input.amount || payout.fund_account_id !== input.fund_account_id)
        throw new ApiError(400, 'Different request body was sent with the same idempotency key.');
      return payout;
    }
    const { fund, amount, mode, reference, narration } = validPayout(input);
    const payout: StandInPayout = {
      id: razorpayId('acc').replace('acc_', 'pout_'),
      entity: 'payout',
      fund_account_id: fund.id,
      amount,
      currency: 'INR',
      notes: [],
      fees: 0,
      tax: 0,
      status: 'processing',
      purpose: text(input.purpose)!,
      utr: null,
      mode,
      reference_id: reference,
      narration,
      batch_id: null,
      status_details: null,
      created_at: now(),
    };
    payouts.set(payout.id, payout);
    payoutKeys.set(key, payout.id);
    queueWebhook('payout.initiated', payout);
    const answer = structuredClone(payout);
    if (autoProcess) process(payout.id);
    return answer;
  }

  function payoutOf(id: string): StandInPayout {
    const payout = payouts.get(id);
    if (!payout) throw new ApiError(400, 'The id provided does not exist', 'id');
    return payout;
  }

  /** The bank confirmed the transfer: `processed` with a UTR. */
  function process(id: string, utr = utrOf()): StandInPayout {
    const payout = payoutOf(id);
    Object.assign(payout, { status: 'processed', utr });
    queueWebhook('payout.processed', payout);
    return payout;
  }

  /** The transfer failed (e.g. the beneficiary bank was down). */
  function fail(
    id: string,
    description = 'Payout failed as the beneficiary bank is not available.',
  ): StandInPayout {
    const payout = payoutOf(id);
    Object.assign(payout, {
      status: 'failed',
      status_details: { description, source: 'beneficiary_bank', reason: 'beneficiary_bank_offline' },
    });
    queueWebhook('payout.failed', payout);
    return payout;
  }

  /** The bank sent the money back, possibly after `processed`. */
  function reverse(
    id: string,
    description = 'Payout reversed as the beneficiary account is closed.',
  ): StandInPayout {
    const payout = payoutOf(id);
    Object.assign(payout, {
      status: 'reversed',
      status_details: { description, source: 'beneficiary_bank', reason: 'beneficiary_account_closed' },
    });
    queueWebhook('payout.reversed', payout);
    return payout;
  }

  /** The UTR changed or arrived late (`payout.updated`). */
  function updateUtr(id: string, utr = utrOf()): StandInPayout {
    const payout = payoutOf(id);
    payout.utr = utr;
    queueWebhook('payout.updated', payout);
    return payout;
  }

  // --- webhooks ---------------------------------------------------------------------------------

  function queueWebhook(event: string, payout: StandInPayout): void {
    const hook = {
      eventId: razorpayId('evt').replace('evt_', ''),
      event,
      body: JSON.stringify({
        entity: 'event',
        account_id: accountId,
        event,
        contains: ['payout'],
        payload: { payout: { entity: structuredClone(payout) } },
        created_at: now(),
      }),
    };
    pending.push(hook);
    if (autoDeliver && webhookTarget) {
      pending = pending.filter((h) => h !== hook);
      void track(send(hook, {}));
    }
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
    return promise;
  }

  async function send(
    hook: PendingWebhook,
    opts: { wrongSignature?: boolean },
  ): Promise<PayoutWebhookDelivery> {
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
    idle: async () => {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    autoDeliver: (on: boolean) => {
      autoDeliver = on;
    },
    /**
     * Delivers the pending webhooks (`only` some events), in order or reversed, each `repeat`
     * times with the same event id (RazorpayX's retries), one after another or all `concurrent`.
     */
    deliver: async (
      opts: {
        only?: string[];
        order?: 'as-happened' | 'reversed';
        repeat?: number;
        concurrent?: boolean;
        wrongSignature?: boolean;
      } = {},
    ): Promise<PayoutWebhookDelivery[]> => {
      const chosen = pending.filter((h) => !opts.only || opts.only.includes(h.event));
      pending = pending.filter((h) => !chosen.includes(h));
      if (opts.order === 'reversed') chosen.reverse();
      const sends = chosen.flatMap((h) => Array.from({ length: opts.repeat ?? 1 }, () => h));
      if (opts.concurrent) return Promise.all(sends.map((h) => send(h, opts)));
      const out: PayoutWebhookDelivery[] = [];
      for (const h of sends) out.push(await send(h, opts));
      return out;
    },
    /** Sends a delivered webhook again, with its event id (a retry after our 5xx or a timeout). */
    redeliver: async (eventId: string): Promise<PayoutWebhookDelivery> => {
      const hook = delivered.find((d) => d.eventId === eventId);
      if (!hook) throw new Error(`stand-in: no delivered webhook ${eventId}`);
      return send(hook, {});
    },
    sign: (body: string) => hmacHex(webhookSecret, body),
  };

  // --- the HTTP API -------------------------------------------------------------------------------

  const app: FastifyInstance = Fastify({ logger: false });
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/v1/')) return;
    const fault = faults.find((f) => !f.path || req.url.includes(f.path));
    if (fault) {
      faults = faults.filter((f) => f !== fault);
      if (!fault.afterHandling)
        return reply.status(fault.status).send(envelope(fault.status, 'The server encountered an error.'));
      (req as FastifyRequest & { lostAnswer?: number }).lostAnswer = fault.status;
    }
    if (req.headers.authorization !== expectedAuth)
      return reply.status(401).send(envelope(400, 'Authentication failed'));
  });
  app.addHook('preHandler', async (req) => {
    if (req.url.startsWith('/v1/'))
      requests.push({ method: req.method, path: req.url, body: req.body, headers: req.headers });
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const lost = (req as FastifyRequest & { lostAnswer?: number }).lostAnswer;
    if (!lost) return payload;
    reply.status(lost).header('content-type', 'application/json');
    return JSON.stringify(envelope(lost, 'The server encountered an error.'));
  });
  app.setErrorHandler((error, _req, reply) => {
    if (error instanceof ApiError)
      return reply.status(error.status).send(envelope(error.status, error.message, error.field));
    return reply.status(400).send(envelope(400, error instanceof Error ? error.message : 'Bad request'));
  });
  const body = (req: FastifyRequest) =>
    req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

  app.post('/v1/contacts', async (req) => createContact(body(req)));
  app.post('/v1/fund_accounts', async (req) => createFundAccount(body(req)));
  app.post('/v1/payouts', async (req) => {
    const key = req.headers['x-payout-idempotency'];
    return createPayout(body(req), typeof key === 'string' ? key : undefined);
  });
  app.get<{ Params: { id: string } }>('/v1/payouts/:id', async (req) => payoutOf(req.params.id));
  app.get<{ Querystring: Record<string, string> }>('/v1/payouts', async (req) => {
    if (req.query.account_number !== accountNumber)
      throw new ApiError(400, 'The account number is invalid.', 'account_number');
    const items = [...payouts.values()].filter(
      (p) => !req.query.reference_id || p.reference_id === req.query.reference_id,
    );
    return { entity: 'collection', count: items.length, items };
  });

  // Controls for a demo or an end-to-end test over HTTP (never part of RazorpayX's API).
  app.post<{ Params: { id: string; action: string } }>('/_control/payouts/:id/:action', async (req) => {
    const { id, action } = req.params;
    if (action === 'process') return process(id);
    if (action === 'fail') return fail(id);
    if (action === 'reverse') return reverse(id);
    throw new ApiError(404, `No control ${action}`);
  });
  app.post('/_control/webhooks/deliver', async (req) => webhooks.deliver(body(req)));
  app.get('/_control/payouts', async () => ({ count: payouts.size, items: [...payouts.values()] }));

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : options.port}`;

  return {
    url,
    keyId,
    keySecret,
    accountNumber,
    webhookSecret,
    /** The lines that point our server at this stand-in. */
    env: {
      RAZORPAYX_KEY_ID: keyId,
      RAZORPAYX_KEY_SECRET: keySecret,
      RAZORPAYX_ACCOUNT_NUMBER: accountNumber,
      RAZORPAYX_WEBHOOK_SECRET: webhookSecret,
      RAZORPAYX_API_URL: url,
    },
    contacts,
    fundAccounts,
    payouts,
    requests,
    /** How many payouts were made (with any key). */
    payoutCount: () => payouts.size,
    /** The payout made for our payout id (its reference). */
    payoutFor: (reference: string) => [...payouts.values()].find((p) => p.reference_id === reference),
    process,
    fail,
    reverse,
    updateUtr,
    webhooks,
    setWebhookTarget: (target: WebhookTarget) => {
      webhookTarget = target;
    },
    autoProcess: (on: boolean) => {
      autoProcess = on;
    },
    /** The next `count` API calls (matching `path`) answer `status` (default 500), or are handled and then answer it. */
    failNext: (count = 1, opts: { status?: number; path?: string; afterHandling?: boolean } = {}) => {
      for (let i = 0; i < count; i++)
        faults.push({
          status: opts.status ?? 500,
          path: opts.path,
          afterHandling: opts.afterHandling ?? false,
        });
    },
    reset: () => {
      contacts.clear();
      fundAccounts.clear();
      payouts.clear();
      payoutKeys.clear();
      requests.length = 0;
      faults = [];
      pending = [];
      delivered.length = 0;
    },
    close: async () => {
      await webhooks.idle();
      await app.close();
    },
  };
}

/** A webhook target that hands deliveries to a Fastify app in the same process (`app.inject`). */
export function injectPayoutWebhooksInto(app: FastifyInstance, path = '/api/webhooks/razorpayx') {
  return async (body: string, headers: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: path, headers, payload: body })).statusCode;
}
