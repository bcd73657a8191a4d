import { useState } from 'react';
import { ChevronRightIcon } from 'lucide-react';
import { formatMoney } from '../../i18n/format.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { trpc } from '../../lib/trpc.ts';
import type { Transaction } from '../outputs.ts';
import { formatDate } from '../../lib/indian-time.ts';
import { PAGE_SIZE, PagedList, nextCursor } from '../paged-list.tsx';
import {
  TransactionDialog,
  TransactionStatusBadge,
  transactionDescription,
  transactionType,
} from './transaction-dialog.tsx';
import { useTierTexts } from '../../lib/tier-texts.ts';
import { EntryFeeLine } from '../../components/e-sport-notes.tsx';
import { TaxStatementSection } from '../tax/tax-statement.tsx';
import { m } from '../../../paraglide/messages.js';

/** Transactions: the player's payments, newest first, each opening its details; then the tax statement. */
export function TransactionsTab() {
  const transactions = trpc.dashboard.transactions.useInfiniteQuery(
    { limit: PAGE_SIZE },
    { getNextPageParam: nextCursor },
  );
  // The last one opened stays in the dialog while it animates closed.
  const [selected, setSelected] = useState<Transaction | null>(null);
  const [open, setOpen] = useState(false);
  const tiers = useTierTexts();

  return (
    <>
      <PagedList
        query={transactions}
        emptyTitle={m.account_no_transactions_title()}
        emptyText={m.account_no_transactions_text()}
      >
        {(items) => (
          <Card className="py-2">
            <CardContent className="px-2">
              <ul className="divide-y">
                {items.map((transaction) => (
                  <li key={transaction.id}>
                    <button
                      type="button"
                      className="flex w-full items-center gap-3 rounded-md px-3 py-3 text-left hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                      aria-haspopup="dialog"
                      onClick={() => {
                        setSelected(transaction);
                        setOpen(true);
                      }}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">
                          {transactionDescription(transaction, tiers)}
                        </span>
                        <span className="block text-xs text-muted-foreground">
                          {transactionType(transaction)} · {formatDate(transaction.date)}
                        </span>
                      </span>
                      <span className="flex flex-col items-end gap-1">
                        <span className="font-semibold">{formatMoney(transaction.amount)}</span>
                        {transaction.kind !== 'refund' && <EntryFeeLine />}
                        <TransactionStatusBadge status={transaction.status} />
                      </span>
                      <ChevronRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                    </button>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </PagedList>
      <TransactionDialog transaction={selected} open={open} onOpenChange={setOpen} />
      <TaxStatementSection />
    </>
  );
}
