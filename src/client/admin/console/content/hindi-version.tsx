import { useId, type ReactNode } from 'react';
import {
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { TextField } from '../../../components/ui/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { HtmlContentField } from './html-content-field.tsx';
import { TextAreaField } from './textarea-field.tsx';

type HindiField = 'title' | 'excerpt' | 'content';

/**
 * The Hindi version of a form whose `hindi` value holds it (null: none): adding one sets it to
 * `empty`, removing it sets null and drops its errors.
 */
export function FormHindiVersion<
  V extends FieldValues & { hindi: Partial<Record<HindiField, string>> | null },
  O,
  Field extends HindiField,
>({
  form,
  empty,
  fields,
  preview,
}: {
  form: UseFormReturn<V, unknown, O>;
  empty: NonNullable<V['hindi']>;
  fields: readonly Field[];
  preview: ReactNode;
}) {
  // `hindi` is a path, and its errors the fields', of every such form: TypeScript cannot tell for a
  // form type still unknown.
  const hindiPath = 'hindi' as Path<V>;
  const hindi = useWatch({ control: form.control, name: hindiPath });
  const errors = form.formState.errors as { hindi?: Partial<Record<Field, FieldError>> };
  return (
    <HindiVersion
      present={hindi !== null}
      onChange={(present) => {
        form.clearErrors(hindiPath);
        form.setValue(hindiPath, (present ? empty : null) as PathValue<V, Path<V>>, { shouldDirty: true });
      }}
      fields={fields}
      register={(field) => form.register(`hindi.${field}` as Path<V>)}
      errors={errors.hindi}
      preview={preview}
    />
  );
}

/**
 * The Hindi version of a post or page: its title, excerpt (a post's) and content once added, with
 * "Remove Hindi version", each checked as its English field is. Readers who chose Hindi see it;
 * without one they see the English. Either change is kept on Save.
 */
export function HindiVersion<Field extends HindiField>({
  present,
  onChange,
  fields,
  register,
  errors,
  preview,
}: {
  present: boolean;
  /** Adds (true) or removes (false) the Hindi version. */
  onChange: (present: boolean) => void;
  fields: readonly Field[];
  /** Called only while there is a Hindi version: registering its fields gives the form a value for it. */
  register: (field: Field) => UseFormRegisterReturn;
  errors: Partial<Record<Field, FieldError>> | undefined;
  /** The Hindi version as the site shows it. */
  preview: ReactNode;
}) {
  const id = useId();
  // The form's own name for each field it has (a page has no excerpt).
  const named = (name: HindiField) => fields.find((field) => field === name);
  const [title, excerpt, content] = [named('title'), named('excerpt'), named('content')];
  const error = (field: Field) => errors?.[field]?.message;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={id} className="font-semibold">
            Hindi version
          </h3>
          <p className="text-sm text-muted-foreground">
            {present
              ? 'Readers who chose Hindi see this version. Same rules as the English fields.'
              : 'None: readers who chose Hindi see the English.'}
          </p>
        </div>
        <Button type="button" variant="outline" onClick={() => onChange(!present)}>
          {present ? 'Remove Hindi version' : 'Add Hindi version'}
        </Button>
      </div>
      {present && (
        <>
          {title && (
            <TextField
              label="Hindi title"
              registration={register(title)}
              error={error(title)}
              maxLength={200}
              lang="hi"
            />
          )}
          {excerpt && (
            <TextAreaField
              label="Hindi excerpt"
              registration={register(excerpt)}
              error={error(excerpt)}
              description="Up to 500 characters."
              rows={3}
              maxLength={500}
              lang="hi"
            />
          )}
          {content && (
            <HtmlContentField
              label="Hindi content"
              lang="hi"
              registration={register(content)}
              error={error(content)}
              preview={preview}
            />
          )}
        </>
      )}
    </section>
  );
}
