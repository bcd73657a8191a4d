import { Link, useSearchParams } from 'react-router-dom';
import type { CouponView } from '../../../../shared/coupons.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { cn } from '../../../lib/utils.ts';
import { LoadError } from '../load-error.tsx';
import { STACKED_CELL, StackedTable } from '../stacked-table.tsx';
import { CouponActions } from './coupon-actions.tsx';
import { CouponEditor } from './coupon-editor.tsx';
import { discountText, usesText, windowText } from './coupon-form.ts';

// The console's Coupons section. The open form is in the URL next to `section=coupons`:
// `coupon=new` to add one, `coupon=<CODE>` to edit it.

const NEW = 'new';

/** Every coupon with its uses; add, edit, disable or delete one. */
export function CouponsSection() {
  const [params, setParams] = useSearchParams();
  const open = params.get('coupon');
  const coupons = trpc.adminCoupons.list.useQuery();
  const hrefFor = (coupon: string | null) => {
    const next = new URLSearchParams(params);
    if (coupon) next.set('coupon', coupon);
    else next.delete('coupon');
    return `?${next.toString()}`;
  };
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('coupon');
      return next;
    });
  const editing = open && open !== NEW ? coupons.data?.find((coupon) => coupon.code === open) : undefined;

  return (
    <section aria-label="Coupons" className="flex flex-col gap-4">
      {open === NEW ? (
        <CouponEditor key={NEW} onDone={close} />
      ) : open && editing ? (
        <CouponEditor key={editing.code} coupon={editing} onDone={close} />
      ) : open && coupons.data ? (
        <FormError message={`No coupon ${open}.`} />
      ) : (
        <Button asChild className="self-start">
          <Link to={hrefFor(NEW)}>Add coupon</Link>
        </Button>
      )}

      {coupons.isPending ? (
        <Skeleton className="h-40" />
      ) : coupons.isError ? (
        <LoadError query={coupons} fallback="Could not load the coupons. Please try again." />
      ) : coupons.data.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-sm text-muted-foreground">
          No coupons yet. Players can enter one at checkout once it is added.
        </p>
      ) : (
        <CouponTable coupons={coupons.data} editHref={hrefFor} />
      )}
    </section>
  );
}

function CouponTable({ coupons, editHref }: { coupons: CouponView[]; editHref: (code: string) => string }) {
  return (
    <StackedTable caption="Coupons" columns={['Code', 'Discount', 'Valid (IST)', 'Uses', 'Status']}>
      {coupons.map((coupon) => (
        <tr key={coupon.code} className="max-sm:block max-sm:py-2">
          <td data-label="Code" className={cn(STACKED_CELL, 'font-mono font-medium')}>
            {coupon.code}
          </td>
          <td data-label="Discount" className={STACKED_CELL}>
            {discountText(coupon)}
          </td>
          <td data-label="Valid" className={STACKED_CELL}>
            {windowText(coupon, formatDate)}
          </td>
          <td data-label="Uses" className={cn(STACKED_CELL, 'tabular-nums')}>
            {usesText(coupon)}
          </td>
          <td data-label="Status" className={STACKED_CELL}>
            {coupon.active ? <Badge>Active</Badge> : <Badge variant="secondary">Disabled</Badge>}
          </td>
          <td className="px-3 py-1 sm:py-2">
            <CouponActions coupon={coupon} editHref={editHref(coupon.code)} />
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
