// A small client for the parts of RazorpayX's Payouts API we use (docs/decisions/0026-prize-payouts.md,
// "Payout"), on fetch like the Razorpay one: contacts, fund accounts, payouts. Amounts in paise.

export interface RazorpayXCredentials {
  keyId: string;
  keySecret: string;
  /** The organiser's RazorpayX account number the money leaves from. */
  accountNumber: string;
  /** Null: webhooks are refused (nothing can verify them). */
  webhookSecret: string | null;
  apiUrl: string;
}

export type RazorpayXPayoutStatus =
  | 'queued'
  | 'pending'
  | 'scheduled'
  | 'processing'
  | 'processed'
  | 'reversed'
  | 'cancelled'
  | 'rejected'
  | 'failed';

export type PayoutMode = 'UPI' | 'IMPS' | 'NEFT';

export interface RazorpayXPayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: string;
  status: RazorpayXPayoutStatus;
  /** UPI, IMPS, NEFT (or RTGS for payouts made on the dashboard). */
  mode: string;
  purpose: string;
  utr: string | null;
  reference_id: string | null;
  narration?: string | null;
  status_details?: { description?: string | null; source?: string | null; reason?: string | null } | null;
  failure_reason?: string | null;
  created_at: number;
}

export type FundAccountInput =
  | { account_type: 'vpa'; vpa: { address: string } }
  | { account_type: 'bank_account'; bank_account: { name: string; ifsc: string; account_number: string } };

export interface PayoutInput {
  fundAccountId: string;
  amountPaise: number;
  mode: PayoutMode;
  /** Our payout id: the reference and the idempotency key. */
  payoutId: string;
  narration: string;
}

/** RazorpayX answered with an error (its envelope's code and description). */
export class RazorpayXError extends Error {
  override name = 'RazorpayXError';
  readonly status: number;
  readonly code: string;
  readonly field: string | null;
  constructor(status: number, code: string, description: string, field: string | null = null) {
    super(description);
    this.status = status;
    this.code = code;
    this.field = field;
  }
  /** A 5xx, a 409 (the same idempotency key still being handled) or a 429: ask again later. */
  get retryable(): boolean {
    return this.status >= 500 || this.status === 409 || this.status === 429;
  }
}

/** RazorpayX could not be reached, or did not answer in time: what happened there is unknown. */
export class RazorpayXUnreachable extends Error {
  override name = 'RazorpayXUnreachable';
  readonly retryable = true;
}

const TIMEOUT_MS = 15_000;
/** RazorpayX pays by IMPS up to ₹5 lakh; above it NEFT (decision 26). */
export const IMPS_LIMIT_PAISE = 5_00_000_00;

/** UPI to a VPA; IMPS to a bank account up to ₹5 lakh, NEFT above. */
export const payoutModeFor = (method: 'upi' | 'bank', amountPaise: number): PayoutMode =>
  method === 'upi' ? 'UPI' : amountPaise <= IMPS_LIMIT_PAISE ? 'IMPS' : 'NEFT';

export interface RazorpayXClient {
  createContact(contact: { name: string; email?: string; referenceId: string }): Promise<{ id: string }>;
  createFundAccount(contactId: string, account: FundAccountInput): Promise<{ id: string }>;
  /** A payout; the same idempotency key (our payout id) never pays twice (X-Payout-Idempotency). */
  createPayout(payout: PayoutInput): Promise<RazorpayXPayout>;
  payout(id: string): Promise<RazorpayXPayout>;
  /** The payouts made from our account with this reference (our payout id): none, or the one. */
  payoutsByReference(referenceId: string): Promise<RazorpayXPayout[]>;
}

export function razorpayXClient(
  credentials: Pick<RazorpayXCredentials, 'keyId' | 'keySecret' | 'apiUrl' | 'accountNumber'>,
  options: { timeoutMs?: number } = {},
): RazorpayXClient {
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
        headers: { authorization, accept: 'application/json', ...headers },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RazorpayXUnreachable(`RazorpayX did not answer ${method} ${path}`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    const parsed = parseJson(text);
    if (!response.ok) {
      const envelope = parsed as { error?: { code?: string; description?: string; field?: string } } | null;
      throw new RazorpayXError(
        response.status,
        envelope?.error?.code ?? 'SERVER_ERROR',
        envelope?.error?.description ?? `RazorpayX answered ${response.status} to ${method} ${path}`,
        envelope?.error?.field ?? null,
      );
    }
    if (parsed === null)
      throw new RazorpayXError(
        response.status,
        'SERVER_ERROR',
        `RazorpayX answered ${method} ${path} with no JSON`,
      );
    return parsed as T;
  }

  const post = <T>(path: string, body: object, headers: Record<string, string> = {}) =>
    call<T>('POST', path, body, { 'content-type': 'application/json', ...headers });

  return {
    createContact: (contact) =>
      post('/contacts', {
        name: contact.name,
        ...(contact.email ? { email: contact.email } : {}),
        type: 'customer',
        reference_id: contact.referenceId,
      }),
    createFundAccount: (contactId, account) => post('/fund_accounts', { contact_id: contactId, ...account }),
    createPayout: (payout) =>
      post(
        '/payouts',
        {
          account_number: credentials.accountNumber,
          fund_account_id: payout.fundAccountId,
          amount: payout.amountPaise,
          currency: 'INR',
          mode: payout.mode,
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: payout.payoutId,
          narration: payout.narration,
          notes: { payout_id: payout.payoutId },
        },
        { 'x-payout-idempotency': payout.payoutId },
      ),
    payout: (id) => call('GET', `/payouts/${encodeURIComponent(id)}`),
    payoutsByReference: async (referenceId) => {
      const query = new URLSearchParams({
        account_number: credentials.accountNumber,
        reference_id: referenceId,
      });
      return (await call<{ items: RazorpayXPayout[] }>('GET', `/payouts?${query.toString()}`)).items;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
