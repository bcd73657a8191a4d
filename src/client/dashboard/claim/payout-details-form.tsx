import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { payoutCodeRule, payoutDetailsInput, payoutPasswordRule } from '../../../shared/payouts.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError, TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useServerSubmit } from '../../lib/use-server-submit.ts';
import { ChangeProof } from './change-proof.tsx';
import { m } from '../../../paraglide/messages.js';

// The payout details, asked once per account (docs/decisions/0026-prize-payouts.md, "Claim"): the
// PAN and where to pay, a UPI ID or a bank account; changing them asks for the password.

const EMPTY = {
  pan: '',
  panName: '',
  destination: {
    method: 'upi' as 'upi' | 'bank',
    vpa: '',
    ifsc: '',
    accountNumber: '',
    accountNumberAgain: '',
    holderName: '',
  },
  password: '',
  code: '',
  /** How a change is confirmed: the password, or a code e-mailed just now. */
  proof: 'password' as 'password' | 'code',
};

const proofFields = { password: z.string(), code: z.string(), proof: z.enum(['password', 'code']) };
// The server's own schema, so the form refuses what the server would, with its words.
const addSchema = payoutDetailsInput.extend(proofFields);
const changeSchema = addSchema.superRefine((values, issues) => {
  const rule = values.proof === 'password' ? payoutPasswordRule : payoutCodeRule;
  const checked = rule.safeParse(values[values.proof]);
  if (!checked.success)
    issues.addIssue({ code: 'custom', path: [values.proof], message: checked.error.issues[0]!.message });
});

type DestinationErrors = Partial<Record<keyof (typeof EMPTY)['destination'], FieldError>>;

export function PayoutDetailsForm({ changing, onSaved }: { changing: boolean; onSaved: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm({
    resolver: zodResolver(changing ? changeSchema : addSchema),
    defaultValues: EMPTY,
  });
  const { submit, serverError } = useServerSubmit(form, m.account_claim_details_failed(), async (values) => {
    const { proof, password, code, ...details } = values;
    await utils.client.prizes.savePayoutDetails.mutate({
      ...details,
      ...(changing ? (proof === 'password' ? { password } : { code }) : {}),
    });
    await utils.prizes.invalidate();
    onSaved();
  });
  const method = useWatch({ control: form.control, name: 'destination.method' });
  const { errors, isSubmitting } = form.formState;
  const destination = (errors.destination ?? {}) as DestinationErrors;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="payout-details-form">
      {!changing && <p className="text-sm text-muted-foreground">{m.account_claim_details_once()}</p>}
      <TextField
        label={m.account_claim_pan()}
        autoCapitalize="characters"
        autoComplete="off"
        registration={form.register('pan')}
        error={errors.pan?.message}
      />
      <TextField
        label={m.account_claim_pan_name()}
        autoComplete="name"
        registration={form.register('panName')}
        error={errors.panName?.message}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{m.account_claim_pay_to()}</legend>
        <div className="flex flex-wrap gap-4">
          {(['upi', 'bank'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={value} {...form.register('destination.method')} />
              {value === 'upi' ? m.account_claim_method_upi() : m.account_claim_method_bank()}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'upi' ? (
        <TextField
          label={m.account_claim_method_upi()}
          autoComplete="off"
          inputMode="email"
          registration={form.register('destination.vpa')}
          error={destination.vpa?.message}
        />
      ) : (
        <BankFields register={form.register} errors={destination} />
      )}
      {changing && <ChangeProof form={form} />}
      <FormError message={serverError} />
      <Button type="submit" className="w-full sm:w-fit" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? m.account_claim_saving() : m.account_claim_save_details()}
      </Button>
    </form>
  );
}

type Register = (
  name: `destination.${'ifsc' | 'accountNumber' | 'accountNumberAgain' | 'holderName'}`,
) => UseFormRegisterReturn;

/** A bank account: IFSC, the number typed twice (no pasting the second), the holder's name. */
function BankFields({ register, errors }: { register: Register; errors: DestinationErrors }) {
  return (
    <>
      <TextField
        label={m.account_claim_ifsc()}
        autoCapitalize="characters"
        autoComplete="off"
        registration={register('destination.ifsc')}
        error={errors.ifsc?.message}
      />
      <TextField
        label={m.account_claim_account_number()}
        inputMode="numeric"
        autoComplete="off"
        registration={register('destination.accountNumber')}
        error={errors.accountNumber?.message}
      />
      <TextField
        label={m.account_claim_account_number_again()}
        inputMode="numeric"
        autoComplete="off"
        onPaste={(event) => event.preventDefault()}
        registration={register('destination.accountNumberAgain')}
        error={errors.accountNumberAgain?.message}
      />
      <TextField
        label={m.account_claim_holder_name()}
        autoComplete="off"
        registration={register('destination.holderName')}
        error={errors.holderName?.message}
      />
    </>
  );
}
