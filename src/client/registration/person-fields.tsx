import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { DateOfBirthField } from '../components/date-of-birth-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../components/ui/native-select.tsx';
import { ageError } from './age-check.ts';
import type { PersonalDetails } from './draft.ts';
import { FormField } from '../components/form-field.tsx';
import { stateOptions } from '../lib/registration-labels.ts';
import { m } from '../../paraglide/messages.js';

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
      <FormField id={`${idPrefix}-phone`} label={m.registration_field_phone()} error={errors.phone?.message}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="numeric"
            maxLength={10}
            placeholder={m.registration_phone_placeholder()}
            autoComplete={auto('tel-national')}
            {...register('phone', clearOnEdit('phone'))}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-email`} label={m.registration_field_email()} error={errors.email?.message}>
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
      <FormField id={`${idPrefix}-state`} label={m.registration_field_state()} error={errors.state?.message}>
        {(control) => (
          <NativeSelect
            {...control}
            autoComplete={auto('address-level1')}
            {...register('state', clearOnEdit('state'))}
          >
            <NativeSelectOption value="">{m.registration_select_state()}</NativeSelectOption>
            {stateOptions().map((state) => (
              <NativeSelectOption key={state.value} value={state.value}>
                {state.label}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${idPrefix}-city`} label={m.registration_field_city()} error={errors.city?.message}>
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
        label={m.registration_field_dob()}
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
                  // The age rule reruns whenever the date changes (docs/product.md#registration-rules-and-constants).
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
