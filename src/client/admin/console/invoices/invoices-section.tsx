import { useSearchParams } from 'react-router-dom';
import { Download } from 'lucide-react';
import { indianMonth } from '../../../../shared/india-time.ts';
import { adminInvoicePdfPath, type InvoiceMonthList } from '../../../../shared/invoices.ts';
import { formatPaise } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../load-error.tsx';
import { STACKED_CELL, StackedTable } from '../stacked-table.tsx';

// The console's Invoices (docs/decisions/0027-invoices-and-data-rights.md): a month's tax invoices
// and credit notes, each downloadable, and the month as the CSV a GSTR-1 filing needs. The month
// is in the URL (`month`), so a view can be reloaded and shared.

const MONTH_PARAM = 'month';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const COLUMNS = ['Number', 'Date', 'Recipient', 'Place of supply', 'Taxable', 'GST', 'Total'] as const;

type TaxDocumentRow = InvoiceMonthList['items'][number];

/** The console's Invoices section. */
export function InvoicesSection() {
  const [params, setParams] = useSearchParams();
  const given = params.get(MONTH_PARAM);
  const month = given && MONTH.test(given) ? given : indianMonth(new Date());
  const documents = trpc.adminInvoices.month.useQuery({ month });
  const setMonth = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (MONTH.test(value)) next.set(MONTH_PARAM, value);
      return next;
    });

  return (
    <section aria-label="Invoices" className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Every paid pass gets a GST tax invoice, and every refund a credit note, numbered per financial year.
        The supplier&apos;s name, address, GSTIN, state, the rate and the SAC code are settings (GST_*,
        GSTIN); a change applies to the next document only.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="invoices-month">Month</Label>
          <Input
            id="invoices-month"
            type="month"
            className="w-44"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
        <Button asChild variant="outline">
          <a href={`/admin/invoices/gstr1.csv?month=${month}`} download>
            <Download aria-hidden="true" />
            Download GSTR-1 CSV
          </a>
        </Button>
      </div>
      {documents.isPending ? (
        <Skeleton className="h-24" aria-busy="true" aria-label="Loading the invoices" />
      ) : documents.isError ? (
        <LoadError query={documents} fallback="Could not load the invoices. Please try again." />
      ) : documents.data.items.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">
          No invoices or credit notes this month.
        </p>
      ) : (
        <StackedTable caption={`Tax invoices and credit notes of ${month}`} columns={COLUMNS}>
          {documents.data.items.map((doc) => (
            <DocumentRow key={doc.id} doc={doc} />
          ))}
        </StackedTable>
      )}
    </section>
  );
}

function DocumentRow({ doc }: { doc: TaxDocumentRow }) {
  const credit = doc.kind === 'credit_note';
  const tax = doc.cgstPaise + doc.sgstPaise + doc.igstPaise;
  const kind = credit ? 'Credit note' : 'Invoice';
  return (
    <tr className="max-sm:block max-sm:py-2">
      <td className={STACKED_CELL} data-label="Number">
        <span className="font-medium tabular-nums">{doc.number}</span>
        <span className="block text-xs text-muted-foreground">
          {kind}
          {doc.against && ` against ${doc.against.number}`}
        </span>
      </td>
      <td className={STACKED_CELL} data-label="Date">
        {doc.issuedOn}
      </td>
      <td className={STACKED_CELL} data-label="Recipient">
        <bdi>{doc.recipient.name}</bdi>
      </td>
      <td className={STACKED_CELL} data-label="Place of supply">
        {doc.placeOfSupply.name} ({doc.placeOfSupply.code})
      </td>
      <td className={`${STACKED_CELL} tabular-nums`} data-label="Taxable">
        {formatPaise(doc.taxablePaise)}
      </td>
      <td className={`${STACKED_CELL} tabular-nums`} data-label="GST">
        {formatPaise(tax)} {doc.igstPaise > 0 ? 'IGST' : 'CGST + SGST'}
      </td>
      <td className={`${STACKED_CELL} tabular-nums`} data-label="Total">
        {formatPaise(doc.totalPaise)}
      </td>
      <td className={STACKED_CELL}>
        <Button asChild variant="outline" size="sm">
          <a
            href={adminInvoicePdfPath(doc.id)}
            download
            aria-label={`PDF of ${kind.toLowerCase()} ${doc.number}`}
          >
            <Download aria-hidden="true" />
            PDF
          </a>
        </Button>
      </td>
    </tr>
  );
}
