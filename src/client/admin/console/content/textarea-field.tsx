import { useId, type ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, FieldDescription, FieldError } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

/** Label, textarea, hint and error wired together, as TextField does for an input. */
export function TextAreaField({
  label,
  registration,
  error,
  description,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'> & {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  description?: string;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [description && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
        {...props}
        {...registration}
      />
      {description && <FieldDescription id={`${id}-hint`}>{description}</FieldDescription>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}
