import { useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { PassCard } from '../outputs.ts';
import { ClaimPrizeDialog } from './claim-prize-dialog.tsx';
import { m } from '../../../paraglide/messages.js';
import { formatDate } from '../../lib/indian-time.ts';

type Award = NonNullable<PassCard['award']>;

/** An award's next step on its pass card: "Claim prize", or where its claim stands; the payout deadline until paid. */
export function AwardClaim({ award }: { award: Award }) {
  return (
    <>
      <AwardStep award={award} />
      {award.payBy && award.status !== 'paid' && award.status !== 'voided' && (
        <p className="mt-1 text-xs text-muted-foreground" data-testid="award-pay-by">
          {m.account_award_pay_by({ date: formatDate(award.payBy) })}
        </p>
      )}
    </>
  );
}

function AwardStep({ award }: { award: Award }) {
  const [open, setOpen] = useState(false);
  if (award.status === 'claimed' || award.status === 'paid') return <AwardStatus award={award} />;
  if (award.status !== 'awarded') return null;
  if (!award.claimable)
    return <p className="mt-2 text-sm text-muted-foreground">{m.account_award_claimed_by_captain()}</p>;
  return (
    <>
      <Button type="button" size="sm" className="mt-2 w-full sm:w-fit" onClick={() => setOpen(true)}>
        {m.account_award_claim()}
      </Button>
      <ClaimPrizeDialog awardId={award.id} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** A claimed or paid award: "Paid on 27 Nov 2026", or "Claimed" with why its last payment failed. */
function AwardStatus({ award }: { award: Award }) {
  const label =
    award.status === 'paid'
      ? award.paidAt
        ? m.account_award_paid_on({ date: formatDate(award.paidAt) })
        : m.account_award_paid()
      : m.account_award_claimed();
  return (
    <>
      <Badge variant="secondary" className="mt-2" data-testid="award-status">
        {label}
      </Badge>
      {award.paymentFailure && (
        <p className="mt-1 text-sm text-destructive" data-testid="award-payment-failure">
          {m.account_award_payment_failed({ reason: award.paymentFailure })}
        </p>
      )}
    </>
  );
}
