import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { formatRupees } from '../../../../shared/money.ts';
import type { OverrideStatus } from '../../../../shared/payment-statuses.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, FormError } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { cn } from '../../../lib/utils.ts';
import { PaymentStatusBadge } from './payment-status-badge.tsx';
import {
  isRefundable,
  overrideTargets,
  parseRefundAmount,
  REASON_MAX,
  reasonError,
  refundableAmount,
  statusLabel,
  writePaymentsView,
} from './payments-params.ts';

type Payment = RouterOutputs['adminPayments']['list']['items'][number];
type LogEntry = RouterOutputs['adminPayments']['logs'][number];

const NOT_FOUND = 'Payment not found';
const LOG_SIZE = 200;

/** One payment: its amounts, player, refunds and event log, with the override and refund actions. */
export function PaymentDetail({ id }: { id: string }) {
  const [params] = useSearchParams();
  const backHref = `?${writePaymentsView(params, { payment: null }).toString()}`;
  // The list's search matches a payment's id; the exact one is picked from its answer.
  const found = trpc.adminPayments.list.useQuery({ search: id, page: 1, pageSize: 5 }, { retry: false });
  const payment = found.data?.items.find((item) => item.id === id);

  return (
    <section aria-label="Payment" className="flex min-w-0 flex-col gap-6">
      <Link
        to={backHref}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to payments
      </Link>
      {found.isPending ? (
        <DetailSkeleton />
      ) : found.isError || !payment ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border p-4">
          <FormError
            message={
              found.isError
                ? errorText(found.error, 'Could not load this payment. Please try again.')
                : NOT_FOUND
            }
          />
          {found.isError && (
            <Button type="button" variant="outline" size="sm" onClick={() => void found.refetch()}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <>
          <Summary payment={payment} />
          <div className="grid gap-6 lg:grid-cols-2">
            <OverrideForm payment={payment} />
            <RefundForm payment={payment} />
          </div>
          <EventLog paymentId={payment.id} />
        </>
      )}
    </section>
  );
}

function Summary({ payment }: { payment: Payment }) {
  const left = refundableAmount(payment);
  return (
    <div className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold">
            <span className="tabular-nums">{formatRupees(payment.amount)}</span>
            <PaymentStatusBadge status={payment.status} />
          </h2>
          <p className="text-sm text-muted-foreground">
            {payment.game ?? 'No game'} · created {formatDateTime(payment.createdAt)}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Player">{payment.playerName}</Field>
        <Field label="E-mail">
          {payment.playerEmail && <span className="break-all">{payment.playerEmail}</span>}
        </Field>
        <Field label="Phone">{payment.playerPhone}</Field>
        <Field label="Amount">{formatRupees(payment.amount)}</Field>
        <Field label="Refunded">{formatRupees(payment.refunded)}</Field>
        <Field label="Left to refund">{isRefundable(payment.status) ? formatRupees(left) : null}</Field>
        <Field label="Coupon">{payment.couponCode}</Field>
        <Field label="Paid">{payment.paidAt && formatDateTime(payment.paidAt)}</Field>
        <Field label="Last change">{formatDateTime(payment.updatedAt)}</Field>
        <Field label="Gateway">{payment.gateway === 'mock' ? 'Mock (no money moves)' : 'Razorpay'}</Field>
        <Field label="Gateway order">{payment.gatewayOrderId && <Mono>{payment.gatewayOrderId}</Mono>}</Field>
        <Field label="Gateway payment">
          {payment.gatewayPaymentId && <Mono>{payment.gatewayPaymentId}</Mono>}
        </Field>
        <Field label="Payment id">
          <Mono>{payment.id}</Mono>
        </Field>
        <Field label="Registration id">{payment.participantId && <Mono>{payment.participantId}</Mono>}</Field>
        <Field label="Account">
          {payment.ownerId && (
            <Link
              to={`?section=users&user=${encodeURIComponent(payment.ownerId)}`}
              className="underline underline-offset-4 hover:text-foreground"
            >
              Open the player’s account
            </Link>
          )}
        </Field>
      </dl>
    </div>
  );
}

const Mono = ({ children }: { children: ReactNode }) => (
  <span className="font-mono text-xs [overflow-wrap:anywhere]">{children}</span>
);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

const TEXTAREA =
  'min-h-20 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30';

function ActionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-lg border p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Sets the status by hand (e.g. money seen in the bank), with a reason, after a confirmation. */
function OverrideForm({ payment }: { payment: Payment }) {
  const id = useId();
  const utils = trpc.useUtils();
  const targets = overrideTargets(payment.status);
  const [status, setStatus] = useState<OverrideStatus | ''>('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ status?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const override = trpc.adminPaymentActions.override.useMutation({
    onSuccess: (result) => {
      toast.success(`The payment is now ${statusLabel(result.status).toLowerCase()}.`);
      setStatus('');
      setReason('');
    },
    onSettled: () => utils.adminPayments.invalidate(),
  });

  if (targets.length === 0)
    return (
      <ActionCard title="Override status">
        <p className="text-sm text-muted-foreground">
          A {statusLabel(payment.status).toLowerCase()} payment’s status cannot be set by hand.
          {isRefundable(payment.status) ? ' Refund it instead.' : ''}
        </p>
      </ActionCard>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      status: status ? undefined : 'Choose the new status.',
      reason: reasonError(reason) ?? undefined,
    };
    setProblems(next);
    if (!next.status && !next.reason) setConfirming(true);
  };

  return (
    <ActionCard title="Override status">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Override status">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-status`}>New status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            aria-invalid={problems.status ? true : undefined}
            aria-describedby={problems.status ? `${id}-status-error` : undefined}
            onChange={(event) => setStatus(event.target.value as OverrideStatus | '')}
          >
            <NativeSelectOption value="">Choose…</NativeSelectOption>
            {targets.map((target) => (
              <NativeSelectOption key={target} value={target}>
                {statusLabel(target)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-status-error`}>{problems.status}</FieldError>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-reason`}>Reason</Label>
          <textarea
            id={`${id}-reason`}
            className={TEXTAREA}
            value={reason}
            maxLength={REASON_MAX}
            placeholder="e.g. Money seen in the bank statement"
            aria-invalid={problems.reason ? true : undefined}
            aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <FieldError id={`${id}-reason-error`}>{problems.reason}</FieldError>
        </div>
        {override.isError && (
          <FormError message={errorText(override.error, 'Could not change the status. Please try again.')} />
        )}
        <Button type="submit" className="self-start" disabled={override.isPending}>
          Override status
        </Button>
      </form>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              Set this payment to {status && statusLabel(status).toLowerCase()}?
            </AlertDialogTitle>
            <AlertDialogDescription>
              {status === 'success'
                ? `The ${formatRupees(payment.amount)} payment counts as paid and its registration is confirmed, as if the gateway had reported it.`
                : `The payment is closed unpaid; its player would have to pay again.`}{' '}
              The change and your reason are recorded in its event log and the audit log.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (status) override.mutate({ paymentId: payment.id, status, reason: reason.trim() });
              }}
            >
              Set to {status && statusLabel(status).toLowerCase()}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </ActionCard>
  );
}

/** Gives money back, all that is left or part of it, with a reason, after a confirmation. */
function RefundForm({ payment }: { payment: Payment }) {
  const id = useId();
  const utils = trpc.useUtils();
  const left = refundableAmount(payment);
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const refund = trpc.adminPaymentActions.refund.useMutation({
    onSuccess: (result) => {
      toast.success(
        `${formatRupees(result.amount)} refunded.`,
        result.note ? { description: result.note } : undefined,
      );
      setAmountText('');
      setReason('');
    },
    onSettled: () => utils.adminPayments.invalidate(),
  });

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRefundAmount(amountText, left);
    const next = { amount: parsed.error ?? undefined, reason: reasonError(reason) ?? undefined };
    setProblems(next);
    if (!next.amount && !next.reason) setConfirming(parsed.amount ?? left);
  };

  return (
    <ActionCard title="Refund">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Refund">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-amount`}>Amount (₹)</Label>
          <Input
            id={`${id}-amount`}
            inputMode="numeric"
            value={amountText}
            placeholder={String(left)}
            aria-invalid={problems.amount ? true : undefined}
            aria-describedby={`${id}-amount-hint${problems.amount ? ` ${id}-amount-error` : ''}`}
            onChange={(event) => setAmountText(event.target.value)}
          />
          <p id={`${id}-amount-hint`} className="text-xs text-muted-foreground">
            Leave empty to refund all that is left: {formatRupees(left)}.
          </p>
          <FieldError id={`${id}-amount-error`}>{problems.amount}</FieldError>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-reason`}>Reason</Label>
          <textarea
            id={`${id}-reason`}
            className={TEXTAREA}
            value={reason}
            maxLength={REASON_MAX}
            placeholder="e.g. Player withdrew before the qualifiers"
            aria-invalid={problems.reason ? true : undefined}
            aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <FieldError id={`${id}-reason-error`}>{problems.reason}</FieldError>
        </div>
        {refund.isError && (
          <FormError message={errorText(refund.error, 'Could not refund. Please try again.')} />
        )}
        <Button type="submit" variant="outline" className="self-start" disabled={refund.isPending}>
          Refund
        </Button>
      </form>
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Refund {confirming !== null && formatRupees(confirming)}?</AlertDialogTitle>
            <AlertDialogDescription>
              {payment.gateway === 'mock'
                ? 'This is a mock payment: no money moves, the refund is recorded at once.'
                : `Razorpay sends ${confirming !== null ? formatRupees(confirming) : ''} back to ${payment.playerName ?? 'the player'}. This cannot be undone.`}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (confirming === null) return;
                refund.mutate({
                  id: payment.id,
                  amount: confirming === left && amountText.trim() === '' ? undefined : confirming,
                  reason: reason.trim(),
                });
              }}
            >
              Refund
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </ActionCard>
  );
}

// Below `sm` the log's rows stack: each cell on a line of its own, under its column's name.
const CELL =
  'px-3 py-1 align-top max-sm:flex max-sm:gap-2 max-sm:before:w-16 max-sm:before:shrink-0 max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)] sm:py-2';

const SOURCES: Record<string, string> = {
  admin: 'Admin',
  initiate: 'Checkout started',
  confirm: 'Checkout answer',
  status: 'Status check',
  callback: 'Gateway callback',
  webhook: 'Gateway webhook',
  reconcile: 'Reconciliation',
  registration: 'Registration',
};
const sourceLabel = (source: string) => SOURCES[source] ?? statusLabel(source);

/** Every status change, newest first, with its source, actor and detail (an admin's reason). */
function EventLog({ paymentId }: { paymentId: string }) {
  const logs = trpc.adminPayments.logs.useQuery({ paymentId, page: 1, pageSize: LOG_SIZE }, { retry: false });
  return (
    <section className="flex min-w-0 flex-col gap-3">
      <h2 className="text-lg font-semibold">Event log</h2>
      {logs.isPending ? (
        <Skeleton className="h-24" />
      ) : logs.isError ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border p-4">
          <FormError message={errorText(logs.error, 'Could not load the event log. Please try again.')} />
          <Button type="button" variant="outline" size="sm" onClick={() => void logs.refetch()}>
            Try again
          </Button>
        </div>
      ) : logs.data.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">No status changes yet.</p>
      ) : (
        <div className="overflow-hidden rounded-lg border">
          <table className="w-full text-sm max-sm:block">
            <caption className="sr-only">Status changes, newest first</caption>
            <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground max-sm:sr-only">
              <tr>
                {['When (IST)', 'Change', 'Source', 'By', 'Detail'].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y max-sm:block">
              {logs.data.map((entry) => (
                <LogRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {logs.data && logs.data.length === LOG_SIZE && (
        <p className="text-sm text-muted-foreground">The {LOG_SIZE} newest changes are shown.</p>
      )}
    </section>
  );
}

function LogRow({ entry }: { entry: LogEntry }) {
  return (
    <tr className="max-sm:block max-sm:py-2">
      <td data-label="When" className={cn(CELL, 'whitespace-nowrap')}>
        <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at).replace(/ IST$/, '')}</time>
      </td>
      <td data-label="Change" className={cn(CELL, 'whitespace-nowrap')}>
        {entry.fromStatus ? `${statusLabel(entry.fromStatus)} → ` : ''}
        <span className="font-medium">{statusLabel(entry.status)}</span>
      </td>
      <td data-label="Source" className={CELL}>
        {sourceLabel(entry.source)}
      </td>
      <td data-label="By" className={cn(CELL, 'min-w-0 [overflow-wrap:anywhere]')}>
        {entry.actorEmail ??
          (entry.actorId ? <Mono>{entry.actorId}</Mono> : <span className="text-muted-foreground">—</span>)}
      </td>
      <td data-label="Detail" className={cn(CELL, 'min-w-0 [overflow-wrap:anywhere]')}>
        {entry.detail ?? <span className="text-muted-foreground">—</span>}
      </td>
    </tr>
  );
}

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading the payment">
      <Skeleton className="h-48" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-24" />
    </div>
  );
}
