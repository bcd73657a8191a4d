import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormGetValues,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';

/**
 * `form.register(name)` with the field's value as the input's `defaultValue`. React Hook Form fills
 * registered inputs through their refs, in the browser only: a form on a page the server draws (the
 * profile, docs/decisions/0029-where-a-player-s-time-goes.md) would otherwise show its fields empty
 * until the app has taken the page over.
 */
export function registerShown<T extends FieldValues, N extends FieldPath<T>>(
  form: { register: UseFormRegister<T>; getValues: UseFormGetValues<T> },
  name: N,
  options?: RegisterOptions<T, N>,
): UseFormRegisterReturn<N> & { defaultValue: string } {
  // The profile's fields are text, numbers or choices; anything else (none yet) starts empty.
  const value: unknown = form.getValues(name);
  const shown = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return { ...form.register(name, options), defaultValue: shown };
}
