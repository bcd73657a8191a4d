import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { localizeMessage } from '../i18n/known-messages.ts';
import { errorText } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import type { RouterOutputs } from '../lib/trpc.ts';
import { draftPassPrice, payloadFingerprint, toCreatePayload } from './draft.ts';
import type { RegistrationDraft } from './draft.ts';
import { PAYMENT_ERRORS, PAYMENT_SUCCESS_TOAST, afterInitiate, newIdempotencyKey } from '../lib/payment-flow.ts';
import { RETURN_ERRORS, readGatewayReturn } from '../lib/gateway-return.ts';

/** A registration as `registration.get` returns it; credentials are null until paid. */
export type RegisteredParticipant = RouterOutputs['registration']['get'];

export type PaymentAction = 'pay' | 'confirm' | 'status';

interface PaymentState {
  /** The created participant and the draft it was created from. */
  participant: { id: string; fingerprint: string } | null;
  paymentId: string | null;
  status: string | null;
  message: string | null;
  /** What the server will charge, once it has said so. */
  amount: number | null;
  error: string | null;
  /** Back from the gateway: confirming the payment, or why it did not complete. */
  returned: { confirming: boolean; problem: string | null; retry: boolean } | null;
}

const START: PaymentState = {
  participant: null,
  paymentId: null,
  status: null,
  message: null,
  amount: null,
  error: null,
  returned: null,
};

/** How long the success view waits for the gateway's confirmation (its webhook may lag). */
const CONFIRM_ATTEMPTS = 8;
const CONFIRM_INTERVAL_MS = 1500;
const STILL_CONFIRMING =
  'Razorpay has not confirmed this payment yet. If money left your account, it will be confirmed within 15 minutes; press Check Status to see.';

/**
 * The payment step's calls (docs/product.md#states, Payment flow): create the participant once, initiate,
 * confirm (mock gateway only) and check the status. One call at a time; a double click is ignored
 * and a retried create reuses its idempotency key, so the server never registers twice.
 */
export function usePayment(draft: RegistrationDraft, onPaid: (participant: RegisteredParticipant) => void) {
  const utils = trpc.useUtils();
  const [state, setState] = useState<PaymentState>(START);
  const [busy, setBusy] = useState<PaymentAction | null>(null);
  const inFlight = useRef(false);
  // One key per distinct registration: a changed draft is a new registration, a retry is not.
  const keys = useRef(new Map<string, string>());

  // After Back and a change of the registration, the earlier participant and payment no longer apply.
  const payload = toCreatePayload(draft);
  const fingerprint = payload ? payloadFingerprint(payload) : null;
  const current = state.participant !== null && state.participant.fingerprint === fingerprint;
  const view: PaymentState = current ? state : { ...START, error: state.error, returned: state.returned };

  const patch = (next: Partial<PaymentState>) => setState((current) => ({ ...current, ...next }));

  async function run(action: PaymentAction, work: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(action);
    patch({ error: null });
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }

  async function finish(participantId: string) {
    const participant = await utils.client.registration.get.query({ id: participantId });
    await utils.registration.invalidate();
    toast.success(localizeMessage(PAYMENT_SUCCESS_TOAST));
    onPaid(participant);
  }

  async function createParticipant(): Promise<string | null> {
    if (!payload || !fingerprint) {
      patch({ error: PAYMENT_ERRORS.create });
      return null;
    }
    if (current && state.participant) return state.participant.id;
    // A squad whose invite link is out pays for that registration: its teammates joined it.
    if (draft.squadRegistrationId) {
      patch({ participant: { id: draft.squadRegistrationId, fingerprint } });
      return draft.squadRegistrationId;
    }
    const idempotencyKey = keys.current.get(fingerprint) ?? newIdempotencyKey();
    keys.current.set(fingerprint, idempotencyKey);
    try {
      const created = await utils.client.registration.create.mutate({ ...payload, idempotencyKey });
      if (!created?.id) {
        patch({ error: PAYMENT_ERRORS.create });
        return null;
      }
      // A new registration starts its own payment.
      patch({
        participant: { id: created.id, fingerprint },
        paymentId: null,
        status: null,
        message: null,
        amount: null,
      });
      return created.id;
    } catch (error) {
      patch({ error: errorText(error, PAYMENT_ERRORS.create) });
      return null;
    }
  }

  const pay = () =>
    run('pay', async () => {
      patch({ returned: null });
      const participantId = await createParticipant();
      if (!participantId) return;
      const couponCode = draft.couponCode.trim();
      try {
        // The amount we showed is checked by the server; with a coupon only the server knows it.
        const amount = draftPassPrice(draft);
        const result = await utils.client.payment.initiate.mutate({
          participantId,
          method: draft.paymentMethod,
          ...(couponCode ? { couponCode } : amount !== undefined ? { amount } : {}),
        });
        const next = afterInitiate(result);
        patch({
          paymentId: result.paymentId,
          status: next.status,
          message: result.message,
          amount: result.amount,
        });
        if (next.redirectUrl) window.location.assign(next.redirectUrl);
      } catch (error) {
        patch({ error: errorText(error, PAYMENT_ERRORS.initiate) });
      }
    });

  const markAsPaid = () =>
    run('confirm', async () => {
      const { paymentId, participant } = view;
      if (!paymentId || !participant) return;
      try {
        const result = await utils.client.payment.confirm.mutate({ paymentId, status: 'success' });
        patch({ status: result.status });
        if (result.status === 'success') await finish(participant.id);
      } catch (error) {
        patch({ error: errorText(error, PAYMENT_ERRORS.confirm) });
      }
    });

  const checkStatus = () =>
    run('status', async () => {
      const { paymentId, participant } = view;
      if (!paymentId || !participant) return;
      try {
        const result = await utils.client.payment.status.query({ id: paymentId });
        patch({ status: result.status });
        if (result.status === 'success') await finish(participant.id);
      } catch (error) {
        patch({ error: errorText(error, PAYMENT_ERRORS.status) });
      }
    });

  /** The registration of this draft, created now if it is not yet (a squad's invite link needs it). */
  const register = async (): Promise<string | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      return await createParticipant();
    } finally {
      inFlight.current = false;
    }
  };

  // Back from Razorpay (a full page load): pick up that payment and its registration, wait for a
  // paid one to be confirmed, or say why it did not complete (Pay then tries again).
  const location = useLocation();
  const [gatewayReturn] = useState(() => readGatewayReturn(location.search));
  const pickedUp = useRef(false);
  useEffect(() => {
    if (!gatewayReturn || pickedUp.current) return;
    pickedUp.current = true;
    const { paymentId } = gatewayReturn;
    const problem = gatewayReturn.outcome === 'failed' ? RETURN_ERRORS[gatewayReturn.error] : null;
    patch({ returned: { confirming: !problem, problem, retry: !!problem } });
    if (!paymentId) return;
    void run('status', async () => {
      for (let attempt = 1; ; attempt++) {
        const result = await utils.client.payment.status.query({ id: paymentId }).catch(() => null);
        if (!result) {
          patch({ returned: { confirming: false, problem: problem ?? RETURN_ERRORS.unknown, retry: true } });
          return;
        }
        const participant = result.participantId
          ? { id: result.participantId, fingerprint: fingerprint ?? '' }
          : null;
        patch({ participant, paymentId, status: result.status });
        if (result.status === 'success' && participant && !problem) {
          patch({ returned: null });
          await finish(participant.id);
          return;
        }
        if (problem || attempt >= CONFIRM_ATTEMPTS) {
          patch({ returned: { confirming: false, problem: problem ?? STILL_CONFIRMING, retry: !!problem } });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, CONFIRM_INTERVAL_MS));
      }
    });
    // Once, on the page load that came back from the gateway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { ...view, busy, pay, markAsPaid, checkStatus, register };
}
