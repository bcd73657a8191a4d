import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_LIMITS,
  grievanceCreateSchema,
  type GrievanceCategory,
  type GrievanceCreate,
} from '../../shared/grievances.ts';
import { Button } from '../components/ui/button.tsx';
import { Field, FieldDescription, FieldError, FormError, TextField } from '../components/ui/field.tsx';
import { Label } from '../components/ui/label.tsx';
import { NativeSelect, NativeSelectOption } from '../components/ui/native-select.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { formatCount } from '../i18n/format.ts';
import { currentLocale } from '../i18n/locale.ts';
import { errorText } from '../lib/errors.ts';
import { formatDate } from '../lib/indian-time.ts';
import { trpc } from '../lib/trpc.ts';
import { m } from '../../paraglide/messages.js';

export const CATEGORY_LABELS: Record<GrievanceCategory, () => string> = {
  data: m.grievance_category_data,
  payment: m.grievance_category_payment,
  match: m.grievance_category_match,
  other: m.grievance_category_other,
};

const EMPTY = { category: '', subject: '', message: '' } as unknown as GrievanceCreate;

/** Category, subject and message; the reference and the due date once sent. */
export function GrievanceForm() {
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.grievances.create.useMutation();
  const form = useForm<GrievanceCreate>({
    resolver: zodResolver(grievanceCreateSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    try {
      const grievance = await create.mutateAsync({ ...values, lang: currentLocale() });
      setSent(m.grievance_received({ reference: grievance.reference, date: formatDate(grievance.dueAt) }));
      form.reset(EMPTY);
      await utils.grievances.list.invalidate();
    } catch (error) {
      setFailure(errorText(error, m.grievance_send_failed()));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border p-4"
      aria-label={m.grievance_form_heading()}
    >
      <Field>
        <Label htmlFor={`${id}-category`}>{m.grievance_category_label()}</Label>
        <NativeSelect
          id={`${id}-category`}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${id}-category-error` : undefined}
          {...form.register('category')}
        >
          <NativeSelectOption value="">{m.grievance_category_placeholder()}</NativeSelectOption>
          {GRIEVANCE_CATEGORIES.map((category) => (
            <NativeSelectOption key={category} value={category}>
              {CATEGORY_LABELS[category]()}
            </NativeSelectOption>
          ))}
        </NativeSelect>
        <FieldError id={`${id}-category-error`}>{errors.category?.message}</FieldError>
      </Field>
      <TextField
        label={m.grievance_subject_label()}
        maxLength={GRIEVANCE_LIMITS.subjectMax}
        registration={form.register('subject')}
        error={errors.subject?.message}
      />
      <Field>
        <Label htmlFor={`${id}-message`}>{m.grievance_message_label()}</Label>
        <Textarea
          id={`${id}-message`}
          rows={6}
          maxLength={GRIEVANCE_LIMITS.messageMax}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ''}`}
          {...form.register('message')}
        />
        <FieldDescription id={`${id}-message-hint`}>
          {m.grievance_message_hint({ count: formatCount(GRIEVANCE_LIMITS.messageMax) })}
        </FieldDescription>
        <FieldError id={`${id}-message-error`}>{errors.message?.message}</FieldError>
      </Field>
      <FormError message={failure} />
      {sent && (
        <p
          role="status"
          className="rounded-md bg-muted p-3 text-sm font-medium"
          data-testid="grievance-received"
        >
          {sent}
        </p>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? m.grievance_sending() : m.grievance_submit()}
        </Button>
      </div>
    </form>
  );
}
