import { TicketPercentIcon } from 'lucide-react';
import { formatMoney } from '../i18n/format.ts';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { FormField } from '../components/form-field.tsx';
import type { useCoupon } from './use-coupon.ts';
import { withParts } from './message-parts.tsx';
import { m } from '../../paraglide/messages.js';

/** Coupon Code (optional) with Apply: the new amount at once, or the server's reason next to it. */
export function CouponField({
  code,
  coupon,
  disabled,
  onChange,
}: {
  code: string;
  coupon: ReturnType<typeof useCoupon>;
  disabled: boolean;
  onChange: (code: string) => void;
}) {
  const { applied } = coupon;
  return (
    <FormField id="coupon-code" label={m.registration_coupon_label()} error={coupon.error ?? undefined}>
      {(control) => (
        <div className="grid gap-2">
          <form
            noValidate
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void coupon.apply();
            }}
          >
            <Input
              {...control}
              value={code}
              onChange={(event) => onChange(event.target.value)}
              disabled={disabled}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
            />
            <Button type="submit" variant="outline" disabled={disabled || coupon.busy || !code.trim()}>
              {coupon.busy && <Spinner />}
              {m.registration_coupon_apply()}
            </Button>
          </form>
          {applied && (
            <p role="status" className="flex items-center gap-2 text-sm">
              <TicketPercentIcon aria-hidden="true" className="size-4 text-primary" />
              <span>
                {withParts(
                  (parts) =>
                    m.registration_coupon_applied({
                      ...parts,
                      code: applied.couponCode ?? '',
                      discount: formatMoney(applied.discount),
                      price: formatMoney(applied.price),
                    }),
                  { amount: <strong>{formatMoney(applied.amount)}</strong> },
                )}
              </span>
              <Button
                type="button"
                variant="link"
                size="sm"
                className="ml-auto h-auto p-0"
                disabled={disabled}
                onClick={() => onChange('')}
              >
                {m.registration_coupon_remove()}
              </Button>
            </p>
          )}
        </div>
      )}
    </FormField>
  );
}
