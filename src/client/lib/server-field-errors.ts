import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorText } from './errors.ts';

/** The messages of an input the server refused (`data.fieldErrors`) for the given fields. */
export function fieldErrorsFor<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (typeof error !== 'object' || error === null) return {};
  const fieldErrors = (error as { data?: { fieldErrors?: unknown } | null }).data?.fieldErrors;
  const out: Partial<Record<F, string>> = {};
  if (typeof fieldErrors === 'object' && fieldErrors !== null) {
    for (const [key, text] of Object.entries(fieldErrors)) {
      if (typeof text === 'string' && (fields as readonly string[]).includes(key)) out[key as F] = text;
    }
  }
  return out;
}

/**
 * Shows a refusal on its form: each message the server gave for one of `fields` next to that field
 * (`named` adds messages the caller placed, e.g. a taken slug), else the server's message (or
 * `fallback`) for the whole form, as `root.server`.
 */
export function showServerError<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  options: { fields: readonly Path<T>[]; fallback: string; named?: Partial<Record<Path<T>, string>> },
) {
  const messages = Object.entries({ ...fieldErrorsFor(error, options.fields), ...options.named }) as [
    Path<T>,
    string,
  ][];
  for (const [field, message] of messages) form.setError(field, { message }, { shouldFocus: true });
  if (messages.length === 0) form.setError('root.server', { message: errorText(error, options.fallback) });
}
