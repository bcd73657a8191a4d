import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { GENDERS, dashboardProfileSchema } from '../../../shared/dashboard.ts';
import type { DashboardProfile } from '../../../shared/dashboard.ts';
import { INDIAN_STATES, isIndianState } from '../../../shared/india.ts';
import { AGE_MESSAGES } from '../../../shared/field-rules.ts';
import { DateOfBirthField } from '../../components/date-of-birth-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, FieldDescription, FieldError, TextField } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../../components/ui/native-select.tsx';
import { trpc } from '../../lib/trpc.ts';

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

// Empty inputs are "not given" (null) for the optional choices, as the schema has them.
const emptyAsNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : value;

/** Name, phone, gender, date of birth (the age follows from it), city and state; the e-mail is shown but belongs to the account. */
export function ProfileForm({ email, saved }: { email: string | null; saved: DashboardProfile }) {
  const utils = trpc.useUtils();
  const update = trpc.dashboard.updateProfile.useMutation();
  const form = useForm({ resolver: zodResolver(dashboardProfileSchema), defaultValues: saved });
  const { errors, isDirty, isSubmitting } = form.formState;
  const id = useId();

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      utils.dashboard.profile.setData(undefined, result);
      const { email: _email, age: _age, ...next } = result;
      form.reset(next);
    } catch (error) {
      toast.error('Failed to update profile.', {
        description: error instanceof Error ? error.message : undefined,
      });
      return;
    }
    toast.success('Profile updated successfully!');
    // The header greets the player by name.
    void utils.auth.session.invalidate();
  });

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4" aria-label="Profile">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          autoComplete="name"
          registration={form.register('name')}
          error={errors.name?.message}
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          placeholder="10-digit mobile number"
          registration={form.register('phone')}
          error={errors.phone?.message}
        />
        <Field>
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            value={email ?? ''}
            readOnly
            disabled
            aria-describedby={`${id}-email-hint`}
          />
          <FieldDescription id={`${id}-email-hint`}>Email cannot be changed</FieldDescription>
        </Field>
        <Field>
          <Label htmlFor={`${id}-gender`}>Gender</Label>
          <NativeSelect
            id={`${id}-gender`}
            aria-invalid={errors.gender ? true : undefined}
            aria-describedby={errors.gender ? `${id}-gender-error` : undefined}
            {...form.register('gender', { setValueAs: emptyAsNull })}
          >
            <NativeSelectOption value="">Select gender</NativeSelectOption>
            {GENDERS.map((gender) => (
              <NativeSelectOption key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-gender-error`}>{errors.gender?.message}</FieldError>
        </Field>
        <Field>
          <Label htmlFor={`${id}-dob`}>Date of Birth</Label>
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
          <FieldDescription id={`${id}-dob-hint`}>{AGE_MESSAGES.profile}</FieldDescription>
          <FieldError id={`${id}-dob-error`}>{errors.dateOfBirth?.message}</FieldError>
        </Field>
        <TextField
          label="City"
          autoComplete="address-level2"
          registration={form.register('city')}
          error={errors.city?.message}
        />
        <Field>
          <Label htmlFor={`${id}-state`}>State</Label>
          <NativeSelect
            id={`${id}-state`}
            autoComplete="address-level1"
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? `${id}-state-error` : undefined}
            {...form.register('state')}
          >
            <NativeSelectOption value="">Select state</NativeSelectOption>
            {saved.state && !isIndianState(saved.state) && (
              <NativeSelectOption value={saved.state}>{saved.state}</NativeSelectOption>
            )}
            {INDIAN_STATES.map((state) => (
              <NativeSelectOption key={state} value={state}>
                {state}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-state-error`}>{errors.state?.message}</FieldError>
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
