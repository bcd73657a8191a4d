import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { COUPON_KINDS, type CouponCreate, type CouponView } from '../../../../shared/coupons.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Field, FieldError, FormError, TextField } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { showServerError } from '../../../lib/server-field-errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import {
  COUPON_FIELDS,
  couponFormSchema,
  couponValues,
  EMPTY_COUPON,
  type CouponFormValues,
} from './coupon-form.ts';

const FORM_ID = 'coupon-form';
const CODE_TAKEN = 'A coupon with this code already exists.';

/** Adds a coupon, or edits one (its code stays); what is wrong is shown by its field. */
export function CouponEditor({ coupon, onDone }: { coupon?: CouponView; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<CouponFormValues, unknown, CouponCreate>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: coupon ? couponValues(coupon) : EMPTY_COUPON,
  });
  const create = trpc.adminCoupons.create.useMutation();
  const update = trpc.adminCoupons.update.useMutation();
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const title = coupon ? `Edit ${coupon.code}` : 'Add a coupon';

  const submit = form.handleSubmit(async (input) => {
    form.clearErrors('root.server');
    try {
      const saved = coupon ? await update.mutateAsync(input) : await create.mutateAsync(input);
      toast.success(coupon ? `${saved.code} is saved.` : `${saved.code} is added.`);
      void utils.adminCoupons.invalidate();
      onDone();
    } catch (error) {
      const taken = error instanceof Error && error.message === CODE_TAKEN;
      showServerError(form, error, {
        fields: COUPON_FIELDS,
        fallback: 'Could not save the coupon. Please try again.',
        ...(taken ? { named: { code: CODE_TAKEN } } : {}),
      });
    }
  });

  const text = (name: Exclude<keyof CouponFormValues, 'kind' | 'active'>, label: string) => ({
    className: 'content-start',
    label,
    registration: form.register(name),
    error: errors[name]?.message,
  });
  const limit = { inputMode: 'numeric', placeholder: 'No limit' } as const;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={title}
      className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          {...text('code', 'Code')}
          // An edit keeps its code: the field shows it, the form's values still hold it.
          disabled={Boolean(coupon)}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          inputClassName="font-mono uppercase"
        />
        <Field className="content-start">
          <Label htmlFor={`${FORM_ID}-kind`}>Kind</Label>
          <NativeSelect
            id={`${FORM_ID}-kind`}
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={errors.kind ? `${FORM_ID}-kind-error` : undefined}
            {...form.register('kind')}
          >
            {COUPON_KINDS.map((kind) => (
              <NativeSelectOption key={kind} value={kind}>
                {kind === 'percent' ? 'Percent off' : 'Rupees off'}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <FieldError id={`${FORM_ID}-kind-error`}>{errors.kind?.message}</FieldError>
        </Field>
        <TextField
          {...text('value', kind === 'percent' ? 'Percent off' : 'Rupees off (₹)')}
          inputMode="numeric"
        />
        <TextField {...text('validFrom', 'First day (IST)')} type="date" />
        <TextField {...text('validUntil', 'Last day (IST)')} type="date" />
        <TextField {...text('maxUses', 'Uses in all')} {...limit} />
        <TextField {...text('maxUsesPerPlayer', 'Uses per player')} {...limit} />
        <CheckboxField className="self-end pb-2" label="Active" {...form.register('active')} />
      </div>
      <FormError message={errors.root?.server?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {coupon ? 'Save coupon' : 'Add coupon'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
