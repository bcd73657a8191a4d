import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { COUPON_KINDS, type CouponKind, type CouponView } from '../../../../shared/coupons.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, FormError } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../load-error.tsx';
import { cn } from '../../../lib/utils.ts';
import { ConfirmButton, EditLink } from '../row-actions.tsx';
import { STACKED_CELL, StackedTable } from '../stacked-table.tsx';
import {
  couponInput,
  couponValues,
  discountText,
  EMPTY_COUPON,
  usesText,
  windowText,
  type CouponFormValues,
} from './coupon-form.ts';

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
        <CouponForm key={NEW} onDone={close} />
      ) : open && editing ? (
        <CouponForm key={editing.code} coupon={editing} onDone={close} />
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

function CouponActions({ coupon, editHref }: { coupon: CouponView; editHref: string }) {
  const utils = trpc.useUtils();
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
  return (
    <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
      <EditLink href={editHref} name={coupon.code} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={toggle.isPending}
        aria-label={`${coupon.active ? 'Disable' : 'Enable'} ${coupon.code}`}
        onClick={() => toggle.mutate({ code: coupon.code, active: !coupon.active })}
      >
        {coupon.active ? 'Disable' : 'Enable'}
      </Button>
      <ConfirmButton
        label="Delete"
        accessibleName={`Delete ${coupon.code}`}
        title={`Delete ${coupon.code}?`}
        description={
          coupon.uses > 0
            ? 'It has been used, so it is disabled instead: its payments keep their discount.'
            : 'Players can no longer enter it. This cannot be undone.'
        }
        disabled={remove.isPending}
        onConfirm={() => remove.mutate({ code: coupon.code })}
      />
    </div>
  );
}

type TextField = 'code' | 'value' | 'validFrom' | 'validUntil' | 'maxUses' | 'maxUsesPerPlayer';

/** Adds a coupon, or edits one (its code stays); the server's refusals are shown by their fields. */
function CouponForm({ coupon, onDone }: { coupon?: CouponView; onDone: () => void }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<CouponFormValues>(coupon ? couponValues(coupon) : EMPTY_COUPON);
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const options = {
    onSuccess: (saved: CouponView) => {
      toast.success(coupon ? `${saved.code} is saved.` : `${saved.code} is added.`);
      onDone();
    },
    onSettled: () => utils.adminCoupons.invalidate(),
  };
  const create = trpc.adminCoupons.create.useMutation(options);
  const update = trpc.adminCoupons.update.useMutation(options);
  const save = coupon ? update : create;
  const fieldErrors: Record<string, string> = save.error?.data?.fieldErrors ?? {};
  // A refusal the fields show is not repeated under the form.
  const message =
    save.isError && Object.keys(fieldErrors).length === 0
      ? errorText(save.error, 'Could not save the coupon. Please try again.')
      : null;
  const fieldMessage = (name: string) => fieldErrors[name];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = couponInput(values);
    if (coupon) update.mutate(input);
    else create.mutate(input);
  };

  const text = (name: TextField, label: string, props: ComponentProps<typeof Input> = {}) => (
    <div className="grid content-start gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={values[name]}
        aria-invalid={fieldMessage(name) ? true : undefined}
        aria-describedby={fieldMessage(name) ? `${id}-${name}-error` : undefined}
        onChange={(event) => set(name, event.target.value)}
        {...props}
      />
      <FieldError id={`${id}-${name}-error`}>{fieldMessage(name)}</FieldError>
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={coupon ? `Edit ${coupon.code}` : 'Add a coupon'}
      className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6"
    >
      <h2 className="text-lg font-semibold">{coupon ? `Edit ${coupon.code}` : 'Add a coupon'}</h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text('code', 'Code', {
          disabled: Boolean(coupon),
          autoComplete: 'off',
          spellCheck: false,
          maxLength: 40,
          className: 'font-mono uppercase',
        })}
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-kind`}>Kind</Label>
          <NativeSelect
            id={`${id}-kind`}
            value={values.kind}
            onChange={(event) => set('kind', event.target.value as CouponKind)}
          >
            {COUPON_KINDS.map((kind) => (
              <NativeSelectOption key={kind} value={kind}>
                {kind === 'percent' ? 'Percent off' : 'Rupees off'}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        {text('value', values.kind === 'percent' ? 'Percent off' : 'Rupees off (₹)', {
          inputMode: 'numeric',
        })}
        {text('validFrom', 'First day (IST)', { type: 'date' })}
        {text('validUntil', 'Last day (IST)', { type: 'date' })}
        {text('maxUses', 'Uses in all', { inputMode: 'numeric', placeholder: 'No limit' })}
        {text('maxUsesPerPlayer', 'Uses per player', { inputMode: 'numeric', placeholder: 'No limit' })}
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={values.active}
            onChange={(event) => set('active', event.target.checked)}
          />
          Active
        </label>
      </div>
      <FormError message={message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {coupon ? 'Save coupon' : 'Add coupon'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
