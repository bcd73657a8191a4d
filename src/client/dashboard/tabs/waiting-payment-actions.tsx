import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { PAYMENT_ERRORS, PAYMENT_SUCCESS_TOAST } from '../../lib/payment-flow.ts';
import type { Transaction } from '../outputs.ts';
import { localizeMessage } from '../../i18n/known-messages.ts';
import { m } from '../../../paraglide/messages.js';

type Action = 'pay' | 'status' | 'cancel';

/**
 * A payment still waiting, picked up again from Transactions: finish it (the demo payment's Mark
 * as Paid, or Check Status for a gateway's) or cancel it, which frees its unpaid registration.
 */
export function WaitingPaymentActions({
  transaction,
  onDone,
}: {
  transaction: Transaction;
  onDone: () => void;
}) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  async function run(action: Action, work: () => Promise<void>, failure: string) {
    if (busy) return;
    setBusy(action);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(errorText(caught, failure));
    } finally {
      setBusy(null);
    }
  }

  const settled = async (status: string) => {
    await utils.dashboard.invalidate();
    if (status === 'success') {
      toast.success(localizeMessage(PAYMENT_SUCCESS_TOAST));
      onDone();
    }
  };

  const paymentId = transaction.id;
  return (
    <div className="grid gap-3 border-t pt-4">
      <p className="text-sm">
        {transaction.waiting === 'demo' ? m.account_waiting_demo() : m.account_waiting_gateway()}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {transaction.waiting === 'demo' ? (
          <Button
            type="button"
            disabled={busy !== null}
            onClick={() =>
              void run(
                'pay',
                async () =>
                  settled(
                    (await utils.client.payment.confirm.mutate({ paymentId, status: 'success' })).status,
                  ),
                PAYMENT_ERRORS.confirm,
              )
            }
          >
            {busy === 'pay' && <Spinner />}
            {m.account_resume_payment()}
          </Button>
        ) : (
          <Button
            type="button"
            disabled={busy !== null}
            onClick={() =>
              void run(
                'status',
                async () => settled((await utils.client.payment.status.query({ id: paymentId })).status),
                PAYMENT_ERRORS.status,
              )
            }
          >
            {busy === 'status' && <Spinner />}
            {m.account_check_status()}
          </Button>
        )}
        {confirmingCancel ? (
          <Button
            type="button"
            variant="destructive"
            disabled={busy !== null}
            onClick={() =>
              void run(
                'cancel',
                async () => {
                  await utils.client.payment.cancel.mutate({ id: paymentId });
                  await utils.dashboard.invalidate();
                  toast.success(m.account_payment_cancelled());
                  onDone();
                },
                m.account_cancel_payment_failed(),
              )
            }
          >
            {busy === 'cancel' && <Spinner />}
            {m.account_confirm_cancel_payment()}
          </Button>
        ) : (
          <Button
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => setConfirmingCancel(true)}
          >
            {m.account_cancel_payment()}
          </Button>
        )}
      </div>
    </div>
  );
}
