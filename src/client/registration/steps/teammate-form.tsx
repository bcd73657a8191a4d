import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { teammateSchema } from '../../../shared/registration.ts';
import { Button } from '../../components/ui/button.tsx';
import { TEAMMATE_AGE_MESSAGE } from '../age-check.ts';
import { EMPTY_PERSONAL_DETAILS } from '../draft.ts';
import type { PersonalDetails } from '../draft.ts';
import { PersonFields } from '../person-fields.tsx';
import { useReportUnsaved } from '../unsaved-input.ts';
import { m } from '../../../paraglide/messages.js';

/** One teammate's details, checked with the teammate form's own messages. */
export function TeammateForm({
  idPrefix,
  title,
  submitLabel,
  initialValues = EMPTY_PERSONAL_DETAILS,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  title: string;
  submitLabel: string;
  initialValues?: PersonalDetails;
  onSubmit: (teammate: PersonalDetails) => void;
  onCancel: () => void;
}) {
  const form = useForm<PersonalDetails, unknown, PersonalDetails>({
    resolver: zodResolver(teammateSchema),
    defaultValues: initialValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  useReportUnsaved(form.formState.isDirty);

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        // The wizard's dialog holds no outer form, but keep a nested submit from bubbling anyway.
        event.stopPropagation();
        return form.handleSubmit(onSubmit)(event);
      }}
      className="grid gap-4 rounded-lg border border-primary/40 bg-card p-4"
    >
      <h4 className="font-semibold">{title}</h4>
      <PersonFields
        form={form}
        idPrefix={idPrefix}
        nameLabel={m.registration_field_name()}
        ageMessage={TEAMMATE_AGE_MESSAGE}
        self={false}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.registration_cancel()}
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
