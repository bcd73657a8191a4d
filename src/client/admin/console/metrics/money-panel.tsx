import { keepPreviousData } from '@tanstack/react-query';
import type { Books } from '../../../../shared/books.ts';
import { formatPaise } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { FigureTable } from './figure-table.tsx';
import { monthName } from './metrics-data.ts';

// The Overview's money (docs/decisions/0026-prize-payouts.md, "Books"): the ledger's twelve months
// up to the month shown, and whether the ledger agrees with the payments, refunds, awards and
// payouts it was booked from.

const HEAD = [
  'Month',
  'Fees received',
  'Refunds',
  'Net fees',
  'Prizes awarded',
  'Voided',
  'Paid (gross)',
  'TDS withheld',
  'Net sent',
  'Reversed',
  'Pending at month end',
  'TDS payable',
];

export function MoneyPanel({ month }: { month: string }) {
  const books = trpc.adminBooks.months.useQuery({ to: month }, { placeholderData: keepPreviousData });
  if (books.isPending) return <Skeleton className="h-40" aria-label="Loading the books" />;
  if (books.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p>{errorText(books.error, 'Failed to load the books')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void books.refetch()}>
          Try Again
        </Button>
      </div>
    );
  return <MoneyFigures books={books.data} updating={books.isFetching} />;
}

function MoneyFigures({ books, updating }: { books: Books; updating: boolean }) {
  const rows = [...books.months].reverse().map((m) => ({
    key: m.month,
    label: monthName(m.month),
    figures: [
      m.feesReceivedPaise,
      m.refundsPaise,
      m.netFeesPaise,
      m.prizesAwardedPaise,
      m.prizesVoidedPaise,
      m.paidGrossPaise,
      m.tdsWithheldPaise,
      m.netSentPaise,
      m.reversedPaise,
      m.pendingPaise,
      m.tdsPayablePaise,
    ].map(formatPaise),
  }));
  return (
    <div aria-busy={updating} className="flex flex-col gap-3">
      {/* Scrolls on its own, so it takes the keyboard's focus to scroll by keys (axe: scrollable-region-focusable). */}
      <div
        className="max-h-96 overflow-auto"
        data-testid="overview-money"
        tabIndex={0}
        role="region"
        aria-label="Money per month"
      >
        <FigureTable
          caption={`Money per month, ${monthName(books.from)} to ${monthName(books.to)}`}
          headClassName="sticky top-0 bg-card"
          head={HEAD}
          rows={rows}
        />
      </div>
      <Reconciliation reconciliation={books.reconciliation} />
    </div>
  );
}

function Reconciliation({ reconciliation }: { reconciliation: Books['reconciliation'] }) {
  const failed = reconciliation.checks.filter((c) => !c.ok);
  return (
    <details className="text-sm" data-testid="overview-reconciliation">
      <summary
        className={
          reconciliation.ok
            ? 'cursor-pointer text-muted-foreground hover:text-foreground'
            : 'cursor-pointer font-medium text-destructive'
        }
      >
        {reconciliation.ok
          ? `The books reconcile: all ${reconciliation.checks.length} checks hold (fees − refunds; awarded = paid + pending + voided; paid gross = net sent + TDS).`
          : `The books do not reconcile: ${failed.length} of ${reconciliation.checks.length} checks fail (${failed.map((c) => c.label).join('; ')}).`}
      </summary>
      <div className="mt-3 overflow-x-auto">
        <FigureTable
          head={['Check', 'Ledger', 'Payments, awards and payouts', 'Holds']}
          rows={reconciliation.checks.map((c) => ({
            key: c.check,
            label: c.label,
            figures: [formatPaise(c.ledgerPaise), formatPaise(c.sourcePaise), c.ok ? 'Yes' : 'No'],
          }))}
        />
      </div>
    </details>
  );
}
