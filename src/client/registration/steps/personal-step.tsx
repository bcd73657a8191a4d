import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { personalDetailsSchema } from '../../../shared/registration.ts';
import { Button } from '../../components/ui/button.tsx';
import { PERSONAL_AGE_MESSAGE, ageError } from '../age-check.ts';
import { PERSON_FIELDS } from '../draft.ts';
import type { PersonalDetails } from '../draft.ts';
import { PersonFields } from '../person-fields.tsx';

/** Step 1: Personal Information. Checked on Continue against the shared schema. */
export function PersonalStep({
  defaultValues,
  onContinue,
}: {
  defaultValues: PersonalDetails;
  onContinue: (details: PersonalDetails) => void;
}) {
  const form = useForm<PersonalDetails, unknown, PersonalDetails>({
    resolver: zodResolver(personalDetailsSchema),
    defaultValues,
    // Errors show on Continue and clear on edit (person-fields.tsx), never while typing.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control: form.control });
  const allFilled = PERSON_FIELDS.every((field) => (values[field] ?? '') !== '');
  const tooYoung = ageError(values.dateOfBirth ?? '', PERSONAL_AGE_MESSAGE) !== null;

  return (
    <form noValidate onSubmit={form.handleSubmit(onContinue)} className="grid gap-6">
      <PersonFields
        form={form}
        idPrefix="player"
        nameLabel="Full Name"
        ageMessage={PERSONAL_AGE_MESSAGE}
        self
      />
      <Button
        type="submit"
        size="lg"
        disabled={!allFilled || tooYoung}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        Continue to Game Selection
      </Button>
    </form>
  );
}
