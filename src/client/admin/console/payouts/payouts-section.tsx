import { useState } from 'react';
import { toast } from 'sonner';
import { formatPaise } from '../../../../shared/money.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { LoadError } from '../load-error.tsx';
import { Form26qDownload } from './form-26q-download.tsx';
import { useSecondFactorPrompt } from '../second-factor-prompt.tsx';

// Paying claimed prizes (docs/decisions/0026-prize-payouts.md, "Payout"): one organiser approves
// claims, a second releases each payout; RazorpayX then pays it and reports back, or, paid by hand,
// the bank's UTR (or the failure) closes it.

type PayoutRow = RouterOutputs['adminPrizes']['payouts'][number];

const STATUS_LABELS: Record<PayoutRow['status'], string> = {
  approved: 'Approved',
  released: 'Released',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
};

function useRefresh() {
  const utils = trpc.useUtils();
  return () => {
    void utils.adminPrizes.payouts.invalidate();
    void utils.adminPrizes.claimsToPay.invalidate();
  };
}

/** The console's Payouts section. */
export function PayoutsSection() {
  return (
    <section aria-label="Payouts" className="flex min-w-0 flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        Approve claimed prizes; another organiser releases each payout. Once the bank has sent the money,
        enter its UTR; if it failed, say why and the prize is claimed again.
      </p>
      <ClaimsToApprove />
      <PayoutList />
      <Form26qDownload />
    </section>
  );
}

function ClaimsToApprove() {
  const claims = trpc.adminPrizes.claimsToPay.useQuery();
  const [selected, setSelected] = useState<string[]>([]);
  const refresh = useRefresh();
  const approve = trpc.adminPrizes.approvePayouts.useMutation({
    onSuccess: (payouts) => {
      toast.success(`${payouts.length} ${payouts.length === 1 ? 'payout' : 'payouts'} approved.`);
      setSelected([]);
      refresh();
    },
    onError: (error) => toast.error(errorText(error, 'Could not approve. Please try again.')),
  });
  if (claims.isPending) return <Skeleton className="h-24" aria-label="Loading the claims" />;
  if (claims.isError)
    return <LoadError query={claims} fallback="Could not load the claims. Please try again." />;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  return (
    <div className="flex flex-col gap-2">
      <h2 className="font-semibold">Claimed prizes</h2>
      {claims.data.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">
          No claimed prizes wait for a payout.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm" data-testid="payout-claims">
            <thead>
              <tr className="text-left">
                <th className="px-3 py-2">
                  <span className="sr-only">Select</span>
                </th>
                <th className="px-3 py-2">Player</th>
                <th className="px-3 py-2">PAN</th>
                <th className="px-3 py-2">Pay to</th>
                <th className="px-3 py-2">Gross</th>
                <th className="px-3 py-2">TDS</th>
                <th className="px-3 py-2">Net</th>
                <th className="px-3 py-2">Claimed</th>
                <th className="px-3 py-2">Pay by</th>
              </tr>
            </thead>
            <tbody>
              {claims.data.map((claim) => (
                <tr key={claim.awardId} className="border-t">
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={`Select the prize of ${claim.player}`}
                      checked={selected.includes(claim.awardId)}
                      onChange={(event) => toggle(claim.awardId, event.target.checked)}
                    />
                  </td>
                  <td className="px-3 py-2">{claim.player}</td>
                  <td className="px-3 py-2">{claim.pan ?? 'None'}</td>
                  <td className="px-3 py-2">{claim.destination ?? 'None'}</td>
                  <td className="px-3 py-2 tabular-nums">{formatPaise(claim.grossPaise)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatPaise(claim.tdsPaise)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatPaise(claim.netPaise)}</td>
                  <td className="px-3 py-2">{claim.claimedAt ? formatDateTime(claim.claimedAt) : ''}</td>
                  <td className="px-3 py-2">
                    <DaysLeft daysLeft={claim.daysLeft} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <Button
          type="button"
          disabled={selected.length === 0 || approve.isPending}
          onClick={() => approve.mutate({ awardIds: selected })}
        >
          Approve
        </Button>
      </div>
    </div>
  );
}

/** "12 days left", "Today", or "5 days late" in red; blank when the pool has no close on record. */
function DaysLeft({ daysLeft }: { daysLeft: number | null }) {
  if (daysLeft === null) return null;
  if (daysLeft < 0)
    return (
      <span className="font-medium text-destructive">
        {-daysLeft} {daysLeft === -1 ? 'day' : 'days'} late
      </span>
    );
  if (daysLeft === 0) return <span className="font-medium text-destructive">Today</span>;
  return (
    <span>
      {daysLeft} {daysLeft === 1 ? 'day' : 'days'} left
    </span>
  );
}

function PayoutList() {
  const payouts = trpc.adminPrizes.payouts.useQuery();
  if (payouts.isPending) return <Skeleton className="h-24" aria-label="Loading the payouts" />;
  if (payouts.isError)
    return <LoadError query={payouts} fallback="Could not load the payouts. Please try again." />;
  return (
    <div className="flex flex-col gap-2">
      <h2 className="font-semibold">Payouts</h2>
      {payouts.data.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">No payouts yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="payouts-list">
          {payouts.data.map((payout) => (
            <PayoutItem key={payout.id} payout={payout} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PayoutItem({ payout }: { payout: PayoutRow }) {
  return (
    <li className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-medium">{payout.player}</span>: {formatPaise(payout.amountPaise)} net (
          {formatPaise(payout.grossPaise)} gross, {formatPaise(payout.tdsPaise)} TDS) · approved{' '}
          {formatDateTime(payout.approvedAt)}
          {payout.gateway ? ` · RazorpayX ${gatewayDetail(payout)}` : ''}
          {payout.utr ? ` · UTR ${payout.utr}` : ''}
          {payout.failureReason ? ` · ${payout.failureReason}` : ''}
        </p>
        <Badge
          variant={payout.status === 'failed' || payout.status === 'reversed' ? 'destructive' : 'secondary'}
        >
          {STATUS_LABELS[payout.status]}
        </Badge>
      </div>
      {payout.status === 'approved' && <ReleaseButton id={payout.id} />}
      {/* A RazorpayX payout its answer never reached: releasing again asks with the same key. */}
      {payout.status === 'released' && payout.gateway && !payout.gatewayPayoutId && (
        <ReleaseButton id={payout.id} />
      )}
      {payout.status === 'released' && !payout.gateway && <SettleForms id={payout.id} />}
    </li>
  );
}

/** RazorpayX's mode and status: `UPI · processed`, or `not sent yet`. */
function gatewayDetail(payout: PayoutRow): string {
  if (!payout.gatewayPayoutId) return 'not sent yet';
  return [payout.mode.toUpperCase(), payout.gatewayStatus].filter(Boolean).join(' · ');
}

function ReleaseButton({ id }: { id: string }) {
  const refresh = useRefresh();
  const release = trpc.adminPrizes.releasePayout.useMutation({
    onSuccess: () => {
      toast.success('Payout released.');
      refresh();
    },
    onError: (error) => toast.error(errorText(error, 'Could not release. Please try again.')),
  });
  const { ask, prompt } = useSecondFactorPrompt();
  const confirm = async () => {
    const secondFactorCode = await ask();
    if (secondFactorCode !== null) release.mutate({ id, secondFactorCode });
  };
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={release.isPending}
        onClick={() => void confirm()}
      >
        Release
      </Button>
      {prompt}
    </div>
  );
}

function SettleForms({ id }: { id: string }) {
  const [utr, setUtr] = useState('');
  const [reason, setReason] = useState('');
  const refresh = useRefresh();
  const onError = (error: unknown) => toast.error(errorText(error, 'Could not save. Please try again.'));
  const paid = trpc.adminPrizes.markPayoutPaid.useMutation({
    onSuccess: () => {
      toast.success('Payout marked as paid.');
      refresh();
    },
    onError,
  });
  const failed = trpc.adminPrizes.markPayoutFailed.useMutation({
    onSuccess: () => {
      toast.success('Payout marked as failed; the prize is claimed again.');
      refresh();
    },
    onError,
  });
  return (
    <div className="flex flex-wrap gap-4">
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          paid.mutate({ id, utr });
        }}
      >
        <Input
          aria-label="UTR"
          placeholder="UTR"
          value={utr}
          onChange={(e) => setUtr(e.currentTarget.value)}
          className="w-56"
        />
        <Button type="submit" size="sm" disabled={paid.isPending || utr.trim() === ''}>
          Mark as paid (UTR)
        </Button>
      </form>
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          failed.mutate({ id, reason });
        }}
      >
        <Input
          aria-label="Why it failed"
          placeholder="Why it failed"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          className="w-56"
        />
        <Button type="submit" size="sm" variant="outline" disabled={failed.isPending || reason.trim() === ''}>
          Mark as failed
        </Button>
      </form>
    </div>
  );
}
