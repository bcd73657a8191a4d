import { useState } from 'react';
import { toast } from 'sonner';
import type { ClaimPreview } from '../../../shared/payouts.ts';
import { TitledDialog } from '../../components/titled-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatCount, formatPaise } from '../../i18n/format.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { PayoutDetailsForm } from './payout-details-form.tsx';
import { m } from '../../../paraglide/messages.js';

// The claim screen (docs/decisions/0026-prize-payouts.md, "Claim"): payout details once per
// account (masked afterwards, "Change" asks for the password), then gross, TDS and net, confirmed.

export function ClaimPrizeDialog({
  awardId,
  open,
  onOpenChange,
}: {
  awardId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preview = trpc.prizes.claimPreview.useQuery({ awardId }, { enabled: open });
  const [editing, setEditing] = useState(false);
  return (
    <TitledDialog
      title={m.account_claim_title()}
      description={m.account_claim_description()}
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto"
    >
      {preview.isPending ? (
        <Spinner />
      ) : preview.error ? (
        <FormError message={errorText(preview.error, m.account_claim_loading_failed())} />
      ) : !preview.data.payoutDetails || editing ? (
        <section className="grid gap-3" aria-label={m.account_claim_payout_details()}>
          <PayoutDetailsForm
            changing={preview.data.payoutDetails !== null}
            onSaved={() => setEditing(false)}
          />
          {editing && (
            <Button
              type="button"
              variant="ghost"
              className="w-full sm:w-fit"
              onClick={() => setEditing(false)}
            >
              {m.account_claim_keep()}
            </Button>
          )}
        </section>
      ) : (
        <ClaimSummary
          claim={preview.data}
          onChange={() => setEditing(true)}
          onClaimed={() => onOpenChange(false)}
        />
      )}
    </TitledDialog>
  );
}

function ClaimSummary({
  claim,
  onChange,
  onClaimed,
}: {
  claim: ClaimPreview;
  onChange: () => void;
  onClaimed: () => void;
}) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const details = claim.payoutDetails!;
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const claimed = await utils.client.prizes.claim.mutate({ awardId: claim.awardId });
      await Promise.all([utils.dashboard.invalidate(), utils.prizes.invalidate()]);
      toast.success(m.account_claim_done({ amount: formatPaise(claimed.netPaise) }));
      onClaimed();
    } catch (caught) {
      setError(errorText(caught, m.account_claim_failed()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-4">
      <section className="grid gap-1 rounded-md border p-3 text-sm" data-testid="payout-details">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-medium">{m.account_claim_payout_details()}</h3>
          <Button type="button" variant="outline" size="sm" onClick={onChange}>
            {m.account_claim_change()}
          </Button>
        </div>
        <p>
          {m.account_claim_pan()}: <span className="font-mono">{details.pan}</span> · {details.panName}
        </p>
        <p>
          {details.method === 'upi' ? m.account_claim_method_upi() : m.account_claim_method_bank()}:{' '}
          <span className="font-mono">{details.destination}</span>
          {details.ifsc && ` · ${details.ifsc}`}
        </p>
      </section>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm" data-testid="claim-figures">
        <dt>{m.account_claim_gross()}</dt>
        <dd className="text-right font-medium">{formatPaise(claim.grossPaise)}</dd>
        <dt>{m.account_claim_tds({ rate: formatCount(claim.tax?.ratePercent ?? 0) })}</dt>
        <dd className="text-right font-medium">− {formatPaise(claim.tdsPaise)}</dd>
        <dt className="font-semibold">{m.account_claim_net()}</dt>
        <dd className="text-right font-semibold" data-testid="claim-net">
          {formatPaise(claim.netPaise)}
        </dd>
      </dl>
      {claim.tax && (
        <p className="text-xs text-muted-foreground">
          {m.account_claim_tax_note({
            year: claim.tax.financialYear,
            prizes: formatPaise(claim.tax.earlierPrizesPaise + claim.grossPaise),
            fees: formatPaise(claim.tax.entryFeesPaise),
            taxed: formatPaise(claim.tax.alreadyTaxedPaise),
          })}
        </p>
      )}
      <FormError message={error} />
      <Button type="button" className="w-full sm:w-fit" disabled={busy} onClick={() => void confirm()}>
        {busy && <Spinner />}
        {busy ? m.account_claim_claiming() : m.account_claim_confirm()}
      </Button>
    </div>
  );
}
