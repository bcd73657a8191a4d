import { useEffect, useEffectEvent, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { personalDetailsSchema } from '../../../shared/registration.ts';
import { Button } from '../../components/ui/button.tsx';
import { PERSONAL_AGE_MESSAGE, ageError } from '../age-check.ts';
import { PERSON_FIELDS } from '../draft.ts';
import type { PersonalDetails } from '../draft.ts';
import { PersonFields } from '../person-fields.tsx';
import { MIN_AGE } from '../../../shared/registration-rules.ts';
import { m } from '../../../paraglide/messages.js';

const FIELD_NAMES: Record<keyof PersonalDetails, () => string> = {
  name: m.registration_field_full_name,
  phone: m.registration_field_phone,
  email: m.registration_field_email,
  state: m.registration_field_state,
  city: m.registration_field_city,
  dateOfBirth: m.registration_field_dob,
};

/**
 * Step 1: Personal Information, checked against the shared schema when a field loses focus and on
 * Continue. What is typed goes into the draft as it is typed (so a reload keeps it).
 */
export function PersonalStep({
  defaultValues,
  version,
  onChange,
  onContinue,
}: {
  defaultValues: PersonalDetails;
  /** Changes when the draft was replaced from outside (the server's copy, the profile). */
  version: number;
  onChange: (details: Partial<PersonalDetails>) => void;
  onContinue: (details: PersonalDetails) => void;
}) {
  const form = useForm<PersonalDetails, unknown, PersonalDetails>({
    resolver: zodResolver(personalDetailsSchema),
    defaultValues: personOf(defaultValues),
    // A field is checked when it loses focus; its error clears as soon as it is edited
    // (person-fields.tsx) and comes back, if still wrong, when it loses focus again.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const values = useWatch({ control: form.control });
  // What is typed goes into the draft; an outside change fills only fields not typed in here.
  const report = useEffectEvent((typed: Partial<PersonalDetails>) => onChange(typed));
  const takeOutsideChange = useEffectEvent(() =>
    form.reset(personOf(defaultValues), { keepDirtyValues: true, keepErrors: true }),
  );
  useEffect(() => report(values), [values]);
  useEffect(() => {
    if (version > 0) takeOutsideChange();
  }, [version]);

  const missing = PERSON_FIELDS.filter((field) => (values[field] ?? '') === '');
  const tooYoung = ageError(values.dateOfBirth ?? '', PERSONAL_AGE_MESSAGE) !== null;
  const reasonId = useId();
  const reason = missing.length
    ? m.registration_personal_missing({ fields: missing.map((field) => FIELD_NAMES[field]()).join(', ') })
    : tooYoung
      ? m.registration_personal_too_young({ minAge: MIN_AGE })
      : null;

  return (
    <form noValidate onSubmit={form.handleSubmit(onContinue)} className="grid gap-6">
      <PersonFields
        form={form}
        idPrefix="player"
        nameLabel={m.registration_field_full_name()}
        ageMessage={PERSONAL_AGE_MESSAGE}
        self
      />
      <div className="grid gap-2 sm:justify-items-end">
        {reason && (
          <p id={reasonId} className="text-sm text-muted-foreground">
            {reason}
          </p>
        )}
        <Button
          type="submit"
          size="lg"
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          className="w-full sm:w-auto"
        >
          {m.registration_continue_to_game()}
        </Button>
      </div>
    </form>
  );
}

function personOf(details: PersonalDetails): PersonalDetails {
  return Object.fromEntries(PERSON_FIELDS.map((field) => [field, details[field]])) as PersonalDetails;
}
