import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../audit/service.ts';
import { AppError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { SEAL_PURPOSE } from '../../crypto/sealed-columns.ts';
import type { PayoutDetails as Details } from '../../../shared/payouts.ts';
import { Payout, PayoutDetails, PrizeAward } from '../entities.ts';
import {
  applyFailed,
  applyPaid,
  applyReversed,
  lockedPayout,
  viewOf,
  type PayoutView,
} from '../payout-states.ts';
import { payoutModeFor, RazorpayXError, type FundAccountInput, type RazorpayXPayout } from './client.ts';
import type { PayoutGateway } from './credentials.ts';

// Sending a released payout to RazorpayX and settling it from what RazorpayX says, whichever way
// that comes (the answer to the payout's creation, a webhook, the reconciliation job's question).

/** Who the audit log names for what RazorpayX reported. */
export const RAZORPAYX_ACTOR: Actor = { userId: 'razorpayx' };

const NARRATION = 'Arena prize payout';

/** What we read of a RazorpayX payout, however it reached us. */
export type GatewayPayout = Pick<RazorpayXPayout, 'id' | 'status' | 'utr' | 'mode'> & {
  reference_id?: string | null;
  status_details?: RazorpayXPayout['status_details'];
  failure_reason?: string | null;
};

const PENDING = new Set(['queued', 'pending', 'scheduled', 'processing']);
const FAILED = new Set(['failed', 'rejected', 'cancelled']);

function whyNot(remote: GatewayPayout): string {
  const said = remote.status_details?.description ?? remote.failure_reason;
  return said ? `RazorpayX ${remote.status}: ${said}` : `RazorpayX reports the payout ${remote.status}`;
}

/**
 * Applies what RazorpayX says of a payout, in the caller's transaction with the payout locked, by
 * its status order (decision 26): pending states make it `processing`; `processed` pays it; a
 * failure fails it; `reversed` reverses it, even after `processed`. A payout that failed or was
 * reversed has ended: nothing later changes it; a paid one takes only a reversal or its UTR.
 */
export async function settleFromGateway(
  tx: EntityManager,
  payout: Payout,
  remote: GatewayPayout,
  actor: Actor = RAZORPAYX_ACTOR,
): Promise<'applied' | 'ignored'> {
  if (!settles(payout, remote)) return 'ignored';
  payout.gatewayPayoutId = remote.id;
  if (remote.mode) payout.mode = remote.mode.toLowerCase().slice(0, 16);
  const utr = remote.utr ? remote.utr.slice(0, 22) : null;
  if (payout.status === 'paid') return settlePaidPayout(tx, payout, remote, actor, utr);
  payout.gatewayStatus = remote.status;
  if (remote.status === 'processed') await applyPaid(tx, payout, actor, utr);
  else if (remote.status === 'reversed') await applyReversed(tx, payout, actor, whyNot(remote));
  else if (FAILED.has(remote.status)) await applyFailed(tx, payout, actor, whyNot(remote));
  else {
    if (PENDING.has(remote.status)) payout.status = 'processing';
    if (utr) payout.utr = utr;
    await tx.flush();
  }
  return 'applied';
}

/** Whether RazorpayX's word may still change this payout: ours, sent, and not ended. */
function settles(payout: Payout, remote: GatewayPayout): boolean {
  if (payout.gateway !== 'razorpayx') return false;
  if (payout.gatewayPayoutId && payout.gatewayPayoutId !== remote.id) return false;
  return payout.status === 'released' || payout.status === 'processing' || payout.status === 'paid';
}

/** A paid payout takes only a reversal, or the UTR RazorpayX sends later (`payout.updated`). */
async function settlePaidPayout(
  tx: EntityManager,
  payout: Payout,
  remote: GatewayPayout,
  actor: Actor,
  utr: string | null,
): Promise<'applied' | 'ignored'> {
  if (remote.status === 'reversed') {
    payout.gatewayStatus = remote.status;
    await applyReversed(tx, payout, actor, whyNot(remote));
    return 'applied';
  }
  const newUtr = remote.status === 'processed' && utr !== null && payout.utr !== utr;
  if (newUtr) payout.utr = utr;
  await tx.flush();
  return newUtr ? 'applied' : 'ignored';
}

/** Records RazorpayX's answer about a payout in a transaction of its own. */
export async function recordGatewayAnswer(
  em: EntityManager,
  payoutId: string,
  remote: GatewayPayout,
): Promise<PayoutView> {
  return em.fork().transactional(async (tx) => {
    const payout = await lockedPayout(tx, payoutId);
    await settleFromGateway(tx, payout, remote);
    return viewOf(payout);
  });
}

async function fundAccountOf(
  em: EntityManager,
  services: AppServices,
  gateway: PayoutGateway,
  award: PrizeAward,
): Promise<{ fundAccountId: string; method: 'upi' | 'bank' } | null> {
  const owner = award.participant.owner;
  // Opened here, not through payout-details.ts, whose identity checks would make an import cycle.
  const row = owner ? await em.findOne(PayoutDetails, { owner: owner.id }) : null;
  if (!owner || !row) return null;
  const details = JSON.parse(
    services.secretBox(SEAL_PURPOSE.payoutDetails).open(row.detailsSealed),
  ) as Details;
  const contact = await gateway.client.createContact({
    name: details.panName,
    ...(owner.email ? { email: owner.email } : {}),
    referenceId: owner.id,
  });
  const destination = details.destination;
  const account: FundAccountInput =
    destination.method === 'upi'
      ? { account_type: 'vpa', vpa: { address: destination.vpa } }
      : {
          account_type: 'bank_account',
          bank_account: {
            name: destination.holderName,
            ifsc: destination.ifsc,
            account_number: destination.accountNumber,
          },
        };
  const fund = await gateway.client.createFundAccount(contact.id, account);
  return { fundAccountId: fund.id, method: destination.method };
}

/**
 * Asks RazorpayX to pay a released payout, with our payout id as the idempotency key, then records
 * its answer. RazorpayX unreachable or busy: the payout stays released for a repeat release or
 * the reconciliation job. RazorpayX refusing the transfer itself (a 400: e.g. a destination it
 * does not take) with no payout of our reference there: the payout fails, the award is claimed again.
 */
export async function sendToGateway(
  em: EntityManager,
  services: AppServices,
  gateway: PayoutGateway,
  payoutId: string,
): Promise<PayoutView> {
  const fork = em.fork();
  const payout = await fork.findOneOrFail(Payout, payoutId);
  if (payout.gateway !== 'razorpayx' || payout.status !== 'released' || payout.gatewayPayoutId)
    return viewOf(payout);
  const award = await fork.findOneOrFail(PrizeAward, payout.award.id, { populate: ['participant.owner'] });
  let remote: RazorpayXPayout;
  try {
    const fund = await fundAccountOf(fork, services, gateway, award);
    if (!fund) return await failWith(em, payoutId, 'the winner has no payout details on record');
    remote = await gateway.client.createPayout({
      fundAccountId: fund.fundAccountId,
      amountPaise: payout.amountPaise,
      mode: payoutModeFor(fund.method, payout.amountPaise),
      payoutId,
      narration: NARRATION,
    });
  } catch (error) {
    if (!(error instanceof RazorpayXError && error.status === 400)) throw gatewayError(error);
    // Refused, perhaps because the details changed since an earlier try whose answer was lost:
    // a payout with our reference settles it; only with none does ours fail.
    const made = await gateway.client.payoutsByReference(payoutId).catch((cause: unknown) => {
      throw gatewayError(cause);
    });
    if (made[0]) return recordGatewayAnswer(em, payoutId, made[0]);
    return failWith(em, payoutId, `RazorpayX refused the payout: ${error.message}`);
  }
  return recordGatewayAnswer(em, payoutId, remote);
}

async function failWith(em: EntityManager, payoutId: string, reason: string): Promise<PayoutView> {
  return em.fork().transactional(async (tx) => {
    const payout = await lockedPayout(tx, payoutId);
    if (payout.status === 'released' && !payout.gatewayPayoutId)
      await applyFailed(tx, payout, RAZORPAYX_ACTOR, reason);
    return viewOf(payout);
  });
}

/** RazorpayX's trouble as the console reads it; the payout stays released, to be sent again with the same key. */
export function gatewayError(error: unknown): AppError {
  if (error instanceof RazorpayXError && !error.retryable)
    return new AppError(
      'SERVICE_UNAVAILABLE',
      `RazorpayX refused the request (${error.status}: ${error.message}). Check the RazorpayX settings; the payout stays released and is sent again with the same key.`,
      { reason: 'payout.gateway_refused', cause: error },
    );
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'RazorpayX is not answering right now. The payout is released and keeps its key: release it again in a minute, or the reconciliation job sends it; it is never paid twice.',
    { reason: 'payout.gateway_unavailable', cause: error },
  );
}
