import { useId } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { registerShown } from '../lib/register-shown.ts';
import type { FieldError as FieldErrorType, UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { GENDERS, PUBLIC_NAME_LIMITS, defaultPublicName, playerProfileSchema } from '../../shared/users.ts';
import type { PlayerProfile } from '../../shared/users.ts';
import { INDIAN_STATES, isIndianState } from '../../shared/india.ts';
import { ADDRESS_MAX_LENGTH, AGE_MESSAGES } from '../../shared/field-rules.ts';
import { DateOfBirthField } from '../components/date-of-birth-field.tsx';
import { Button } from '../components/ui/button.tsx';
import { Field, FieldDescription, FieldError, TextField } from '../components/ui/field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../components/ui/native-select.tsx';
import { trpc } from '../lib/trpc.ts';
import { localizeMessage } from '../i18n/known-messages.ts';
import { localizeError } from '../lib/errors.ts';
import { m } from '../../paraglide/messages.js';
import './known-messages.ts';

const GENDER_LABELS: Record<(typeof GENDERS)[number], () => string> = {
  male: m.account_gender_male,
  female: m.account_gender_female,
  other: m.account_gender_other,
};

// Empty inputs are "not given" (null) for the optional choices, as the schema has them.
const emptyAsNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : value;

/**
 * Name, public name, phone, gender, date of birth (the age follows from it), address, city, state
 * and PIN code (the GST invoices name them); the e-mail is shown but belongs to the account.
 */
export function ProfileForm({ email, saved }: { email: string | null; saved: PlayerProfile }) {
  const utils = trpc.useUtils();
  const update = trpc.users.profile.update.useMutation();
  const form = useForm({ resolver: zodResolver(playerProfileSchema), defaultValues: saved });
  const { errors, isDirty, isSubmitting } = form.formState;
  const id = useId();
  const fullName = useWatch({ control: form.control, name: 'name' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      utils.users.profile.get.setData(undefined, result);
      const { email: _email, age: _age, publicNameShown: _shown, ...next } = result;
      form.reset(next);
    } catch (error) {
      toast.error(m.account_profile_update_failed(), {
        description: error instanceof Error ? localizeError(error) : undefined,
      });
      return;
    }
    toast.success(m.account_profile_updated());
    // The header greets the player by name.
    void utils.auth.session.invalidate();
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-4"
      aria-label={m.account_tab_profile()}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={m.account_full_name()}
          autoComplete="name"
          registration={registerShown(form, 'name')}
          error={errors.name?.message}
        />
        <TextField
          label={m.account_public_name()}
          autoComplete="nickname"
          maxLength={PUBLIC_NAME_LIMITS.max}
          description={m.account_public_name_hint({ default: defaultPublicName(fullName) })}
          registration={registerShown(form, 'publicName')}
          error={errors.publicName?.message}
        />
        <TextField
          label={m.account_phone_number()}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          placeholder={m.account_mobile_placeholder()}
          registration={registerShown(form, 'phone')}
          error={errors.phone?.message}
        />
        <Field>
          <Label htmlFor={`${id}-email`}>{m.account_email()}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            value={email ?? ''}
            readOnly
            disabled
            aria-describedby={`${id}-email-hint`}
          />
          <FieldDescription id={`${id}-email-hint`}>{m.account_email_cannot_be_changed()}</FieldDescription>
        </Field>
        <SelectField
          id={`${id}-gender`}
          label={m.account_gender()}
          registration={registerShown(form, 'gender', { setValueAs: emptyAsNull })}
          error={errors.gender}
        >
          <NativeSelectOption value="">{m.account_select_gender()}</NativeSelectOption>
          {GENDERS.map((gender) => (
            <NativeSelectOption key={gender} value={gender}>
              {GENDER_LABELS[gender]()}
            </NativeSelectOption>
          ))}
        </SelectField>
        <Field>
          <Label htmlFor={`${id}-dob`}>{m.account_date_of_birth()}</Label>
          <Controller
            control={form.control}
            name="dateOfBirth"
            render={({ field }) => (
              <DateOfBirthField
                id={`${id}-dob`}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value || null)}
                onBlur={field.onBlur}
                invalid={errors.dateOfBirth ? true : undefined}
                describedBy={`${id}-dob-hint${errors.dateOfBirth ? ` ${id}-dob-error` : ''}`}
                autoComplete="bday"
              />
            )}
          />
          <FieldDescription id={`${id}-dob-hint`}>{localizeMessage(AGE_MESSAGES.profile)}</FieldDescription>
          <FieldError id={`${id}-dob-error`}>{errors.dateOfBirth?.message}</FieldError>
        </Field>
        <TextField
          className="sm:col-span-2"
          label={m.account_address()}
          autoComplete="street-address"
          maxLength={ADDRESS_MAX_LENGTH}
          registration={registerShown(form, 'address')}
          error={errors.address?.message}
          describedBy={`${id}-invoices`}
        />
        <TextField
          label={m.account_city()}
          autoComplete="address-level2"
          registration={registerShown(form, 'city')}
          error={errors.city?.message}
        />
        <SelectField
          id={`${id}-state`}
          label={m.account_state()}
          autoComplete="address-level1"
          registration={registerShown(form, 'state')}
          error={errors.state}
        >
          <NativeSelectOption value="">{m.account_select_state()}</NativeSelectOption>
          {saved.state && !isIndianState(saved.state) && (
            <NativeSelectOption value={saved.state}>{saved.state}</NativeSelectOption>
          )}
          {INDIAN_STATES.map((state) => (
            <NativeSelectOption key={state} value={state}>
              {state}
            </NativeSelectOption>
          ))}
        </SelectField>
        <TextField
          label={m.account_pin_code()}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          registration={registerShown(form, 'pinCode')}
          error={errors.pinCode?.message}
          describedBy={`${id}-invoices`}
        />
        <FieldDescription id={`${id}-invoices`} className="sm:col-span-2">
          {m.account_address_on_invoices()}
        </FieldDescription>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? m.account_saving() : m.account_save_changes()}
        </Button>
      </div>
    </form>
  );
}

/** A labelled select with its error next to it (TextField's pattern for a NativeSelect). */
function SelectField({
  id,
  label,
  autoComplete,
  registration,
  error,
  children,
}: {
  id: string;
  label: string;
  autoComplete?: string;
  registration: UseFormRegisterReturn;
  error: FieldErrorType | undefined;
  children: ReactNode;
}) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        {children}
      </NativeSelect>
      <FieldError id={`${id}-error`}>{error?.message}</FieldError>
    </Field>
  );
}
