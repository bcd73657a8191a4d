import { useState } from 'react';
import { toast } from 'sonner';
import type { ClosePreview } from '../../../../shared/prizes.ts';
import { formatPaise } from '../../../../shared/money.ts';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../load-error.tsx';

// Closing a pool (docs/decisions/0025-championship-rules.md, "Closing a pool and awarding
// prizes"): the organiser sees what the close would award, and what stops it, before closing.

const CHANGE_LABELS: Record<ClosePreview['awards'][number]['change'], string> = {
  new: 'New',
  same: 'Unchanged',
  changed: 'Changed',
};

/** The pool row's "Awards" button and its dialog: the preview of the close, then the close. */
export function ClosePoolButton({ poolId, label }: { poolId: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Awards of ${label}`}>
        Awards
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        title={`Close ${label}`}
        description="The final standings become prize awards by the pass's prize table (none at the Semi-Finals). Closing twice changes nothing."
        className="max-h-[90vh] grid-cols-1 overflow-y-auto sm:max-w-2xl"
      >
        {open && <ClosePreviewView poolId={poolId} />}
      </TitledDialog>
    </>
  );
}

function ClosePreviewView({ poolId }: { poolId: string }) {
  const utils = trpc.useUtils();
  const preview = trpc.adminPrizes.closePreview.useQuery({ id: poolId });
  const close = trpc.adminPrizes.close.useMutation({
    onSuccess: (result) => {
      toast.success(
        result.changed
          ? `Pool closed: ${result.awards.length} ${result.awards.length === 1 ? 'award' : 'awards'}, ${formatPaise(result.awardedPaise)} in all.`
          : 'The pool was closed already; nothing changed.',
      );
      void utils.adminPrizes.closePreview.invalidate({ id: poolId });
    },
    onError: (error) => toast.error(errorText(error, 'Could not close the pool. Please try again.')),
  });
  if (preview.isPending) return <Skeleton className="h-40" aria-label="Loading the awards" />;
  if (preview.isError)
    return <LoadError query={preview} fallback="Could not load the awards. Please try again." />;
  const data = preview.data;
  const closedNow = data.closed !== null && data.closed.reopenedAt === null;
  return (
    <div className="flex min-w-0 flex-col gap-4 text-sm" data-testid="close-preview">
      <CloseState data={data} />
      {data.blockers.length > 0 && (
        <ul
          className="list-disc rounded-md border border-destructive/40 p-3 pl-7"
          aria-label="Why it cannot close yet"
        >
          {data.blockers.map((blocker) => (
            <li key={blocker}>{blocker}</li>
          ))}
        </ul>
      )}
      {data.noCash && <p data-testid="close-no-cash">{data.noCash}</p>}
      <p>
        {data.matchesHeld} matches held · {data.awards.length} awards · {formatPaise(data.awardedPaise)} in
        all
        {data.unawardedPlaces.length > 0 &&
          ` · ${data.unawardedPlaces.length} prize places with no entry that played every match`}
      </p>
      <AwardsTable data={data} />
      {data.voids.length > 0 && (
        <p>Voided on closing: {data.voids.length} earlier awards whose amount or place changed.</p>
      )}
      {data.flagged.length > 0 && (
        <p className="text-destructive">
          {data.flagged.length} paid awards would change: they are not voided (the money has left); settle
          them by hand.
        </p>
      )}
      <Button
        className="self-start"
        disabled={closedNow || data.blockers.length > 0 || close.isPending}
        onClick={() => close.mutate({ id: poolId })}
      >
        {data.closed ? 'Close again' : 'Close pool'}
      </Button>
    </div>
  );
}

function CloseState({ data }: { data: ClosePreview }) {
  if (!data.closed) return <Badge variant="secondary">Open</Badge>;
  if (data.closed.reopenedAt)
    return (
      <p>
        <Badge variant="destructive">Reopened</Badge> A result changed on{' '}
        {formatDateTime(data.closed.reopenedAt)}: close again to correct the awards.
      </p>
    );
  return (
    <p>
      <Badge>Closed</Badge> on {formatDateTime(data.closed.closedAt)} ({data.closed.closes}{' '}
      {data.closed.closes === 1 ? 'close' : 'closes'}).
    </p>
  );
}

function AwardsTable({ data }: { data: ClosePreview }) {
  if (data.noCash) return null;
  if (!data.awards.length)
    return <p className="text-muted-foreground">No awards: no entry played every match.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left" data-testid="awards-table">
        <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {['Rank', 'Entry', 'Places', 'Prize', 'Change'].map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {data.awards.map((award) => (
            <tr key={award.participantId}>
              <td className="px-3 py-2 tabular-nums">{award.rank}</td>
              <th scope="row" className="px-3 py-2 font-medium">
                {award.name}
              </th>
              <td className="px-3 py-2 tabular-nums">{award.places.join(', ')}</td>
              <td className="px-3 py-2 tabular-nums">{formatPaise(award.amountPaise)}</td>
              <td className="px-3 py-2">{CHANGE_LABELS[award.change]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
