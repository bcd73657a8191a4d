import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
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
 * The server's refusal on a form: each message it gave for a field next to that field (the first
 * focused), else the error's text (or `fallback`) for the whole form, as `root.server`.
 */
export function setServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  named: Partial<Record<FieldPath<V>, string>>,
  error: unknown,
  fallback: string,
): void {
  const entries = Object.entries(named) as [FieldPath<V>, string][];
  for (const [field, message] of entries) setError(field, { message }, { shouldFocus: true });
  if (entries.length === 0) setError('root.server', { message: errorText(error, fallback) });
}
