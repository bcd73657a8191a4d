import { CalendarPlusIcon, ReceiptIndianRupeeIcon } from 'lucide-react';
import { formatMoney } from '../i18n/format.ts';
import { paths } from '../app/paths.ts';
import { Button } from '../components/ui/button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { errorText } from '../lib/errors.ts';
import { formatDateTime, formatDay } from '../lib/indian-time.ts';
import { trpc } from '../lib/trpc.ts';
import type { RouterOutputs } from '../lib/trpc.ts';
import { qualifierCalendar } from './calendar-file.ts';
import { StepSection } from './step-section.tsx';

type Receipt = RouterOutputs['participant']['receipt'];

/** The payment's receipt and the qualifier's matches, with their calendar file. */
export function ReceiptSection({ participantId }: { participantId: string }) {
  const receipt = trpc.participant.receipt.useQuery({ id: participantId }, { staleTime: Infinity });

  if (receipt.isPending) {
    return (
      <div aria-busy="true" className="grid gap-2 rounded-lg border p-4">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (receipt.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
        <p>{errorText(receipt.error, 'Failed to load the receipt')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void receipt.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return <ReceiptDetails receipt={receipt.data} />;
}

function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const [first] = receipt.matches;
  const rows = [
    {
      term: 'Amount paid',
      value: `${formatMoney(receipt.amount)}${receipt.couponCode ? ` (coupon ${receipt.couponCode})` : ''}`,
    },
    { term: 'Payment reference', value: receipt.gatewayReference ?? receipt.paymentId, mono: true },
    { term: 'Paid on', value: formatDateTime(receipt.paidAt) },
    { term: 'Pass', value: `${receipt.gameName} · ${receipt.passName}` },
    { term: 'Qualifier group', value: `Group ${receipt.groupNumber}` },
    ...(first ? [{ term: 'First match', value: formatDateTime(first.scheduledAt) }] : []),
  ];

  return (
    <StepSection
      title={
        <>
          <ReceiptIndianRupeeIcon aria-hidden="true" className="size-4 text-primary" />
          Payment Receipt
        </>
      }
    >
      <dl className="grid gap-2 text-sm" data-testid="receipt">
        {rows.map((row) => (
          <div key={row.term} className="flex items-baseline justify-between gap-4">
            <dt className="shrink-0 text-muted-foreground">{row.term}</dt>
            <dd className={row.mono ? 'min-w-0 font-mono text-xs break-all' : 'text-right font-medium'}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {receipt.matches.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground">
            Your {receipt.matches.length} qualifier matches:{' '}
            {receipt.matches.map((match) => formatDay(match.scheduledAt)).join(', ')}.
          </p>
          <Button type="button" variant="outline" onClick={() => downloadCalendar(receipt)}>
            <CalendarPlusIcon aria-hidden="true" />
            Add to calendar
          </Button>
        </>
      )}
    </StepSection>
  );
}

/** Saves the matches as an .ics file, which phones open in their calendar app. */
function downloadCalendar(receipt: Receipt) {
  const text = qualifierCalendar({
    participantId: receipt.participantId,
    gameName: receipt.gameName,
    matches: receipt.matches,
    dashboardUrl: new URL(paths.dashboard, window.location.origin).href,
    host: window.location.hostname,
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${receipt.gameName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-qualifier.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the object URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
