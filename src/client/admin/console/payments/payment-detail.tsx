import { Link } from 'react-router-dom';
import { formatRupees } from '../../../../shared/money.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { DetailField } from '../detail-field.tsx';
import { DetailCard } from '../detail-card.tsx';
import { DetailFrame } from '../detail-frame.tsx';
import { OverrideForm } from './override-form.tsx';
import { EventLog, Mono } from './payment-event-log.tsx';
import { PaymentStatusBadge } from './payment-status-badge.tsx';
import { isRefundable, refundableAmount } from './payments-params.ts';
import { RefundForm } from './refund-form.tsx';

type Payment = RouterOutputs['adminPayments']['detail'];

/** One payment: its amounts, player, refunds and event log, with the override and refund actions. */
export function PaymentDetail({ id }: { id: string }) {
  const detail = trpc.adminPayments.detail.useQuery({ id }, { retry: false });
  return (
    <DetailFrame record="payment" list="payments" query={detail} skeleton={<DetailSkeleton />}>
      {(payment) => (
        <>
          <Summary payment={payment} />
          <div className="grid gap-6 lg:grid-cols-2">
            <OverrideForm payment={payment} />
            <RefundForm payment={payment} />
          </div>
          <EventLog events={payment.events} />
        </>
      )}
    </DetailFrame>
  );
}

function Summary({ payment }: { payment: Payment }) {
  const left = refundableAmount(payment);
  return (
    <DetailCard
      title={<span className="tabular-nums">{formatRupees(payment.amount)}</span>}
      badge={<PaymentStatusBadge status={payment.status} />}
      subtitle={`${payment.game ?? 'No game'} · created ${formatDateTime(payment.createdAt)}`}
      columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
    >
      <DetailField label="Player">{payment.playerName}</DetailField>
      <DetailField label="E-mail">
        {payment.playerEmail && <span className="break-all">{payment.playerEmail}</span>}
      </DetailField>
      <DetailField label="Phone">{payment.playerPhone}</DetailField>
      <DetailField label="Amount">{formatRupees(payment.amount)}</DetailField>
      <DetailField label="Refunded">{formatRupees(payment.refunded)}</DetailField>
      <DetailField label="Left to refund">
        {isRefundable(payment.status) ? formatRupees(left) : null}
      </DetailField>
      <DetailField label="Coupon">{payment.couponCode}</DetailField>
      <DetailField label="Paid">{payment.paidAt && formatDateTime(payment.paidAt)}</DetailField>
      <DetailField label="Last change">{formatDateTime(payment.updatedAt)}</DetailField>
      <DetailField label="Gateway">
        {payment.gateway === 'mock' ? 'Mock (no money moves)' : 'Razorpay'}
      </DetailField>
      <DetailField label="Gateway order">
        {payment.gatewayOrderId && <Mono>{payment.gatewayOrderId}</Mono>}
      </DetailField>
      <DetailField label="Gateway payment">
        {payment.gatewayPaymentId && <Mono>{payment.gatewayPaymentId}</Mono>}
      </DetailField>
      <DetailField label="Payment id">
        <Mono>{payment.id}</Mono>
      </DetailField>
      <DetailField label="Registration id">
        {payment.participantId && <Mono>{payment.participantId}</Mono>}
      </DetailField>
      <DetailField label="Account">
        {payment.ownerId && (
          <Link
            to={`?section=users&user=${encodeURIComponent(payment.ownerId)}`}
            className="underline underline-offset-4 hover:text-foreground"
          >
            Open the player’s account
          </Link>
        )}
      </DetailField>
    </DetailCard>
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
