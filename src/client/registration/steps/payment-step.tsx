import { CreditCardIcon, RotateCcwIcon } from 'lucide-react';
import { formatMoney } from '../../i18n/format.ts';
import { findPass } from '../../../shared/passes.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../app/paths.ts';
import { trpc, type RouterOutputs } from '../../lib/trpc.ts';
import type { RegistrationDraft } from '../draft.ts';
import { CouponField } from '../coupon-field.tsx';
import { formatLabel, passLabel } from '../../lib/registration-labels.ts';
import { useTierTexts } from '../../lib/tier-texts.ts';
import { withParts } from '../message-parts.tsx';
import { localizeMessage } from '../../i18n/known-messages.ts';
import { m } from '../../../paraglide/messages.js';
import { canMarkAsPaid, canPay, isAwaitingPayment, statusLabel } from '../../lib/payment-flow.ts';
import { QualifierDates, findQualifier, useNextQualifiers } from '../../components/qualifier-dates.tsx';
import { StepActions } from '../step-actions.tsx';
import { PoolPlacesLeft, UnderfilledRuleNote, findPool, type NextPool } from '../pool-info.tsx';
import type { NextQualifier } from '../../components/qualifier-dates.tsx';
import { useCoupon } from '../use-coupon.ts';
import { StepSection } from '../step-section.tsx';
import type { usePayment } from '../use-payment.ts';

/** Payment & Confirmation: summary, optional coupon, Pay, then Check Status / Mark as Paid. */
export function PaymentStep({
  draft,
  gameName,
  payment,
  onCouponChange,
  onBack,
}: {
  draft: RegistrationDraft;
  gameName: string;
  payment: Payment;
  onCouponChange: (couponCode: string) => void;
  onBack: () => void;
}) {
  const { playFormat, riskCategory } = draft;
  const qualifiers = useNextQualifiers();
  const gateway = trpc.payment.mode.useQuery(undefined, { staleTime: Infinity });
  const coupon = useCoupon(draft);
  const tiers = useTierTexts();
  const pass = playFormat ? findPass(playFormat, draft.priceCategory) : undefined;
  if (!playFormat || !riskCategory || !pass) return null;

  const qualifier = findQualifier(qualifiers.data, draft.selectedGame, playFormat);
  const amount = payment.amount ?? coupon.applied?.amount ?? pass.price;
  const busy = payment.busy !== null;
  const payable = canPay(payment.status);
  // Paid but the credentials did not load: Check Status fetches them again.
  const showCheckStatus = isAwaitingPayment(payment.status) || payment.status === 'success';

  return (
    <div className="grid gap-6">
      <StepSection title={m.registration_summary()}>
        <dl className="grid gap-2 text-sm">
          <SummaryRow term={m.registration_term_game()} value={gameName} />
          <SummaryRow
            term={m.registration_term_category()}
            value={`${tiers.name(riskCategory)} · ${formatLabel(playFormat)}`.toUpperCase()}
          />
          <SummaryRow term={m.registration_term_pass()} value={passLabel(pass)} />
          <SummaryRow term={m.registration_term_amount()} value={formatMoney(amount)} strong />
        </dl>
        <p className="mt-2 text-xs text-muted-foreground" data-testid="entry-fee-note">
          {m.fee_entry_participation()}
        </p>
      </StepSection>

      {qualifier && (
        <WhenYouPlay qualifier={qualifier} pool={findPool(qualifier, riskCategory, pass.priceCategory)} />
      )}

      <CouponField
        code={draft.couponCode}
        coupon={coupon}
        disabled={!payable || busy}
        onChange={onCouponChange}
      />

      {payment.returned && <ReturnedNotice returned={payment.returned} busy={busy} onRetry={payment.pay} />}

      <PaymentStatusLines payment={payment} />

      {showCheckStatus && <StatusActions payment={payment} busy={busy} />}

      {gateway.data && <GatewayNote mode={gateway.data.mode} />}

      <p className="text-sm text-muted-foreground">
        {withParts((parts) => m.registration_policy_accept(parts), {
          rules: <PolicyLink href={paths.gamePolicy}>{m.registration_policy_rules()}</PolicyLink>,
          refund: <PolicyLink href={paths.refundPolicy}>{m.registration_policy_refund()}</PolicyLink>,
          terms: <PolicyLink href={paths.termsConditions}>{m.registration_policy_terms()}</PolicyLink>,
        })}
      </p>

      <StepActions onBack={onBack} backDisabled={busy}>
        {() => <PayButton payment={payment} amount={amount} disabled={!payable || busy} />}
      </StepActions>
    </div>
  );
}

type Payment = ReturnType<typeof usePayment>;

/** The pool's match dates (a tier and pass whose pool opened later plays later), its places left and its rule. */
function WhenYouPlay({ qualifier, pool }: { qualifier: NextQualifier; pool: NextPool | undefined }) {
  return (
    <StepSection title={m.registration_when_you_play()}>
      <div className="grid gap-3">
        <QualifierDates qualifier={pool ? { ...qualifier, matchTimes: pool.matchTimes } : qualifier} />
        {pool && (
          <p className="text-sm">
            <PoolPlacesLeft pool={pool} />
          </p>
        )}
        <UnderfilledRuleNote rule={qualifier.underfilledRule} />
      </div>
    </StepSection>
  );
}

/** What the gateway said when the player came back from it: confirming, or a problem to retry. */
function ReturnedNotice({
  returned,
  busy,
  onRetry,
}: {
  returned: NonNullable<Payment['returned']>;
  busy: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role={returned.problem ? 'alert' : 'status'}
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm"
    >
      {returned.confirming ? (
        <p className="flex items-center gap-2 font-medium">
          <Spinner />
          {m.registration_confirming_razorpay()}
        </p>
      ) : (
        <p className="font-medium">{returned.problem && localizeMessage(returned.problem)}</p>
      )}
      {returned.retry && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={busy}
          onClick={onRetry}
        >
          <RotateCcwIcon aria-hidden="true" />
          {m.registration_try_again_lower()}
        </Button>
      )}
    </div>
  );
}

/** The payment's status, the server's message about it, and any error, read out as they change. */
function PaymentStatusLines({ payment }: { payment: Payment }) {
  return (
    <div aria-live="polite" className="grid gap-1 text-sm">
      {payment.status && (
        <p>
          {m.registration_payment_status()}{' '}
          <span className="font-semibold">{statusLabel(payment.status)}</span>
        </p>
      )}
      {payment.status && payment.message && (
        <p className="text-muted-foreground">{localizeMessage(payment.message)}</p>
      )}
      {payment.error && (
        <p role="alert" className="font-medium text-destructive">
          {localizeMessage(payment.error)}
        </p>
      )}
    </div>
  );
}

/** Check Status, and Mark as Paid while the payment may still be confirmed by hand. */
function StatusActions({ payment, busy }: { payment: Payment; busy: boolean }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="button" variant="outline" disabled={busy} onClick={payment.checkStatus}>
        {payment.busy === 'status' && <Spinner />}
        {m.registration_check_status()}
      </Button>
      {canMarkAsPaid(payment.status) && (
        <Button type="button" variant="secondary" disabled={busy} onClick={payment.markAsPaid}>
          {payment.busy === 'confirm' && <Spinner />}
          {m.registration_mark_as_paid()}
        </Button>
      )}
    </div>
  );
}

function GatewayNote({ mode }: { mode: RouterOutputs['payment']['mode']['mode'] }) {
  return (
    <p className="text-sm text-muted-foreground">
      {mode === 'mock' ? m.registration_gateway_mock() : m.registration_gateway_razorpay()}
    </p>
  );
}

function PayButton({ payment, amount, disabled }: { payment: Payment; amount: number; disabled: boolean }) {
  return (
    <Button type="button" size="lg" disabled={disabled} onClick={payment.pay}>
      {payment.busy === 'pay' ? (
        <>
          <Spinner />
          {m.registration_processing()}
        </>
      ) : (
        <>
          <CreditCardIcon aria-hidden="true" />
          {m.registration_pay_amount({ amount: formatMoney(amount) })}
        </>
      )}
    </Button>
  );
}

function SummaryRow({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={strong ? 'text-base font-bold' : 'text-right font-medium'}>{value}</dd>
    </div>
  );
}

/** A policy opens in a new tab, so the registration stays where it is. */
function PolicyLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-medium text-primary underline underline-offset-4"
    >
      {children}
    </a>
  );
}
