import type { ReactNode } from 'react';
import { formatMoney } from '../../i18n/format.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { FORMAT_LABELS, RISK_LABELS } from '../../registration/labels.ts';
import type { Transaction } from '../outputs.ts';
import { TitledDialog } from '../../components/titled-dialog.tsx';
import { formatDateTime } from '../../lib/indian-time.ts';
import { TRANSACTION_STATUS_LABELS } from '../format.ts';
import { WaitingPaymentActions } from './waiting-payment-actions.tsx';

const STATUS_VARIANTS = { completed: 'default', pending: 'secondary', failed: 'destructive' } as const;

export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{TRANSACTION_STATUS_LABELS[status]}</Badge>;
}

/** The spec's transaction details: id, type, amount, status, date, game, pass type, mode, risk, description. */
export function TransactionDialog({
  transaction,
  open,
  onOpenChange,
}: {
  transaction: Transaction | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <TitledDialog
      title="Transaction Details"
      description={transaction?.description}
      open={open && transaction !== null}
      onOpenChange={onOpenChange}
    >
      {transaction && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <Row label="Transaction ID">
            <span className="font-mono break-all">{transaction.id}</span>
          </Row>
          <Row label="Type">{transaction.type}</Row>
          <Row label="Amount">{formatMoney(transaction.amount)}</Row>
          <Row label="Status">
            <TransactionStatusBadge status={transaction.status} />
          </Row>
          <Row label="Date">{formatDateTime(transaction.date)}</Row>
          <Row label="Game">{transaction.game}</Row>
          <Row label="Pass Type">{transaction.passType}</Row>
          <Row label="Mode">{FORMAT_LABELS[transaction.mode]}</Row>
          <Row label="Risk Category">{RISK_LABELS[transaction.riskCategory]}</Row>
          <Row label="Description">{transaction.description}</Row>
        </dl>
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
