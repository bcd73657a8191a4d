import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { DateOfBirthField } from '../components/date-of-birth-field.tsx';
import { INDIAN_STATES } from '../../shared/india.ts';
import { Input } from '../components/ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../components/ui/native-select.tsx';
import { ageError } from './age-check.ts';
import type { PersonalDetails } from './draft.ts';
import { FormField } from './form-field.tsx';

export type PersonForm = UseFormReturn<PersonalDetails, unknown, PersonalDetails>;

/**
 * The six fields the personal step and the teammate form share. Errors appear on submit, clear
 * as soon as their field is edited, and the age rule reruns whenever the date changes.
 */
export function PersonFields({
  form,
  idPrefix,
  nameLabel,
  ageMessage,
  self,
}: {
  form: PersonForm;
  idPrefix: string;
  nameLabel: string;
  ageMessage: string;
  /** The player's own details: the browser may autofill them. */
  self: boolean;
}) {
  const {
    register,
    clearErrors,
    setError,
    formState: { errors },
  } = form;
  const clearOnEdit = (field: keyof PersonalDetails) => ({ onChange: () => clearErrors(field) });
  const auto = (token: string) => (self ? token : 'off');

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={`${idPrefix}-name`}
        label={nameLabel}
        error={errors.name?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input {...control} autoComplete={auto('name')} {...register('name', clearOnEdit('name'))} />
        )}
      </FormField>
      <FormField id={`${idPrefix}-phone`} label="Phone Number" error={errors.phone?.message}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="numeric"
            maxLength={10}
            placeholder="10-digit mobile number"
            autoComplete={auto('tel-national')}
            {...register('phone', clearOnEdit('phone'))}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-email`} label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            placeholder="you@example.com"
            autoComplete={auto('email')}
            {...register('email', clearOnEdit('email'))}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-state`} label="State" error={errors.state?.message}>
        {(control) => (
          <NativeSelect
            {...control}
            autoComplete={auto('address-level1')}
            {...register('state', clearOnEdit('state'))}
          >
            <NativeSelectOption value="">Select state</NativeSelectOption>
            {INDIAN_STATES.map((state) => (
              <NativeSelectOption key={state} value={state}>
                {state}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${idPrefix}-city`} label="City" error={errors.city?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete={auto('address-level2')}
            {...register('city', clearOnEdit('city'))}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-dob`}
        label="Date of Birth"
        error={errors.dateOfBirth?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <Controller
            control={form.control}
            name="dateOfBirth"
            render={({ field }) => (
              <DateOfBirthField
                id={control.id}
                invalid={control['aria-invalid']}
                describedBy={control['aria-describedby']}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(value) => {
                  field.onChange(value);
                  // The age rule reruns whenever the date changes (spec section 5).
                  const message = ageError(value, ageMessage);
                  if (message) setError('dateOfBirth', { type: 'age', message });
                  else clearErrors('dateOfBirth');
                }}
                autoComplete={auto('bday')}
                className="sm:max-w-72"
              />
            )}
          />
        )}
      </FormField>
    </div>
  );
}
