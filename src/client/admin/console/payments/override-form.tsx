import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { REASON_MAX } from '../../../../shared/admin-payments.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FieldError, FormError } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { TextAreaField } from '../content/textarea-field.tsx';
import { useSecondFactorPrompt } from '../second-factor-prompt.tsx';
import { useConfirmedForm } from '../use-confirmed-form.ts';
import { ActionCard } from './action-card.tsx';
import {
  EMPTY_OVERRIDE,
  overrideFormSchema,
  type OverrideFormOutput,
  type OverrideFormValues,
} from './payment-forms.ts';
import { isRefundable, overrideTargets, statusLabel } from './payments-params.ts';

type Payment = RouterOutputs['adminPayments']['detail'];

/** Sets the status by hand (e.g. money seen in the bank), with a reason, after a confirmation. */
export function OverrideForm({ payment }: { payment: Payment }) {
  const id = useId();
  const utils = trpc.useUtils();
  const targets = overrideTargets(payment.status);
  const override = trpc.adminPaymentActions.override.useMutation({
    onSettled: () => utils.adminPayments.invalidate(),
  });
  const { ask, prompt } = useSecondFactorPrompt();
  const { form, submit, dialog, asked } = useConfirmedForm<OverrideFormValues, OverrideFormOutput>({
    resolver: zodResolver(overrideFormSchema),
    empty: EMPTY_OVERRIDE,
    fields: ['status', 'reason'],
    failed: 'Could not change the status. Please try again.',
    send: async (values) => {
      const secondFactorCode = await ask();
      if (secondFactorCode === null) return false;
      const result = await override.mutateAsync({ paymentId: payment.id, ...values, secondFactorCode });
      toast.success(`The payment is now ${statusLabel(result.status).toLowerCase()}.`);
    },
  });
  const { errors } = form.formState;

  if (targets.length === 0)
    return (
      <ActionCard title="Override status">
        <p className="text-sm text-muted-foreground">
          A {statusLabel(payment.status).toLowerCase()} payment’s status cannot be set by hand.
          {isRefundable(payment.status) ? ' Refund it instead.' : ''}
        </p>
      </ActionCard>
    );

  const chosen = asked && statusLabel(asked.status).toLowerCase();
  return (
    <ActionCard title="Override status">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Override status">
        <Field className="content-start">
          <Label htmlFor={`${id}-status`}>New status</Label>
          <NativeSelect
            id={`${id}-status`}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={errors.status ? `${id}-status-error` : undefined}
            {...form.register('status')}
          >
            <NativeSelectOption value="">Choose…</NativeSelectOption>
            {targets.map((target) => (
              <NativeSelectOption key={target} value={target}>
                {statusLabel(target)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-status-error`}>{errors.status?.message}</FieldError>
        </Field>
        <TextAreaField
          label="Reason"
          registration={form.register('reason')}
          error={errors.reason?.message}
          maxLength={REASON_MAX}
          placeholder="e.g. Money seen in the bank statement"
        />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" className="self-start" disabled={override.isPending}>
          Override status
        </Button>
      </form>
      <ConfirmDialog
        cancel="Cancel"
        {...dialog}
        title={`Set this payment to ${chosen}?`}
        action={`Set to ${chosen}`}
      >
        {asked?.status === 'success'
          ? `The ${formatRupees(payment.amount)} payment counts as paid and its registration is confirmed, as if the gateway had reported it.`
          : 'The payment is closed unpaid; its player would have to pay again.'}{' '}
        The change and your reason are recorded in its event log and the audit log.
      </ConfirmDialog>
      {prompt}
    </ActionCard>
  );
}
