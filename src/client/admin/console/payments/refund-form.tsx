import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { REASON_MAX } from '../../../../shared/admin-payments.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { TextAreaField } from '../content/textarea-field.tsx';
import { useSecondFactorPrompt } from '../second-factor-prompt.tsx';
import { useConfirmedForm } from '../use-confirmed-form.ts';
import { ActionCard } from './action-card.tsx';
import {
  EMPTY_REFUND,
  refundFormSchema,
  type RefundFormOutput,
  type RefundFormValues,
} from './payment-forms.ts';
import { isRefundable, refundableAmount, statusLabel } from './payments-params.ts';

type Payment = RouterOutputs['adminPayments']['detail'];

/** Gives money back, all that is left or part of it, with a reason, after a confirmation. */
export function RefundForm({ payment }: { payment: Payment }) {
  const utils = trpc.useUtils();
  const left = refundableAmount(payment);
  const refund = trpc.adminPaymentActions.refund.useMutation({
    onSettled: () => utils.adminPayments.invalidate(),
  });
  const { ask, prompt } = useSecondFactorPrompt();
  const { form, submit, dialog, asked } = useConfirmedForm<RefundFormValues, RefundFormOutput>({
    resolver: zodResolver(refundFormSchema(left)),
    empty: EMPTY_REFUND,
    fields: ['amount', 'reason'],
    failed: 'Could not refund. Please try again.',
    send: async (values) => {
      const secondFactorCode = await ask();
      if (secondFactorCode === null) return false;
      // No amount: the server refunds all that is left.
      const result = await refund.mutateAsync({ id: payment.id, ...values, secondFactorCode });
      toast.success(
        `${formatRupees(result.amount)} refunded.`,
        result.note ? { description: result.note } : undefined,
      );
    },
  });
  const { errors } = form.formState;

  if (!isRefundable(payment.status) || left < 1)
    return (
      <ActionCard title="Refund">
        <p className="text-sm text-muted-foreground">
          {payment.status === 'refunded'
            ? 'This payment has been refunded in full.'
            : `Only a paid payment can be refunded; this one is ${statusLabel(payment.status).toLowerCase()}.`}
        </p>
      </ActionCard>
    );

  const amount = formatRupees(asked?.amount ?? left);
  return (
    <ActionCard title="Refund">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Refund">
        <TextField
          label="Amount (₹)"
          className="content-start"
          registration={form.register('amount')}
          error={errors.amount?.message}
          description={`Leave empty to refund all that is left: ${formatRupees(left)}.`}
          inputMode="numeric"
          placeholder={String(left)}
        />
        <TextAreaField
          label="Reason"
          registration={form.register('reason')}
          error={errors.reason?.message}
          maxLength={REASON_MAX}
          placeholder="e.g. Player withdrew before the qualifiers"
        />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" variant="outline" className="self-start" disabled={refund.isPending}>
          Refund
        </Button>
      </form>
      <ConfirmDialog cancel="Cancel" {...dialog} title={`Refund ${amount}?`} action="Refund">
        {payment.gateway === 'mock'
          ? 'This is a mock payment: no money moves, the refund is recorded at once.'
          : `Razorpay sends ${amount} back to ${payment.playerName ?? 'the player'}. This cannot be undone.`}
      </ConfirmDialog>
      {prompt}
    </ActionCard>
  );
}
