import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorText } from '../../../lib/errors.ts';

/**
 * The server's refusal, shown on the form: each message next to the field it names (the first
 * focused), else the error's message (or `fallback`) for the whole form.
 */
export function showServerErrors<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  messages: Partial<Record<Path<T>, string>>,
  error: unknown,
  fallback: string,
): void {
  const named = Object.entries(messages).filter(
    (entry): entry is [Path<T>, string] => typeof entry[1] === 'string',
  );
  for (const [field, message] of named) form.setError(field, { message }, { shouldFocus: true });
  if (named.length === 0) form.setError('root.server', { message: errorText(error, fallback) });
}
