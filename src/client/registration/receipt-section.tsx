import { CalendarPlusIcon, DownloadIcon, ReceiptIndianRupeeIcon } from 'lucide-react';
import { formatCount, formatMoney } from '../i18n/format.ts';
import { paths } from '../app/paths.ts';
import { Button } from '../components/ui/button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { errorText } from '../lib/errors.ts';
import { formatDateTime, formatDay } from '../lib/indian-time.ts';
import { trpc } from '../lib/trpc.ts';
import type { RouterOutputs } from '../lib/trpc.ts';
import { qualifierCalendar } from './calendar-file.ts';
import { StepSection } from './step-section.tsx';
import { passNameText } from '../lib/registration-labels.ts';
import { m } from '../../paraglide/messages.js';

type Receipt = RouterOutputs['registration']['receipt'];

/** The payment's receipt and the qualifier's matches, with their calendar file. */
export function ReceiptSection({ participantId }: { participantId: string }) {
  const receipt = trpc.registration.receipt.useQuery({ id: participantId }, { staleTime: Infinity });

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
        <p>{errorText(receipt.error, m.registration_receipt_failed())}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void receipt.refetch()}>
          {m.registration_try_again()}
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
      term: m.registration_receipt_amount_paid(),
      value: receipt.couponCode
        ? m.registration_receipt_with_coupon({
            amount: formatMoney(receipt.amount),
            code: receipt.couponCode,
          })
        : formatMoney(receipt.amount),
    },
    {
      term: m.registration_receipt_reference(),
      value: receipt.gatewayReference ?? receipt.paymentId,
      mono: true,
    },
    { term: m.registration_receipt_paid_on(), value: formatDateTime(receipt.paidAt) },
    { term: m.registration_term_pass(), value: `${receipt.gameName} · ${passNameText(receipt.passName)}` },
    {
      term: m.registration_receipt_group(),
      value: m.registration_receipt_group_number({ number: receipt.groupNumber }),
    },
    ...(first
      ? [{ term: m.registration_receipt_first_match(), value: formatDateTime(first.scheduledAt) }]
      : []),
    ...(receipt.invoice
      ? [{ term: m.registration_receipt_invoice_number(), value: receipt.invoice.number, mono: true }]
      : []),
  ];

  return (
    <StepSection
      title={
        <>
          <ReceiptIndianRupeeIcon aria-hidden="true" className="size-4 text-primary" />
          {m.registration_receipt_title()}
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
      <p className="text-xs text-muted-foreground" data-testid="entry-fee-note">
        {m.fee_entry_participation()}
      </p>
      {receipt.invoice && (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={receipt.invoice.pdfUrl} download>
              <DownloadIcon aria-hidden="true" />
              {m.registration_download_invoice()}
            </a>
          </Button>
          {receipt.creditNotes.map((note) => (
            <Button key={note.id} asChild variant="outline">
              <a href={note.pdfUrl} download>
                <DownloadIcon aria-hidden="true" />
                {m.registration_download_credit_note({ number: note.number })}
              </a>
            </Button>
          ))}
        </div>
      )}
      {receipt.matches.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground">
            {m.registration_receipt_matches({
              count: formatCount(receipt.matches.length),
              days: receipt.matches.map((match) => formatDay(match.scheduledAt)).join(', '),
            })}
          </p>
          <Button type="button" variant="outline" onClick={() => downloadCalendar(receipt)}>
            <CalendarPlusIcon aria-hidden="true" />
            {m.registration_add_to_calendar()}
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
    words: {
      summary: (game, number) => m.registration_calendar_summary({ game, number }),
      description: (minutes, url) => m.registration_calendar_description({ minutes, url }),
      alarm: (game, number) => m.registration_calendar_alarm({ game, number }),
    },
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
