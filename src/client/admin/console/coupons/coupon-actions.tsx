import { useState } from 'react';
import { toast } from 'sonner';
import type { CouponView } from '../../../../shared/coupons.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EditLink } from '../row-actions.tsx';

/** A row's Edit, Disable (or Enable) and Delete; disabling and deleting are confirmed first. */
export function CouponActions({ coupon, editHref }: { coupon: CouponView; editHref: string }) {
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState<'disable' | 'delete' | null>(null);
  const refetch = () => utils.adminCoupons.invalidate();
  const toggle = trpc.adminCoupons.update.useMutation({
    onSuccess: (saved) => toast.success(`${saved.code} is ${saved.active ? 'active' : 'disabled'}.`),
    onError: (error) => toast.error(errorText(error, 'Could not change the coupon. Please try again.')),
    onSettled: refetch,
  });
  const remove = trpc.adminCoupons.delete.useMutation({
    onSuccess: ({ code, deleted }) =>
      toast.success(deleted ? `${code} is deleted.` : `${code} has been used, so it is disabled instead.`),
    onError: (error) => toast.error(errorText(error, 'Could not delete the coupon. Please try again.')),
    onSettled: refetch,
  });
  const setActive = (active: boolean) => toggle.mutate({ code: coupon.code, active });
  const cancel = () => setAsking(null);

  return (
    <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
      <EditLink href={editHref} name={coupon.code} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={toggle.isPending}
        aria-label={`${coupon.active ? 'Disable' : 'Enable'} ${coupon.code}`}
        // Enabling takes nothing away, so only disabling asks first.
        onClick={() => (coupon.active ? setAsking('disable') : setActive(true))}
      >
        {coupon.active ? 'Disable' : 'Enable'}
      </Button>
      <Button
        type="button"
        variant="destructive"
        size="sm"
        disabled={remove.isPending}
        aria-label={`Delete ${coupon.code}`}
        onClick={() => setAsking('delete')}
      >
        Delete
      </Button>
      <ConfirmDialog
        cancel="Cancel"
        open={asking === 'disable'}
        onCancel={cancel}
        onConfirm={() => setActive(false)}
        title={`Disable ${coupon.code}?`}
        action="Disable"
      >
        Players can no longer enter it until it is enabled again; payments made with it keep their discount.
      </ConfirmDialog>
      <ConfirmDialog
        cancel="Cancel"
        open={asking === 'delete'}
        onCancel={cancel}
        onConfirm={() => remove.mutate({ code: coupon.code })}
        title={`Delete ${coupon.code}?`}
        action="Delete"
      >
        {coupon.uses > 0
          ? 'It has been used, so it is disabled instead: its payments keep their discount.'
          : 'Players can no longer enter it. This cannot be undone.'}
      </ConfirmDialog>
    </div>
  );
}
