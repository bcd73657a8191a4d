import { useEffect, useEffectEvent, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { personalDetailsSchema } from '../../../shared/registration.ts';
import { Button } from '../../components/ui/button.tsx';
import { PERSONAL_AGE_MESSAGE, ageError } from '../age-check.ts';
import { PERSON_FIELDS } from '../draft.ts';
import type { PersonalDetails } from '../draft.ts';
import { PersonFields } from '../person-fields.tsx';

const FIELD_NAMES: Record<keyof PersonalDetails, string> = {
  name: 'Full Name',
  phone: 'Phone Number',
  email: 'Email',
  state: 'State',
  city: 'City',
  dateOfBirth: 'Date of Birth',
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
    ? `Fill in ${missing.map((field) => FIELD_NAMES[field]).join(', ')} to continue.`
    : tooYoung
      ? 'Players must be 18 or older to continue.'
      : null;

  return (
    <form noValidate onSubmit={form.handleSubmit(onContinue)} className="grid gap-6">
      <PersonFields
        form={form}
        idPrefix="player"
        nameLabel="Full Name"
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
          Continue to Game Selection
        </Button>
      </div>
    </form>
  );
}

function personOf(details: PersonalDetails): PersonalDetails {
  return Object.fromEntries(PERSON_FIELDS.map((field) => [field, details[field]])) as PersonalDetails;
}
