import type { ReactNode } from 'react';
import { DownloadIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatLabel } from '../../lib/registration-labels.ts';
import { useTierTexts, type TierWords } from '../../lib/tier-texts.ts';
import type { Transaction } from '../outputs.ts';
import { TitledDialog } from '../../components/titled-dialog.tsx';
import { formatDateTime } from '../../lib/indian-time.ts';
import { passNameLabel, transactionStatusLabel } from '../format.ts';
import { EntryFeeLine } from '../../components/e-sport-notes.tsx';
import { WaitingPaymentActions } from './waiting-payment-actions.tsx';
import { m } from '../../../paraglide/messages.js';

const STATUS_VARIANTS = { completed: 'default', pending: 'secondary', failed: 'destructive' } as const;

/** "Pass purchase" / "Refund", as the server names a transaction's kind. */
export const transactionType = (transaction: Transaction): string =>
  transaction.kind === 'refund' ? m.account_transaction_type_refund() : m.account_transaction_type_purchase();

/** "Max Pass for Valorant (Solo, High Risk)", or "Refund of ..." for a refund, in the page's language. */
export function transactionDescription(transaction: Transaction, tiers: TierWords): string {
  const values = {
    pass: passNameLabel(transaction.passType),
    game: transaction.game,
    mode: formatLabel(transaction.mode),
    risk: tiers.name(transaction.riskCategory),
  };
  return transaction.kind === 'refund'
    ? m.account_transaction_refund_description(values)
    : m.account_transaction_description(values);
}

export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{transactionStatusLabel(status)}</Badge>;
}

/** docs/product.md's transaction details: id, type, amount, status, date, game, pass type, mode, risk, description. */
export function TransactionDialog({
  transaction,
  open,
  onOpenChange,
}: {
  transaction: Transaction | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const tiers = useTierTexts();
  return (
    <TitledDialog
      title={m.account_transaction_details()}
      description={transaction ? transactionDescription(transaction, tiers) : undefined}
      open={open && transaction !== null}
      onOpenChange={onOpenChange}
    >
      {transaction && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <Row label={m.account_transaction_id()}>
            <span className="font-mono break-all">{transaction.id}</span>
          </Row>
          <Row label={m.account_type()}>{transactionType(transaction)}</Row>
          <Row label={m.account_amount()}>
            <span className="block">{formatMoney(transaction.amount)}</span>
            {transaction.kind !== 'refund' && <EntryFeeLine className="block" />}
          </Row>
          <Row label={m.account_status()}>
            <TransactionStatusBadge status={transaction.status} />
          </Row>
          <Row label={m.account_date()}>{formatDateTime(transaction.date)}</Row>
          <Row label={m.account_game()}>{transaction.game}</Row>
          <Row label={m.account_pass_type()}>{passNameLabel(transaction.passType)}</Row>
          <Row label={m.account_mode()}>{formatLabel(transaction.mode)}</Row>
          <Row label={m.account_risk_category()}>{tiers.name(transaction.riskCategory)}</Row>
          <Row label={m.account_description()}>{transactionDescription(transaction, tiers)}</Row>
        </dl>
      )}
      {transaction?.document && (
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <a href={transaction.document.pdfUrl} download>
            <DownloadIcon aria-hidden="true" />
            {transaction.kind === 'refund' ? m.account_download_credit_note() : m.account_download_invoice()}
          </a>
        </Button>
      )}
      {transaction?.waiting && (
        <WaitingPaymentActions transaction={transaction} onDone={() => onOpenChange(false)} />
      )}
    </TitledDialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
