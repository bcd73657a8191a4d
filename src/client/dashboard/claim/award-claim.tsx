import { useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { PassCard } from '../outputs.ts';
import { ClaimPrizeDialog } from './claim-prize-dialog.tsx';
import { m } from '../../../paraglide/messages.js';

/** An award's next step on its pass card: "Claim prize", or where its claim stands. */
export function AwardClaim({ award }: { award: NonNullable<PassCard['award']> }) {
  const [open, setOpen] = useState(false);
  if (award.status === 'claimed' || award.status === 'paid')
    return (
      <Badge variant="secondary" className="mt-2" data-testid="award-status">
        {award.status === 'paid' ? m.account_award_paid() : m.account_award_claimed()}
      </Badge>
    );
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
